import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  LIVE_ROOM,
  matchRoom,
  userRoom,
  type ApplicationDecidedPayload,
  type CommentReviewedPayload,
  type LeaguesUpdatePayload,
  type MatchEventPayload,
  type MatchUpdatePayload,
  type PredictionSettledPayload,
  type SquadsScoredPayload,
} from '@isl/contracts';
import { LIVE_BROADCASTER, type LiveBroadcaster, type LiveMessage, type ServerNotice } from './live-broadcaster';
import type { EndedSessions } from './socket-accounts';

/** Who hears of what: the one place that maps a happening to its rooms and event. */
export const liveMessages = {
  matchUpdated: (payload: MatchUpdatePayload): LiveMessage => ({
    rooms: [LIVE_ROOM, matchRoom(payload.id)],
    event: 'match:update',
    payload,
  }),
  /**
   * A timeline entry, to the fans following that match (its match centre, an operator's correction form) only:
   * every other fan's screens show what `match:update` carries, so on a derby day each fan's phone (and the api,
   * one socket write per fan) gets one packet per goal, not two.
   */
  matchEventAdded: (payload: MatchEventPayload): LiveMessage => ({
    rooms: matchRoom(payload.matchId),
    event: 'match:event',
    payload,
  }),
  standingsChanged: (season: string): LiveMessage => ({ rooms: LIVE_ROOM, event: 'standings:update', payload: { season } }),
  leaderboardChanged: (): LiveMessage => ({ rooms: LIVE_ROOM, event: 'leaderboard:update', payload: {} }),
  /** A round's squads have new points: every fan's squad screen refreshes that round. */
  squadsScored: (payload: SquadsScoredPayload): LiveMessage => ({ rooms: LIVE_ROOM, event: 'squads:scored', payload }),
  /** A season's league tables of one game are new: every open league screen reloads (the tables are members' only). */
  leaguesChanged: (payload: LeaguesUpdatePayload): LiveMessage => ({ rooms: LIVE_ROOM, event: 'leagues:update', payload }),
  /** Only to the fan's own connections (signed-in sockets join their user room). */
  predictionSettled: (userId: string, payload: PredictionSettledPayload): LiveMessage => ({
    rooms: userRoom(userId),
    event: 'prediction:settled',
    payload,
  }),
  /** To the applicant's own connections: their open application page shows the decision. */
  applicationDecided: (userId: string, payload: ApplicationDecidedPayload): LiveMessage => ({
    rooms: userRoom(userId),
    event: 'application:decided',
    payload,
  }),
  /** To the commenter's own connections: the only ones that showed the comment while it awaited review. */
  commentReviewed: (userId: string, payload: CommentReviewedPayload): LiveMessage => ({
    rooms: userRoom(userId),
    event: 'comment:reviewed',
    payload,
  }),
};

/** Sends live messages to the fans following them; services call this (or the outbox), never Socket.IO. */
@Injectable()
export class LiveEvents {
  private readonly logger = new Logger(LiveEvents.name);

  constructor(@Inject(LIVE_BROADCASTER) private readonly broadcaster: LiveBroadcaster) {}

  /** Sends now, for what need not survive a Redis failure: a refusal is logged, and the message is lost to the other replicas. */
  send(message: LiveMessage): void {
    this.broadcaster.broadcast(message).catch((error: Error) => this.logger.warn(`${message.event} may not reach every replica: ${error.message}`));
  }

  /** Sends, and resolves once every replica's stream holds the message; rejects if Redis refused it (the outbox keeps it then). */
  deliver(message: LiveMessage): Promise<void> {
    return this.broadcaster.broadcast(message);
  }

  /**
   * To the other processes (every api acts on it for its own connections), not to clients; resolves once every
   * replica's stream holds it, rejects if Redis refused it (the outbox keeps it then).
   */
  deliverNotice(notice: ServerNotice): Promise<void> {
    return this.broadcaster.notifyServers(notice);
  }

  /**
   * Signs the sockets of sessions that ended out, on every replica; resolves once every replica's stream holds it,
   * rejects if Redis refused it (the outbox keeps it then).
   */
  deliverSignOut(ended: EndedSessions): Promise<void> {
    return this.broadcaster.signOut(ended);
  }
}
