import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT as ROOT } from '../repo-root';
import { nameOf, startCluster, type Cluster, type ClusterProcess } from './cluster';

/**
 * `npm run cluster -- [--api 3] [--worker 2] [--port 8080] [--dir folder]`: the product scaled out on this
 * machine (see cluster.ts). The database and Redis are DATABASE_URL and REDIS_URL, else those of a running
 * `npm start`; an empty database is migrated and seeded (SEED=true unless set). Prints the address and the
 * processes with their logs; Ctrl-C stops everything gracefully.
 */
const USAGE = 'usage: npm run cluster -- [--api 2] [--worker 1] [--port <nginx port>] [--dir <folder for logs>]';

const say = (message: string) => process.stdout.write(`[cluster] ${message}\n`);

function exitWith(message: string): never {
  process.stderr.write(`[cluster] ${message}\n`);
  process.exit(1);
}

function count(raw: string, name: string, min: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) exitWith(`--${name} must be a whole number of ${min} or more, got "${raw}"\n${USAGE}`);
  return value;
}

/** The database and Redis of a running `npm start` (scripts/start.mjs writes them to .data/running.json). */
function runningNpmStart(): { databaseUrl?: string; redisUrl?: string } {
  const file = join(ROOT, '.data', 'running.json');
  if (!existsSync(file)) return {};
  try {
    const running = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; databaseUrl?: string; redisUrl?: string };
    process.kill(running.pid, 0);
    return running;
  } catch {
    return {};
  }
}

function printProcesses(cluster: Cluster): void {
  const line = (process: ClusterProcess, where: string) => say(`  ${nameOf(process).padEnd(9)} ${where.padEnd(24)} pid ${String(process.pid).padEnd(8)} log ${process.logFile}`);
  say(`running at ${cluster.url}  (API reference: ${cluster.url}/api/docs)`);
  line(cluster.nginx, cluster.url);
  for (const api of cluster.apis) line(api, `127.0.0.1:${api.port}`);
  for (const worker of cluster.workers) line(worker, `metrics port ${worker.port}`);
  say(`nginx.conf and access log: ${cluster.workDir}`);
  say('Stop: Ctrl-C');
}

async function main() {
  let values: { api?: string; worker?: string; port?: string; dir?: string };
  try {
    ({ values } = parseArgs({ options: { api: { type: 'string' }, worker: { type: 'string' }, port: { type: 'string' }, dir: { type: 'string' } } }));
  } catch (error) {
    exitWith(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const apis = count(values.api ?? '2', 'api', 1);
  const workers = count(values.worker ?? '1', 'worker', 0);
  const nginxPort = values.port === undefined ? undefined : count(values.port, 'port', 1);
  const running = runningNpmStart();
  const databaseUrl = process.env.DATABASE_URL || running.databaseUrl;
  if (!databaseUrl) {
    exitWith('set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/isl), or run `npm start` first and the cluster joins its database and Redis');
  }
  let cluster: Cluster | undefined;
  let stopping = false;
  const starting = new AbortController();
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    say('stopping...');
    // While starting, startCluster stops what it started and rejects, and main exits.
    if (!cluster) return starting.abort();
    await cluster.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  say('starting... (the first start of a database migrates and seeds it)');
  try {
    cluster = await startCluster({
      apis,
      workers,
      databaseUrl,
      redisUrl: process.env.REDIS_URL || running.redisUrl,
      nginxPort,
      workDir: values.dir,
      env: { SEED: process.env.SEED || 'true' },
      signal: starting.signal,
      onExit: (process, code, signal) => say(`${nameOf(process)} (pid ${process.pid}) ended (${code ?? signal}); see ${process.logFile}`),
    });
  } catch (error) {
    if (stopping) process.exit(0);
    exitWith(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  }
  printProcesses(cluster);
}

void main();
