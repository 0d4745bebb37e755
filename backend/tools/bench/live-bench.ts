import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { parseConfig } from '../../src/platform/config/config';
import { MatchesService } from '../../src/features/matches/matches.service';
import { SimulationModule } from '../../src/features/simulation';
import { MatchCommandProcessModule } from '../../src/match-command-process.module';
import { startBuiltApi } from './built-api';
import { BenchChild, type BareServerReply, type BareServerRequest, type ClientsReply, type ClientsRequest, type HeardPayloads } from './live-bench-ipc';
import { bucketsSince, histogramBuckets, histogramQuantile } from './prometheus-text';
import { printFigures, runBenchmark } from './run-benchmark';

/**
 * `npm run bench:live -- [--connections 10000] [--updates 20] [--warm-up 3] [--interval 250] [--client-processes 1]`:
 * holds N Socket.IO connections from client processes of their own (new ones for each server), first to the built
 * api on a fresh seeded database, which gets match commands (a kick-off, then goals) through MatchesService.apply
 * from this process (as the simulator or an operator would), one every `interval` ms; then to a bare Socket.IO
 * server in a process of its own, which broadcasts what the clients heard from the api (the update; a timeline entry
 * only to a match's followers, and the clients follow none, as fans on the dashboard) with the same bytes as often.
 * Each server first sends `warm-up` updates, which are not counted (a new process's first broadcasts run code not
 * yet optimised), then the M measured ones. Prints JSON: for both, connections held, updates expected and received,
 * and latency from an update's commit to its receipt by each client, p50/p95/p99; the servers' own fan-out time (to
 * the last socket write: the api's from its /metrics); the api's memory per connection; and product over bare at p50
 * and p99. It asserts nothing.
 */
const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '10000' },
    updates: { type: 'string', default: '20' },
    interval: { type: 'string', default: '250' },
    'client-processes': { type: 'string', default: '1' },
    'warm-up': { type: 'string', default: '3' },
  },
});
const CONNECTIONS = Number(values.connections);
const UPDATES = Number(values.updates);
const INTERVAL_MS = Number(values.interval);
const CLIENT_PROCESSES = Number(values['client-processes']);
const WARM_UP = Number(values['warm-up']);
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
const SPARE_FILES = 200;

type Clients = BenchChild<ClientsRequest, ClientsReply>[];

/** An update a server was made to send: its stamp (the `updatedAt` its clients receive) and its commit, when latency starts. */
interface SentUpdate {
  stampMs: number;
  committedAtMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const round = (value: number | null, digits = 1) => (value === null ? null : +value.toFixed(digits));

function openFilesLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files')) as string;
  const soft = line.split(/\s{2,}/)[1];
  return soft === 'unlimited' ? Infinity : Number(soft);
}

function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:')) as string;
  return Number(line.replace(/\D+/g, '')) * 1024;
}

function percentile(sorted: ArrayLike<number>, p: number): number | null {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `step` `count` times, the i-th `i * interval` ms after the first, whatever each step takes. */
async function onSchedule(count: number, step: (i: number) => Promise<unknown> | void): Promise<void> {
  const start = Date.now();
  for (let i = 0; i < count; i++) {
    await sleep(start + i * INTERVAL_MS - Date.now());
    await step(i);
  }
}

async function connect(clients: Clients, url: string): Promise<{ held: number; connectSeconds: number }> {
  const started = Date.now();
  const replies = await Promise.all(
    clients.map((client, i) => {
      const count = Math.floor(CONNECTIONS / clients.length) + (i < CONNECTIONS % clients.length ? 1 : 0);
      return client.request({ kind: 'connect', url, count }, 'connected');
    }),
  );
  return { held: replies.reduce((sum, reply) => sum + reply.held, 0), connectSeconds: (Date.now() - started) / 1000 };
}

/** The clients have received the updates `count` times each, or given up waiting. */
const receivedAll = (clients: Clients, count: number) =>
  Promise.all(clients.map((client) => client.request({ kind: 'collect', updates: count, timeoutMs: COLLECT_TIMEOUT_MS }, 'collected')));

/**
 * Has a server send WARM_UP updates, then (once the clients have them, and `afterWarmUp` has run) UPDATES more, one
 * every INTERVAL_MS; `send(i)` makes the i-th. Gives what `afterWarmUp` found, and the measured updates' latencies,
 * from each one's commit to its receipt by each client; then the clients disconnect.
 */
async function measureUpdates<W>(clients: Clients, held: number, send: (i: number) => Promise<SentUpdate>, afterWarmUp: () => Promise<W>) {
  await onSchedule(WARM_UP, send);
  await receivedAll(clients, WARM_UP);
  const warmedUp = await afterWarmUp();
  const measured: SentUpdate[] = [];
  await onSchedule(UPDATES, async (i) => void measured.push(await send(WARM_UP + i)));
  const replies = await receivedAll(clients, WARM_UP + UPDATES);
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
    warmedUp,
    measured,
    figures: {
      connectionsHeld: held,
      updatesExpected: held * UPDATES,
      updatesReceived: sorted.length,
      eventsReceived: replies.reduce((sum, reply) => sum + reply.eventsReceived, 0),
      latencyMs: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? null },
    },
  };
}

