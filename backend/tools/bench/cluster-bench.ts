import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import Redis from 'ioredis';
import { startCluster, type Cluster } from '../cluster/cluster';
import { benchEnv, createBenchDatabase } from './built-api';
import { connectClients, measureUpdates, openFilesLimit, round, sleep, SPARE_FILES, withFreshClients, type UpdateSchedule } from './live-bench-measure';
import { openMatchCommands } from './match-commands';
import { bucketsSince, histogramBuckets, histogramQuantile, type HistogramBucket } from './prometheus-text';
import { cpuMs } from './process-cpu';
import { printFigures, runBenchmark } from './run-benchmark';

/**
 * `npm run bench:cluster -- [--sockets-per-api 5000] [--sizes 1,2,3] [--updates 20] [--warm-up 3] [--interval 250]
 * [--client-processes-per-api 1]`: bench:live's fan-out through nginx as the cluster grows. For each size, a new
 * cluster (`npm run cluster`'s: nginx in front of that many built apis, no worker) on a fresh seeded database,
 * `sockets-per-api` Socket.IO connections per api opened through nginx (websocket, each with its own `lb` key as the
 * web app's pages, so nginx spreads them) from new client processes, as many per api as asked, so each holds as
 * many sockets at every size. The apis get bench:live's match commands from this process: `warm-up` updates not
 * counted, then `updates` measured ones, one every `interval` ms. Prints JSON for each size: connections held and
 * how nginx spread them, updates expected and received, latency from an update's commit to its receipt by each
 * client (p50/p95/p99), each api's fan-out time (from its /metrics), and the CPU time the apis and nginx's workers
 * used while the measured updates went out, per update and 1,000 sockets; then the scaling curve as a table, which
 * is flat when adding an api costs nothing. It asserts nothing.
 */
const { values } = parseArgs({
  options: {
    'sockets-per-api': { type: 'string', default: '5000' },
    sizes: { type: 'string', default: '1,2,3' },
    updates: { type: 'string', default: '20' },
    interval: { type: 'string', default: '250' },
    'warm-up': { type: 'string', default: '3' },
    'client-processes-per-api': { type: 'string', default: '1' },
  },
});
const SOCKETS_PER_API = Number(values['sockets-per-api']);
const SIZES = values.sizes.split(',').map(Number);
const CLIENT_PROCESSES_PER_API = Number(values['client-processes-per-api']);
const SCHEDULE: UpdateSchedule = { warmUp: Number(values['warm-up']), updates: Number(values.updates), intervalMs: Number(values.interval) };
const say = (message: string) => process.stderr.write(`[bench:cluster] ${message}\n`);

/** nginx's worker processes, which carry the connections; the master only starts them. */
function nginxWorkerPids(cluster: Cluster): number[] {
  const { pid } = cluster.nginx;
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
}

/** Deletes the Redis keys of one size's cluster (its Socket.IO stream, queues and rate limits), all under `prefix`. */
async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

const fanOutMs = (buckets: HistogramBucket[], q: number) => {
  const seconds = histogramQuantile(buckets, q);
  return seconds === null ? null : round(seconds * 1000);
};

