import { readFileSync } from 'node:fs';
import { BenchChild, type ClientsReply, type ClientsRequest } from './live-bench-ipc';

/*
 * How bench:live and bench:cluster measure a live fan-out: client processes hold the sockets, a server is made to
 * send updates on a schedule, and each update's latency runs from its commit to its receipt by each client.
 */

export type Clients = BenchChild<ClientsRequest, ClientsReply>[];

/** An update a server was made to send: its stamp (the `updatedAt` its clients receive) and its commit, when latency starts. */
export interface SentUpdate {
  stampMs: number;
  committedAtMs: number;
}

/** `warmUp` updates first, not counted (a new process's first broadcasts run code not yet optimised), then `updates` measured ones, one every `intervalMs`. */
export interface UpdateSchedule {
  warmUp: number;
  updates: number;
  intervalMs: number;
}

/** How long the clients wait for the last updates to arrive before they report what they have. */
const COLLECT_TIMEOUT_MS = 30_000;
/**
 * The client processes' semi-spaces (the young generation) at 64 MB, four times the default here: a packet's objects
 * live through an update's whole fan-out, so by default they were promoted, and the clients' own major collection
 * fell on an update in each run and delayed its receipts (docs/benchmarks.md). The clients measure; their pauses are
 * not the server's.
 */
const CLIENT_NODE_OPTIONS = ['--max-semi-space-size=64'];
/** File descriptors a process needs besides its sockets (its own files, pools, Redis). */
export const SPARE_FILES = 200;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
export const round = (value: number | null, digits = 1) => (value === null ? null : +value.toFixed(digits));

export function percentile(sorted: ArrayLike<number>, p: number): number | null {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** This process's soft limit of open files, which the processes it starts inherit. */
export function openFilesLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files')) as string;
  const soft = line.split(/\s{2,}/)[1];
  return soft === 'unlimited' ? Infinity : Number(soft);
}

/** Runs `step` `count` times, the i-th `i * intervalMs` after the first, whatever each step takes. */
async function onSchedule(count: number, intervalMs: number, step: (i: number) => Promise<unknown> | void): Promise<void> {
  const start = Date.now();
  for (let i = 0; i < count; i++) {
    await sleep(start + i * intervalMs - Date.now());
    await step(i);
  }
}

/** Opens `count` sockets to `url`, spread evenly over the client processes. */
export async function connectClients(clients: Clients, url: string, count: number): Promise<{ held: number; connectSeconds: number }> {
  const started = Date.now();
  const replies = await Promise.all(
    clients.map((client, i) => {
      const share = Math.floor(count / clients.length) + (i < count % clients.length ? 1 : 0);
      return client.request({ kind: 'connect', url, count: share }, 'connected');
    }),
  );
  return { held: replies.reduce((sum, reply) => sum + reply.held, 0), connectSeconds: (Date.now() - started) / 1000 };
}

/** The clients have received the updates `count` times each, or given up waiting. */
const receivedAll = (clients: Clients, count: number) =>
  Promise.all(clients.map((client) => client.request({ kind: 'collect', updates: count, timeoutMs: COLLECT_TIMEOUT_MS }, 'collected')));

/**
 * Has a server send the schedule's warm-up updates, then the measured ones; `send(i)` makes the i-th. `probe` reads
 * the servers' state once the clients have the warm-up, and again once they have the measured updates (before they
 * disconnect): what those updates cost is the difference. Gives both readings, and the measured updates' latencies,
 * from each one's commit to its receipt by each client; then the clients disconnect.
 */
export async function measureUpdates<P>(
  clients: Clients,
  held: number,
  { warmUp, updates, intervalMs }: UpdateSchedule,
  send: (i: number) => Promise<SentUpdate>,
  probe: () => Promise<P>,
) {
  await onSchedule(warmUp, intervalMs, send);
  await receivedAll(clients, warmUp);
  const afterWarmUp = await probe();
  const measured: SentUpdate[] = [];
  await onSchedule(updates, intervalMs, async (i) => void measured.push(await send(warmUp + i)));
  const replies = await receivedAll(clients, warmUp + updates);
  const afterMeasured = await probe();
  await Promise.all(clients.map((client) => client.request({ kind: 'disconnect' }, 'disconnected')));

  const committedAt = new Map(measured.map((update) => [update.stampMs, update.committedAtMs]));
  const latencies: number[] = [];
  for (const { stampMs, receivedAtMs } of replies.flatMap((reply) => reply.receipts)) {
    const commit = committedAt.get(stampMs);
    if (commit !== undefined) for (const receivedAt of receivedAtMs) latencies.push(receivedAt - commit);
  }
  const sorted = Float64Array.from(latencies).sort();
  return {
    heard: replies.find((reply) => reply.heard)?.heard ?? null,
    probed: { afterWarmUp, afterMeasured },
    measured,
    figures: {
      connectionsHeld: held,
      updatesExpected: held * updates,
      updatesReceived: sorted.length,
      eventsReceived: replies.reduce((sum, reply) => sum + reply.eventsReceived, 0),
      latencyMs: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? null },
    },
  };
}

/**
 * Runs `measure` with `count` client processes of its own, stopped after it, so every server meets clients in the
 * same state: clients reused from one server's run come to the next warmed up (their code optimised, their heap
 * grown), which lowered its p99 (docs/benchmarks.md).
 */
export async function withFreshClients<T>(count: number, measure: (clients: Clients) => Promise<T>): Promise<T> {
  const clients: Clients = Array.from({ length: count }, () => BenchChild.fork<ClientsRequest, ClientsReply>('live-bench-clients', CLIENT_NODE_OPTIONS));
  try {
    return await measure(clients);
  } finally {
    await Promise.all(clients.map((client) => client.stop()));
  }
}
