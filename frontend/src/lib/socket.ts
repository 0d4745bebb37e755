import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@isl/contracts';
import type { Socket } from 'socket.io-client';
import { useDataSaverStore } from './data-saver';
import { useSocketStatusStore, type SocketStatus } from './socket-status';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type ServerEvent = keyof ServerToClientEvents;

let socket: LiveSocket | null = null;
let connecting: Promise<LiveSocket> | null = null;
let hasConnected = false;
const listeners = new Map<ServerEvent, Set<(payload: never) => void>>();
/** Match rooms the open screens follow, with how many screens follow each. */
const followedMatches = new Map<number, number>();
const resyncListeners = new Set<() => void>();

const setStatus = (status: SocketStatus) => useSocketStatusStore.setState({ status });

/**
 * Sent as `lb` on every Socket.IO request (each long-polling request and the WebSocket upgrade): nginx hashes it
 * to keep this page on one api replica, while pages behind one shared address still spread over all of them.
 * Made once per page load; it only picks a replica, so it needs no secrecy.
 */
const LOAD_BALANCING_KEY = Math.random().toString(36).slice(2, 12);

/** The server replaces a client's match rooms with each `subscribe`, so it always gets the whole set. */
function sendFollowedMatches(): void {
  if (socket?.connected) socket.emit('subscribe', { matchIds: [...followedMatches.keys()] });
}

function dispatch(event: string, payload: unknown): void {
  listeners.get(event as ServerEvent)?.forEach((listener) => (listener as (payload: unknown) => void)(payload));
}

function open(io: typeof import('socket.io-client').io): LiveSocket {
  // WebSocket first (no long-polling round trips for thousands of fans); polling where a proxy blocks it.
  const created: LiveSocket = io({
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    query: { lb: LOAD_BALANCING_KEY },
  });
  created.on('connect', () => {
    // Within the server's recovery window (2 minutes) it replays what was missed and keeps the rooms; after a
    // longer drop this client lost updates and its match rooms, so it rejoins them and its data is refetched.
    const missedUpdates = hasConnected && !created.recovered;
    hasConnected = true;
    setStatus('connected');
    if (!created.recovered) sendFollowedMatches();
    if (missedUpdates) resyncListeners.forEach((listener) => listener());
  });
  created.on('disconnect', () => setStatus('disconnected'));
  created.on('connect_error', () => setStatus('disconnected'));
  created.onAny(dispatch);
  socket = created;
  return created;
}

/**
 * Opens the app's one Socket.IO connection, to its own origin, once. The client library loads here rather
 * than with the first page, which can render before the connection is up.
 */
export function connectLiveSocket(): Promise<LiveSocket> {
  connecting ??= import('socket.io-client').then(({ io }) => open(io));
  return connecting;
}

/** Calls `listener` with each `event` the server pushes until the returned function is called. */
export function onLiveEvent<E extends ServerEvent>(event: E, listener: ServerToClientEvents[E]): () => void {
  if (!listeners.has(event)) listeners.set(event, new Set());
  listeners.get(event)?.add(listener);
  if (!useDataSaverStore.getState().on) void connectLiveSocket();
  return () => listeners.get(event)?.delete(listener);
}

/** Called after a reconnection that could not be recovered: cached server data may have missed updates. */
export function onLiveResync(listener: () => void): () => void {
  resyncListeners.add(listener);
  return () => resyncListeners.delete(listener);
}

/** Whether a screen follows this match, and so gets its timeline entries. */
export const isFollowingMatch = (matchId: number): boolean => followedMatches.has(matchId);

/**
 * Joins the room `match:<id>` while a screen shows that match; call the returned function when it closes.
 * Only records the wish while no connection is open: the next connection sends it.
 */
export function followMatch(matchId: number): () => void {
  const screens = followedMatches.get(matchId) ?? 0;
  followedMatches.set(matchId, screens + 1);
  if (screens === 0) sendFollowedMatches();
  return () => {
    const remaining = (followedMatches.get(matchId) ?? 1) - 1;
    if (remaining > 0) {
      followedMatches.set(matchId, remaining);
      return;
    }
    followedMatches.delete(matchId);
    sendFollowedMatches();
  };
}

/**
 * With the data saver on, no socket stays open: the screens poll every 30 s as they do while it is down. Turned
 * off again, the connection opens for the listeners already waiting.
 */
useDataSaverStore.subscribe(({ on }) => {
  if (on) {
    socket?.disconnect();
    return;
  }
  if (listeners.size) void connectLiveSocket().then((opened) => opened.connect());
});
