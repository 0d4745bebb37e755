import { Inject, Injectable } from '@nestjs/common';
import {
  LIVE_ROOM,
  matchRoom,
  SEASON,
  userRoom,
  type MatchEventPayload,
  type MatchUpdatePayload,
  type PredictionSettledPayload,
  type SquadsScoredPayload,
} from '@isl/contracts';
import { LIVE_BROADCASTER, type LiveBroadcaster } from './live-broadcaster';

/** What happened to matches, told to the fans following them; services call this, never Socket.IO. */
@Injectable()
export class LiveEvents {
  constructor(@Inject(LIVE_BROADCASTER) private readonly broadcaster: LiveBroadcaster) {}

  matchUpdated(payload: MatchUpdatePayload): void {
    this.broadcaster.broadcast([LIVE_ROOM, matchRoom(payload.id)], 'match:update', payload);
  }

  matchEventAdded(payload: MatchEventPayload): void {
    this.broadcaster.broadcast([LIVE_ROOM, matchRoom(payload.matchId)], 'match:event', payload);
  }

  standingsChanged(season = SEASON): void {
    this.broadcaster.broadcast(LIVE_ROOM, 'standings:update', { season });
  }

  leaderboardChanged(): void {
    this.broadcaster.broadcast(LIVE_ROOM, 'leaderboard:update', {});
  }

  /** A round's squads have new points: every fan's squad screen refreshes that round. */
  squadsScored(payload: SquadsScoredPayload): void {
    this.broadcaster.broadcast(LIVE_ROOM, 'squads:scored', payload);
  }

  /** Only to the fan's own connections (signed-in sockets join their user room). */
  predictionSettled(userId: string, payload: PredictionSettledPayload): void {
    this.broadcaster.broadcast(userRoom(userId), 'prediction:settled', payload);
  }
}