async function measureProduct(clients: Clients) {
  const metricsToken = randomBytes(16).toString('hex');
  const api = await startBuiltApi('live', { env: () => ({ METRICS_TOKEN: metricsToken }) });
  const context = await NestFactory.createApplicationContext(MatchCommandProcessModule.forRoot(parseConfig(api.env), SimulationModule), { logger: false });
  const fanOutBuckets = async () => {
    const metrics = await (await fetch(`${api.base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
    return histogramBuckets(metrics, 'isl_live_update_fanout_seconds');
  };
  try {
    const matches = context.get(MatchesService);
    const [match] = await matches.upcoming(1);
    await sleep(500);
    const rssBefore = rssBytes(api.process.pid as number);
    const { held, connectSeconds } = await connect(clients, api.base);
    await sleep(1000);
    const rssAfter = rssBytes(api.process.pid as number);

    const { heard, warmedUp, measured, figures } = await measureUpdates(
      clients,
      held,
      async (i) => {
        const { match: updated } = await matches.apply(match.id, i === 0 ? { type: 'kickoff', confirmEarly: true } : { type: 'goal', teamId: match.homeTeamId });
        // The update's updatedAt is its transaction's start (Postgres' now()); it is committed when apply returns.
        return { stampMs: Date.parse(updated.updatedAt), committedAtMs: Date.now() };
      },
      // The api's fan-out histogram as the measured updates find it.
      fanOutBuckets,
    );
    const fanOut = bucketsSince(await fanOutBuckets(), warmedUp);
    const fanOutMs = (q: number) => {
      const seconds = histogramQuantile(fanOut, q);
      return seconds === null ? null : round(seconds * 1000);
    };
    const commitAfterUpdatedAtMs = measured.map((update) => update.committedAtMs - update.stampMs).sort((a, b) => a - b);
    return {
      heard,
      figures: {
        connectSeconds,
        ...figures,
        serverFanOutMs: {
          p50: fanOutMs(0.5),
          p99: fanOutMs(0.99),
          from: "isl_live_update_fanout_seconds, interpolated in its buckets: from the update's updatedAt, its transaction's start",
        },
        commitAfterUpdatedAtMs: { p50: percentile(commitAfterUpdatedAtMs, 50), max: commitAfterUpdatedAtMs.at(-1) ?? null },
        apiRssMiB: { before: round(rssBefore / 2 ** 20), after: round(rssAfter / 2 ** 20) },
        apiRssPerConnectionKiB: held ? round((rssAfter - rssBefore) / held / 1024) : null,
      },
    };
  } finally {
    await context.close();
    await api.stop();
  }
}

async function measureBare(clients: Clients, payloads: HeardPayloads) {
  const server = BenchChild.fork<BareServerRequest, BareServerReply>('bare-socket-server');
  try {
    const { port } = await server.next('listening');
    const { held, connectSeconds } = await connect(clients, `http://127.0.0.1:${port}`);
    await sleep(1000);
    const { figures } = await measureUpdates(
      clients,
      held,
      async () => {
        const at = Date.now();
        server.send({ kind: 'broadcast', payloads, at });
        return { stampMs: at, committedAtMs: at };
      },
      async () => undefined,
    );
    const fanOutMs = (await server.request({ kind: 'figures' }, 'figures')).fanOutMs.slice(WARM_UP).sort();
    return { connectSeconds, ...figures, serverFanOutMs: { p50: percentile(fanOutMs, 50), p99: percentile(fanOutMs, 99) } };
  } finally {
    await server.stop();
  }
}

/**
 * Runs `measure` with client processes of its own, stopped after it, so both servers meet clients in the same state:
 * clients reused from the first server's run come to the second warmed up (their code optimised, their heap grown),
 * which lowered its p99 (docs/benchmarks.md).
 */
async function withFreshClients<T>(measure: (clients: Clients) => Promise<T>): Promise<T> {
  const clients: Clients = Array.from({ length: CLIENT_PROCESSES }, () =>
    BenchChild.fork<ClientsRequest, ClientsReply>('live-bench-clients', CLIENT_NODE_OPTIONS),
  );
  try {
    return await measure(clients);
  } finally {
    await Promise.all(clients.map((client) => client.stop()));
  }
}

async function main() {
  const filesNeeded = CONNECTIONS + SPARE_FILES;
  if (openFilesLimit() < filesNeeded) {
    throw new Error(`the api holds ${CONNECTIONS} sockets: it needs about ${filesNeeded} open files, but ulimit -n is ${openFilesLimit()}; raise it`);
  }
  const product = await withFreshClients(measureProduct);
  const heard = product.heard;
  if (!heard) throw new Error('the clients heard no match:update from the api');
  const bare = await withFreshClients((clients) => measureBare(clients, heard));
  const ratio = (p: 'p50' | 'p99') => (product.figures.latencyMs[p] !== null && bare.latencyMs[p] ? round(product.figures.latencyMs[p] / bare.latencyMs[p], 2) : null);
  printFigures({
    connectionsRequested: CONNECTIONS,
    clientProcesses: CLIENT_PROCESSES,
    updates: UPDATES,
    warmUpUpdates: WARM_UP,
    intervalMs: INTERVAL_MS,
    payloadBytes: {
      'match:update': Buffer.byteLength(JSON.stringify(heard.update)),
      'match:event': heard.event && Buffer.byteLength(JSON.stringify(heard.event)),
    },
    product: product.figures,
    bare,
    productOverBare: { p50: ratio('p50'), p99: ratio('p99') },
  });
}

runBenchmark('live', main);
