import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type MatchEventPayload, type MatchUpdatePayload } from '@isl/contracts';
import { replyToParent, serveParent, type ClientsReply, type ClientsRequest, type HeardPayloads } from './live-bench-ipc';

/**
 * A client process of bench:live and bench:cluster: holds Socket.IO connections (websocket, as browsers end up) in a
 * process apart from the servers under test, so the servers' figures are not the clients' work, and records when each
 * socket received each `match:update`, by the update's stamp (its `updatedAt`); the bench knows when each was
 * committed. Each socket sends its own `lb` key, as each page of the web app does, by which nginx spreads them over
 * its apis (they all come from one address).
 */
const CONNECT_BATCH = 250;

let sockets: Socket[] = [];
/** Receipt times by update, keyed by `updatedAt` as sent: parsed once at the end, not once per socket. */
let receivedAt = new Map<string, number[]>();
let updatesReceived = 0;
let eventsReceived = 0;
let heard: Partial<HeardPayloads> = {};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function listen(socket: Socket): Socket {
  socket.on('match:update', (payload: MatchUpdatePayload) => {
    const now = Date.now();
    const times = receivedAt.get(payload.updatedAt);
    if (times) times.push(now);
    else receivedAt.set(payload.updatedAt, [now]);
    updatesReceived++;
    heard.update = payload;
  });
  socket.on('match:event', (payload: MatchEventPayload) => {
    eventsReceived++;
    heard.event = payload;
  });
  return socket;
}

async function connect(url: string, count: number): Promise<number> {
  // A new server: what the last one's late packets added before its sockets closed is not this one's.
  forget();
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, () =>
      listen(io(url, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, query: { lb: randomBytes(6).toString('hex') } })),
    );
    await Promise.all(
      batch.map((socket) => new Promise<void>((resolve) => (socket.once('connect', () => resolve()), socket.once('connect_error', () => resolve())))),
    );
    sockets.push(...batch);
  }
  return sockets.filter((socket) => socket.connected).length;
}

async function collect(updates: number, timeoutMs: number): Promise<Extract<ClientsReply, { kind: 'collected' }>> {
  const expected = sockets.filter((socket) => socket.connected).length * updates;
  const deadline = Date.now() + timeoutMs;
  while (updatesReceived < expected && Date.now() < deadline) await sleep(50);
  return {
    kind: 'collected' as const,
    receipts: [...receivedAt].map(([updatedAt, times]) => ({ stampMs: Date.parse(updatedAt), receivedAtMs: Float64Array.from(times) })),
    eventsReceived,
    heard: heard.update ? { update: heard.update, event: heard.event ?? null } : null,
  };
}

function forget(): void {
  receivedAt = new Map();
  updatesReceived = 0;
  eventsReceived = 0;
  heard = {};
}

serveParent<ClientsRequest>(async (request) => {
  switch (request.kind) {
    case 'connect':
      return replyToParent<ClientsReply>({ kind: 'connected', held: await connect(request.url, request.count) });
    case 'collect':
      return replyToParent<ClientsReply>(await collect(request.updates, request.timeoutMs));
    case 'disconnect':
      for (const socket of sockets) socket.disconnect();
      sockets = [];
      return replyToParent<ClientsReply>({ kind: 'disconnected' });
  }
});
