import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { parseConfig } from '../config/config';
import { MatchesService } from '../matches/matches.service';
import { SimulatorModule } from '../simulator/simulator.module';
import { startBuiltApi } from './built-api';
import { BenchChild, type BareServerReply, type BareServerRequest, type ClientsReply, type ClientsRequest, type HeardPayloads } from './live-bench-ipc';
import { histogramQuantile } from './prometheus-text';
import { printFigures, runBenchmark } from './run-benchmark';

/**
 * `npm run bench:live -- [--connections 10000] [--updates 20] [--interval 250] [--client-processes 1]`: holds N
 * Socket.IO connections from client processes of their own (new ones for each server), first to the built api on a
 * fresh seeded database, which gets M match commands (a kick-off, then goals) through MatchesService.apply from
 * this process (as the simulator or an operator would), one every `interval` ms; then to a bare Socket.IO server in
 * a process of its own, which broadcasts what the clients heard from the api (the update; a timeline entry only to
 * a match's followers, and the clients follow none, as fans on the dashboard) with the same bytes as often. Prints
 * JSON: for both, connections held, updates expected and received, and latency from an update's commit (its
 * updatedAt) to its receipt by each client, p50/p95/p99; the servers' own fan-out time (commit to the last socket
 * write: the api's from its /metrics); the api's memory per connection; and product over bare at p50 and p99. It
 * asserts nothing.
 */
const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '10000' },
    updates: { type: 'string', default: '20' },
    interval: { type: 'string', default: '250' },
    'client-processes': { type: 'string', default: '1' },
  },
});
const CONNECTIONS = Number(values.connections);
const UPDATES = Number(values.updates);
const INTERVAL_MS = Number(values.interval);
const CLIENT_PROCESSES = Number(values['client-processes']);
/** How long the clients wait for the last updates to arrive before they report what they have. */
const COLLECT_TIMEOUT_MS = 30_000;
/** File descriptors a process needs besides its sockets (its own files, pools, Redis). */
const SPARE_FILES = 200;

type Clients = BenchChild<ClientsRequest, ClientsReply>[];

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

/** What the clients received since they connected, their latencies merged; then they disconnect. */
async function collect(clients: Clients, held: number) {
  const replies = await Promise.all(clients.map((client) => client.request({ kind: 'collect', updates: UPDATES, timeoutMs: COLLECT_TIMEOUT_MS }, 'collected')));
  await Promise.all(clients.map((client) => client.request({ kind: 'disconnect' }, 'disconnected')));
  const latencies = new Float64Array(replies.reduce((sum, reply) => sum + reply.latenciesMs.length, 0));
  replies.reduce((offset, reply) => (latencies.set(reply.latenciesMs, offset), offset + reply.latenciesMs.length), 0);
  latencies.sort();
  return {
    heard: replies.find((reply) => reply.heard)?.heard ?? null,
    figures: {
      connectionsHeld: held,
      updatesExpected: held * UPDATES,
      updatesReceived: latencies.length,
      eventsReceived: replies.reduce((sum, reply) => sum + reply.eventsReceived, 0),
      latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), max: latencies.at(-1) ?? null },
    },
  };
}

async function measureProduct(clients: Clients) {
  const metricsToken = randomBytes(16).toString('hex');
  const api = await startBuiltApi('live', { env: () => ({ METRICS_TOKEN: metricsToken }) });
  const context = await NestFactory.createApplicationContext(SimulatorModule.forRoot(parseConfig(api.env)), { logger: false });
  try {
    const matches = context.get(MatchesService);
    const [match] = await matches.upcoming(1);
    await sleep(500);
    const rssBefore = rssBytes(api.process.pid as number);
    const { held, connectSeconds } = await connect(clients, api.base);
    await sleep(1000);
    const rssAfter = rssBytes(api.process.pid as number);

    await onSchedule(UPDATES, (i) => matches.apply(match.id, i === 0 ? { type: 'kickoff' } : { type: 'goal', teamId: match.homeTeamId }));
    const { heard, figures } = await collect(clients, held);
    const metrics = await (await fetch(`${api.base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
    const fanOut = (q: number) => {
      const seconds = histogramQuantile(metrics, 'isl_live_update_fanout_seconds', q);
      return seconds === null ? null : round(seconds * 1000);
    };
    return {
      heard,
      figures: {
        connectSeconds,
        ...figures,
        serverFanOutMs: { p50: fanOut(0.5), p99: fanOut(0.99), from: 'isl_live_update_fanout_seconds, interpolated in its buckets' },
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
    await onSchedule(UPDATES, () => server.send({ kind: 'broadcast', payloads, at: Date.now() }));
    const { figures } = await collect(clients, held);
    const { fanOutMs } = await server.request({ kind: 'figures' }, 'figures');
    fanOutMs.sort();
    return { connectSeconds, ...figures, serverFanOutMs: { p50: percentile(fanOutMs, 50), p99: percentile(fanOutMs, 99) } };
  } finally {
    await server.stop();
  }
}

/**
 * Runs `measure` with client processes of its own, stopped after it, so both servers meet clients in the same state:
 * clients reused from the first server's run come to the second warmed up (their code optimised, their heap grown),
 * and gave it a p99 some 15 % lower than new clients do.
 */
async function withFreshClients<T>(measure: (clients: Clients) => Promise<T>): Promise<T> {
  const clients: Clients = Array.from({ length: CLIENT_PROCESSES }, () => BenchChild.fork<ClientsRequest, ClientsReply>('live-bench-clients'));
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
