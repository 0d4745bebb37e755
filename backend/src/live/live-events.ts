import { Inject, Injectable } from '@nestjs/common';
import {
  LIVE_ROOM,
  matchRoom,
  SEASON,
  type MatchEventPayload,
  type MatchUpdatePayload,
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
}