/** `apis` apis behind nginx, with SOCKETS_PER_API sockets each: the measured updates' latencies and what they cost. */
async function measureSize(apis: number) {
  const sockets = apis * SOCKETS_PER_API;
  const database = await createBenchDatabase(`cluster_${apis}`);
  const metricsToken = randomBytes(16).toString('hex');
  const env: NodeJS.ProcessEnv = {
    ...benchEnv(database),
    QUEUE_PREFIX: `${database.name}:queue`,
    RATE_LIMIT_KEY_PREFIX: `${database.name}:rate-limit:`,
    METRICS_TOKEN: metricsToken,
  };
  try {
    say(`${apis} api(s), ${sockets} sockets: starting the cluster`);
    const cluster = await startCluster({ apis, workers: 0, env, clientConnections: sockets });
    try {
      const nginxWorkers = nginxWorkerPids(cluster);
      const commands = await openMatchCommands(env);
      // Each api's own metrics (nginx keeps /metrics from the public), then the CPU time used so far.
      const probe = async () => {
        const metrics = await Promise.all(
          cluster.apis.map(async (api) => (await fetch(`http://127.0.0.1:${api.port}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text()),
        );
        return {
          atMs: Date.now(),
          socketsByApi: metrics.map((text) => Number(/^isl_socket_connections (\S+)$/m.exec(text)?.[1] ?? 0)),
          fanOutByApi: metrics.map((text) => histogramBuckets(text, 'isl_live_update_fanout_seconds')),
          apiCpuMs: cluster.apis.map((api) => cpuMs(api.pid)),
          nginxCpuMs: nginxWorkers.reduce((sum, pid) => sum + cpuMs(pid), 0),
        };
      };
      try {
        return await withFreshClients(apis * CLIENT_PROCESSES_PER_API, async (clients) => {
          say(`${apis} api(s): connecting ${sockets} sockets through nginx`);
          const { held, connectSeconds } = await connectClients(clients, cluster.url, sockets);
          await sleep(1000);
          say(`${apis} api(s): ${held} sockets held; sending ${SCHEDULE.warmUp} + ${SCHEDULE.updates} updates`);
          const { probed, figures } = await measureUpdates(clients, held, SCHEDULE, (i) => commands.send(i), probe);
          const { afterWarmUp: before, afterMeasured: after } = probed;
          const apiCpuMs = after.apiCpuMs.map((ms, i) => ms - before.apiCpuMs[i]);
          const nginxCpuMs = after.nginxCpuMs - before.nginxCpuMs;
          const perUpdatePer1000Sockets = (ms: number) => (held ? round(ms / SCHEDULE.updates / (held / 1000), 2) : null);
          return {
            apis,
            socketsRequested: sockets,
            connectSeconds,
            ...figures,
            socketsByApi: before.socketsByApi,
            apiFanOutMs: after.fanOutByApi.map((buckets, i) => {
              const measured = bucketsSince(buckets, before.fanOutByApi[i]);
              return { p50: fanOutMs(measured, 0.5), p99: fanOutMs(measured, 0.99) };
            }),
            cpu: {
              measuredSeconds: (after.atMs - before.atMs) / 1000,
              apiMs: apiCpuMs,
              apiMsPerUpdatePer1000Sockets: perUpdatePer1000Sockets(apiCpuMs.reduce((sum, ms) => sum + ms, 0)),
              nginxWorkersMs: nginxCpuMs,
              nginxMsPerUpdatePer1000Sockets: perUpdatePer1000Sockets(nginxCpuMs),
            },
          };
        });
      } finally {
        await commands.close();
      }
    } finally {
      await cluster.stop();
      // Its logs and nginx.conf: 15,000 sockets leave an access log line each.
      rmSync(cluster.workDir, { recursive: true, force: true });
    }
  } finally {
    await deleteRedisKeys(env.REDIS_URL as string, `${database.name}:`);
    await database.drop();
  }
}

type SizeFigures = Awaited<ReturnType<typeof measureSize>>;

/** The scaling curve: one line per size, flat when each api added carries its sockets at the same cost. */
function scalingTable(sizes: SizeFigures[]): string {
  const header = ['apis', 'sockets held', 'updates received', 'p50 ms', 'p99 ms', 'api CPU ms', 'nginx CPU ms'];
  const rows = sizes.map((size) => [
    String(size.apis),
    String(size.connectionsHeld),
    `${size.updatesReceived}/${size.updatesExpected}`,
    String(size.latencyMs.p50),
    String(size.latencyMs.p99),
    String(size.cpu.apiMsPerUpdatePer1000Sockets),
    String(size.cpu.nginxMsPerUpdatePer1000Sockets),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i])).join('  ');
  return [line(header), ...rows.map(line), '(CPU: ms per update per 1,000 sockets, all apis or all of nginx\'s workers together)', ''].join('\n');
}

async function main() {
  const socketsPerClientProcess = Math.ceil(SOCKETS_PER_API / CLIENT_PROCESSES_PER_API);
  const filesNeeded = Math.max(SOCKETS_PER_API, socketsPerClientProcess) + SPARE_FILES;
  if (openFilesLimit() < filesNeeded) {
    throw new Error(`each api and client process holds up to ${filesNeeded - SPARE_FILES} sockets: it needs about ${filesNeeded} open files, but ulimit -n is ${openFilesLimit()}; raise it`);
  }
  const sizes: SizeFigures[] = [];
  for (const apis of SIZES) sizes.push(await measureSize(apis));
  printFigures({
    socketsPerApi: SOCKETS_PER_API,
    clientProcessesPerApi: CLIENT_PROCESSES_PER_API,
    updates: SCHEDULE.updates,
    warmUpUpdates: SCHEDULE.warmUp,
    intervalMs: SCHEDULE.intervalMs,
    sizes,
  });
  process.stdout.write(scalingTable(sizes));
}

runBenchmark('cluster', main);
