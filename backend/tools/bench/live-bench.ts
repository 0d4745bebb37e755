import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startBuiltApi } from './built-api';
import { BenchChild, type BareServerReply, type BareServerRequest, type HeardPayloads } from './live-bench-ipc';
import { connectClients, measureUpdates, openFilesLimit, percentile, round, sleep, SPARE_FILES, withFreshClients, type Clients, type UpdateSchedule } from './live-bench-measure';
import { openMatchCommands } from './match-commands';
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
const CLIENT_PROCESSES = Number(values['client-processes']);
const SCHEDULE: UpdateSchedule = { warmUp: Number(values['warm-up']), updates: Number(values.updates), intervalMs: Number(values.interval) };

function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:')) as string;
  return Number(line.replace(/\D+/g, '')) * 1024;
}

async function measureProduct(clients: Clients) {
  const metricsToken = randomBytes(16).toString('hex');
  const api = await startBuiltApi('live', { env: () => ({ METRICS_TOKEN: metricsToken }) });
  const commands = await openMatchCommands(api.env).catch(async (error: unknown) => {
    await api.stop();
    throw error;
  });
  const fanOutBuckets = async () => {
    const metrics = await (await fetch(`${api.base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
    return histogramBuckets(metrics, 'isl_live_update_fanout_seconds');
  };
  try {
    await sleep(500);
    const rssBefore = rssBytes(api.process.pid as number);
    const { held, connectSeconds } = await connectClients(clients, api.base, CONNECTIONS);
    await sleep(1000);
    const rssAfter = rssBytes(api.process.pid as number);

    const { heard, probed, measured, figures } = await measureUpdates(
      clients,
      held,
      SCHEDULE,
      (i) => commands.send(i),
      fanOutBuckets,
    );
    const fanOut = bucketsSince(probed.afterMeasured, probed.afterWarmUp);
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
    await commands.close();
    await api.stop();
  }
}

async function measureBare(clients: Clients, payloads: HeardPayloads) {
  const server = BenchChild.fork<BareServerRequest, BareServerReply>('bare-socket-server');
  try {
    const { port } = await server.next('listening');
    const { held, connectSeconds } = await connectClients(clients, `http://127.0.0.1:${port}`, CONNECTIONS);
    await sleep(1000);
    const { figures } = await measureUpdates(
      clients,
      held,
      SCHEDULE,
      async () => {
        const at = Date.now();
        server.send({ kind: 'broadcast', payloads, at });
        return { stampMs: at, committedAtMs: at };
      },
      async () => undefined,
    );
    const fanOutMs = (await server.request({ kind: 'figures' }, 'figures')).fanOutMs.slice(SCHEDULE.warmUp).sort();
    return { connectSeconds, ...figures, serverFanOutMs: { p50: percentile(fanOutMs, 50), p99: percentile(fanOutMs, 99) } };
  } finally {
    await server.stop();
  }
}

async function main() {
  const filesNeeded = CONNECTIONS + SPARE_FILES;
  if (openFilesLimit() < filesNeeded) {
    throw new Error(`the api holds ${CONNECTIONS} sockets: it needs about ${filesNeeded} open files, but ulimit -n is ${openFilesLimit()}; raise it`);
  }
  const product = await withFreshClients(CLIENT_PROCESSES, measureProduct);
  const heard = product.heard;
  if (!heard) throw new Error('the clients heard no match:update from the api');
  const bare = await withFreshClients(CLIENT_PROCESSES, (clients) => measureBare(clients, heard));
  const ratio = (p: 'p50' | 'p99') => (product.figures.latencyMs[p] !== null && bare.latencyMs[p] ? round(product.figures.latencyMs[p] / bare.latencyMs[p], 2) : null);
  printFigures({
    connectionsRequested: CONNECTIONS,
    clientProcesses: CLIENT_PROCESSES,
    updates: SCHEDULE.updates,
    warmUpUpdates: SCHEDULE.warmUp,
    intervalMs: SCHEDULE.intervalMs,
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
