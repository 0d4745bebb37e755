import type { ServerOptions } from 'socket.io';
import { SOCKET_PATH } from '@isl/contracts';

/** A client offline for up to two minutes gets the packets it missed when it reconnects. */
export const RECOVERY_WINDOW_MS = 2 * 60_000;

/**
 * Server options shared by the api's gateway, the worker's headless publisher (they must agree) and bench:live's
 * bare baseline (so it sends the same packets). Kept apart from the Redis side so the baseline loads none of it.
 */
export const SOCKET_SERVER_OPTIONS = {
  path: SOCKET_PATH,
  serveClient: false,
  connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: true },
  // Packets are a few hundred bytes: compressing them costs more than it saves, and a broadcast's WebSocket frame
  // is built once for every socket only when frames are not compressed (Socket.IO's default; said here to stay).
  perMessageDeflate: false,
} satisfies Partial<ServerOptions>;
