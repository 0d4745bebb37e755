import { createAdapter } from '@socket.io/redis-streams-adapter';
import type Redis from 'ioredis';
import type { Server } from 'socket.io';
import { userRoom, type ServerToClientEvents } from '@isl/contracts';
import type { AppConfig } from '../config/config';
import { socketEventsBroadcast } from '../metrics/metrics';
import { closeRedis } from '../redis/close-redis';
import { connectRedis, listeningForErrors, type RedisTarget } from '../redis/redis-client';
import { confirmingPublishes, type ConfirmingAdapter, type ConfirmingAdapterFactory } from './confirmed-publishes';
import { sessionRoom, type EndedSessions } from './socket-accounts';

type LiveEventName = keyof ServerToClientEvents;

/** One socket event for some rooms, as data: sent at once, or kept in the outbox until Redis takes it. */
export type LiveMessage = {
  [E in LiveEventName]: { rooms: string | string[]; event: E; payload: Parameters<ServerToClientEvents[E]>[0] };
}[LiveEventName];

/**
 * Between processes only, never seen by a client: what every api does for the sockets connected to it, when
 * sending each fan their own event through the stream would take one stream entry per fan (a million, for a
 * big settlement) where one suffices.
 */
export interface ServerNotices {
  /** A match's predictions were settled: each api tells its own signed-in predictors their outcome. */
  'predictions:settled': (payload: { matchId: number }) => void;
}

export type ServerNotice = {
  [E in keyof ServerNotices]: { event: E; payload: Parameters<ServerNotices[E]>[0] };
}[keyof ServerNotices];

/** What services need of Socket.IO: send one event to some rooms, on every replica; tell the other processes something. */
export interface LiveBroadcaster {
  /** Resolves once the stream every replica reads holds the message; rejects if Redis refused it. */
  broadcast(message: LiveMessage): Promise<void>;
  /** Resolves once the stream holds the notice; rejects if Redis refused it. */
  notifyServers(notice: ServerNotice): Promise<void>;
  /** Signs the sockets of ended sessions out, on every replica (signOutSockets); resolves once the stream holds it. */
  signOut(ended: EndedSessions): Promise<void>;
}

export const LIVE_BROADCASTER = Symbol('LIVE_BROADCASTER');

/**
 * Emits one typed event to rooms (Socket.IO's own emit typing cannot follow a union of events), on a server
 * whose adapter came from createStreamsAdapter; resolves once Redis holds it for the other replicas.
 */
export function emitToRooms(server: Server, { rooms, event, payload }: LiveMessage): Promise<void> {
  const adapter = server.of('/').adapter as unknown as ConfirmingAdapter;
  const published = adapter.publishedDuring(() => (server.to(rooms).emit as (event: LiveEventName, payload: unknown) => boolean)(event, payload));
  socketEventsBroadcast.inc({ event });
  return published;
}

/**
 * Sends a notice to every other process on the stream (a process does not hear its own); resolves once Redis
 * holds it, as emitToRooms does.
 */
export function noticeToServers(server: Server, { event, payload }: ServerNotice): Promise<void> {
  const adapter = server.of('/').adapter as unknown as ConfirmingAdapter;
  return adapter.publishedDuring(() => (server.serverSideEmit as (event: keyof ServerNotices, payload: unknown) => boolean)(event, payload));
}

/**
 * Takes the sockets signed in with sessions that ended out of their account's room, on every replica (the adapter
 * sends the request through the stream, so it reaches each replica before anything sent after it). They stay
 * connected, as a signed-out visitor's are, and keep their match rooms; a socket may stay in a dead session's room,
 * to which nothing is sent. Resolves once Redis holds it for the other replicas, as emitToRooms does.
 */
export function signOutSockets(server: Server, ended: EndedSessions): Promise<void> {
  const adapter = server.of('/').adapter as unknown as ConfirmingAdapter;
  const account = userRoom(ended.userId);
  return adapter.publishedDuring(() => {
    if ('sessionId' in ended) server.in(sessionRoom(ended.sessionId)).socketsLeave([account, sessionRoom(ended.sessionId)]);
    else server.in(account).except(ended.keptSessionId ? sessionRoom(ended.keptSessionId) : []).socketsLeave(account);
  });
}

export interface StreamsConnection {
  adapter: ConfirmingAdapterFactory<ReturnType<ReturnType<typeof createAdapter>>>;
  /** Call once the Socket.IO server (and so the adapter) is closed: drops the Redis connections the adapter used. */
  close(): Promise<void>;
}

/**
 * Broadcasts travel through a Redis stream, so every replica (and the worker) sees every packet, and a
 * reconnecting client can be replayed what it missed from the stream.
 *
 * The adapter reads the stream on connections it duplicates from ours, each blocked in XREAD for up to five
 * seconds; a closed adapter would let its reader finish that wait, holding the process open. The duplicates are
 * kept here so closing drops them at once.
 */
export function createStreamsAdapter(config: RedisTarget & Pick<AppConfig, 'socketStreamName'>): StreamsConnection {
  // disconnectTimeout 0: a dropped reader's socket is destroyed at once; Redis closes a blocked client's side only
  // when its XREAD ends, and ioredis would otherwise keep the socket (and the process) for two more seconds.
  const client = connectRedis(config, { maxRetriesPerRequest: null, disconnectTimeout: 0 });
  const readers: Redis[] = [];
  const duplicate = client.duplicate.bind(client);
  client.duplicate = (...args: Parameters<Redis['duplicate']>) => {
    const reader = listeningForErrors(duplicate(...args));
    // The adapter subscribes without awaiting the answer: closed before Redis answers (a publisher dropped as soon
    // as it is made), the rejected subscription must not become an unhandled rejection that ends the process.
    const subscribe = reader.subscribe.bind(reader);
    reader.subscribe = ((...channels: Parameters<Redis['subscribe']>) => {
      const subscribed = subscribe(...channels);
      subscribed.catch(() => undefined);
      return subscribed;
    }) as Redis['subscribe'];
    readers.push(reader);
    return reader;
  };
  const adapter = confirmingPublishes(createAdapter(client, { streamName: config.socketStreamName, maxLen: 10_000 }));
  return {
    adapter,
    close: async () => {
      for (const reader of readers) reader.disconnect();
      await closeRedis(client);
    },
  };
}
