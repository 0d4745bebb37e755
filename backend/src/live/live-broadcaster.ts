import { createAdapter } from '@socket.io/redis-streams-adapter';
import Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import { SOCKET_PATH, type ServerToClientEvents } from '@isl/contracts';
import type { AppConfig } from '../config/config';

/** What services need of Socket.IO: send one event to some rooms, on every replica. */
export interface LiveBroadcaster {
  broadcast<E extends keyof ServerToClientEvents>(
    rooms: string | string[],
    event: E,
    payload: Parameters<ServerToClientEvents[E]>[0],
  ): void;
}

export const LIVE_BROADCASTER = Symbol('LIVE_BROADCASTER');

/** Emits one typed event to rooms; Socket.IO's own emit typing cannot follow a generic event name. */
export function emitToRooms<E extends keyof ServerToClientEvents>(
  server: Server,
  rooms: string | string[],
  event: E,
  payload: Parameters<ServerToClientEvents[E]>[0],
): void {
  (server.to(rooms).emit as (event: E, payload: unknown) => boolean)(event, payload);
}

/** A client offline for up to two minutes gets the packets it missed when it reconnects. */
export const RECOVERY_WINDOW_MS = 2 * 60_000;

/** Server options shared by the api's gateway and the worker's headless publisher: they must agree. */
export const SOCKET_SERVER_OPTIONS = {
  path: SOCKET_PATH,
  serveClient: false,
  connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: true },
} satisfies Partial<ServerOptions>;

/**
 * Broadcasts travel through a Redis stream, so every replica (and the worker) sees every packet, and a
 * reconnecting client can be replayed what it missed from the stream.
 */
export function createStreamsAdapter(config: Pick<AppConfig, 'redisUrl' | 'socketStreamName'>) {
  const client = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  const adapter = createAdapter(client, { streamName: config.socketStreamName, maxLen: 10_000 });
  return { adapter, client };
}
