import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { MatchResponse } from '@isl/contracts';
import { startBuiltApi } from './built-api';
import { printFigures, runBenchmark } from './run-benchmark';

/**
 * `npm run bench:http -- [--seconds 10] [--rate 2000]`: the public reads the api keeps in memory, each measured
 * with autocannon (10 connections, after a warm-up) against a bare Fastify serving the same bytes from a process
 * of its own, in the same run; then the api at a fixed rate mixed over all of them with 50 connections. Prints
 * requests per second and their ratio per endpoint, and p50/p99 and errors at the fixed rate. Asserts nothing.
 */
const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, rate: { type: 'string', default: '2000' } } });
const SECONDS = Number(values.seconds);
const RATE = Number(values.rate);
const WARM_UP_SECONDS = 2;

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

async function main() {
  const api = await startBuiltApi('http');
  let bare: ChildProcess | undefined;
  try {
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
    });
  } finally {
    bare?.kill();
    await api.stop();
  }
}

runBenchmark('http', main);
