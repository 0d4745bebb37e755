import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Redis from 'ioredis';
import type { MatchResponse } from '@isl/contracts';
import { publishBenchNewsroom } from './bench-newsroom';
import { startBuiltApi, type BuiltApi } from './built-api';
import { valuesByLabel } from './prometheus-text';
import { printFigures, runBenchmark } from './run-benchmark';

/**
 * `npm run bench:http -- [--seconds 10] [--rate 2000]`: the public reads the api keeps in memory (on the seeded
 * season, and a newsroom of 20 published articles by 5 journalists), each measured with autocannon (10
 * connections, after a warm-up) against a bare Fastify serving the same bytes from a process of its own, in the
 * same run; then the api at a fixed rate mixed over all of them with 50 connections; then the match lists while
 * the matches keep changing (whileGoalsGoIn). Prints requests per second and their ratio per endpoint, p50/p99
 * and errors at the fixed rate, and the builds per change. Asserts nothing.
 */
const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, rate: { type: 'string', default: '2000' } } });
const SECONDS = Number(values.seconds);
const RATE = Number(values.rate);
const WARM_UP_SECONDS = 2;
/** A goal, a card or a substitution every quarter second: several derbies at once. */
const GOALS_PER_SECOND = 4;

async function load(url: string, options: Partial<autocannon.Options> = {}): Promise<autocannon.Result> {
  return autocannon({ url, connections: 10, duration: SECONDS, ...options });
}

function startBareServer(bodies: Record<string, string>): Promise<{ base: string; process: ChildProcess }> {
  const file = join(mkdtempSync(join(tmpdir(), 'isl-bench-http-')), 'bodies.json');
  writeFileSync(file, JSON.stringify(bodies));
  const child = spawn(process.execPath, [join(__dirname, 'bare-http-server.js'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', (line: Buffer) => resolve({ base: `http://127.0.0.1:${(JSON.parse(line.toString()) as { port: number }).port}`, process: child }));
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
}

/** The api's count of public reads by result (hit, miss: built from the database, joined: given a build under way). */
async function readModelCounts(api: BuiltApi): Promise<Record<string, number>> {
  const text = await (await fetch(`${api.base}/metrics`, { headers: { authorization: `Bearer ${api.env.METRICS_TOKEN}` } })).text();
  return valuesByLabel(text, 'isl_read_model_requests_total', 'result');
}

/**
 * A derby's minutes: the match lists read with 50 connections, as fast as they answer, while the matches change
 * GOALS_PER_SECOND times a second (the invalidation a match command's relay publishes). Prints requests per
 * second, p99, and how many times each list was built per change (1: once per data version).
 */
async function whileGoalsGoIn(api: BuiltApi, paths: string[]) {
  const redis = new Redis(api.env.REDIS_URL as string);
  try {
    const before = await readModelCounts(api);
    let changes = 0;
    const goals = setInterval(() => {
      changes++;
      void redis.publish(api.env.READ_MODELS_CHANNEL as string, JSON.stringify(['matches']));
    }, 1000 / GOALS_PER_SECOND);
    const run = await load(api.base, { connections: 50, requests: paths.map((path) => ({ method: 'GET', path })) }).finally(() => clearInterval(goals));
    const after = await readModelCounts(api);
    const builds = (after.miss ?? 0) - (before.miss ?? 0);
    return {
      changesPerSecond: GOALS_PER_SECOND,
      endpoints: paths.length,
      requestsPerSecond: Math.round(run.requests.average),
      latencyMs: { p50: run.latency.p50, p99: run.latency.p99 },
      buildsPerChangePerEndpoint: +(builds / changes / paths.length).toFixed(2),
      requestsThatWaitedForABuild: (after.joined ?? 0) - (before.joined ?? 0),
      errors: run.errors + run.non2xx + run.timeouts,
    };
  } finally {
    redis.disconnect();
  }
}

async function main() {
  // Its newsroom is made through the api's endpoints, from its own origin: more writes from one address than a
  // fan's limit allows.
  const api = await startBuiltApi('http', {
    env: ({ base }) => ({ PUBLIC_URL: base, RATE_LIMIT_WRITES_PER_MINUTE: '1000', METRICS_TOKEN: randomBytes(16).toString('hex') }),
  });
  let bare: ChildProcess | undefined;
  try {
    await publishBenchNewsroom(api);
    const [match] = (await (await fetch(`${api.base}/api/matches/live`)).json()) as MatchResponse[];
    const paths = [
      '/api/teams',
      '/api/matches/live',
      '/api/matches/today',
      '/api/matches/upcoming?limit=5',
      '/api/matches/recent?limit=10',
      `/api/matches/${match.id}`,
      '/api/players/top-rated?limit=20',
      '/api/articles?language=en',
      '/api/articles/featured',
      '/api/journalists/top',
    ];
    const bodies = Object.fromEntries(await Promise.all(paths.map(async (path) => [path, await (await fetch(`${api.base}${path}`)).text()])));
    const baseline = await startBareServer(bodies);
    bare = baseline.process;

    const endpoints = [];
    for (const path of paths) {
      await load(`${api.base}${path}`, { duration: WARM_UP_SECONDS });
      await load(`${baseline.base}${path}`, { duration: WARM_UP_SECONDS });
      const product = await load(`${api.base}${path}`);
      const plain = await load(`${baseline.base}${path}`);
      endpoints.push({
        path,
        bytes: Buffer.byteLength(bodies[path]),
        productRequestsPerSecond: Math.round(product.requests.average),
        bareRequestsPerSecond: Math.round(plain.requests.average),
        ratio: +(product.requests.average / plain.requests.average).toFixed(2),
        productErrors: product.errors + product.non2xx + product.timeouts,
      });
    }

    const mixed = await load(api.base, { connections: 50, overallRate: RATE, requests: paths.map((path) => ({ method: 'GET', path })) });
    const goals = await whileGoalsGoIn(api, paths.filter((path) => path.startsWith('/api/matches')));
    printFigures({
      secondsPerRun: SECONDS,
      endpoints,
      worstRatio: Math.min(...endpoints.map((e) => e.ratio)),
      fixedRate: {
        requestsPerSecondAsked: RATE,
        requestsPerSecondServed: Math.round(mixed.requests.average),
        connections: 50,
        latencyMs: { p50: mixed.latency.p50, p99: mixed.latency.p99, max: mixed.latency.max },
        errors: mixed.errors + mixed.non2xx + mixed.timeouts,
      },
      whileGoalsGoIn: goals,
    });
  } finally {
    bare?.kill();
    await api.stop();
  }
}

runBenchmark('http', main);
