#!/usr/bin/env node
// `npm start`: the whole product on a fresh machine with only Node. Builds what is missing or stale, uses
// DATABASE_URL/REDIS_URL when set and otherwise brings up an embedded PostgreSQL and a local Redis (data
// under .data/), then runs the api, which migrates, seeds an empty database and serves the web app, and a
// worker that settles predictions; once both are up it prints where to go, where the data is and how to stop.
// `npm run seed` runs the same preparation with `--seed-only` and exits.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  answersPing,
  EMBEDDED_DATABASE_URL,
  EMBEDDED_PG_PORT,
  embeddedPostgres,
  LOCAL_REDIS_PORT,
  OWN_REDIS_PORT,
  runningFile,
} from './local-services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, '.data');
const seedOnly = process.argv.includes('--seed-only');
/** A folder inside the project by its relative path, anything else in full. */
const shown = (path) => (path.startsWith(`${root}/`) ? relative(root, path) : path);

const cleanups = [];
let stopping = false;
const say = (message) => process.stdout.write(`[start] ${message}\n`);

function fail(message) {
  // While stopping, the services ending is expected, not news.
  if (stopping) return;
  process.stderr.write(`[start] ${message}\n`);
  return shutdown(1);
}

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

/** Rebuild when an output is missing or any source is newer than it. */
function buildIfStale() {
  const outputs = ['libs/contracts/dist/index.js', 'backend/dist/main.js', 'frontend/dist/index.html'].map((p) => join(root, p));
  const sources = ['libs/contracts/src', 'backend/src', 'frontend/src', 'frontend/index.html'].map((p) => join(root, p));
  const oldestOutput = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
  if (oldestOutput > Math.max(...sources.map(newestChange))) return;
  say('building the api and the web app (first start, or sources changed)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) return fail('the build failed; see the output above');
}

/** The database URL, and where its data lives (for the banner). */
async function database() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, where: 'the database at DATABASE_URL' };
  const pg = await embeddedPostgres(root, join(dataDir, 'postgres'), say);
  if (!pg.initialised) {
    say(`creating the database in ${shown(pg.dataDir)} (first start) ...`);
    pg.initialise();
  }
  await pg.start(EMBEDDED_PG_PORT, (reason) => fail(reason));
  cleanups.push(() => pg.stop());
  await pg.ensureDatabase(EMBEDDED_PG_PORT, 'isl');
  return { url: EMBEDDED_DATABASE_URL, where: `PostgreSQL in ${shown(pg.dataDir)} (127.0.0.1:${EMBEDDED_PG_PORT})` };
}

async function startOwnRedis() {
  if (spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0) {
    return fail('Redis is needed: install it (e.g. `apt-get install redis-server`) or set REDIS_URL=redis://host:6379');
  }
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const redis = spawn('redis-server', ['--port', String(OWN_REDIS_PORT), '--bind', '127.0.0.1', '--dir', dir], {
    stdio: 'ignore',
  });
  cleanups.push(() => redis.kill('SIGTERM'));
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await answersPing(OWN_REDIS_PORT)) {
      return { url: `redis://127.0.0.1:${OWN_REDIS_PORT}`, where: `Redis in ${shown(dir)} (127.0.0.1:${OWN_REDIS_PORT})` };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return fail(`redis-server did not answer on port ${OWN_REDIS_PORT}`);
}

async function redis() {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, where: 'the Redis at REDIS_URL' };
  if (await answersPing(LOCAL_REDIS_PORT)) {
    return { url: `redis://127.0.0.1:${LOCAL_REDIS_PORT}`, where: `the Redis already running on 127.0.0.1:${LOCAL_REDIS_PORT}` };
  }
  return startOwnRedis();
}

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  process.exit(code);
}

/** Runs a built script, after Node's `nodeFlags`; with `ready`, resolves when it says so (process.send('ready')), else at once. */
function run(script, env, { ready = false, nodeFlags = [] } = {}) {
  const stdio = ready ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit';
  const child = spawn(process.execPath, [...nodeFlags, join(root, script)], { cwd: root, env, stdio });
  cleanups.push(() => new Promise((resolve) => (child.exitCode === null ? (child.once('exit', resolve), child.kill('SIGTERM')) : resolve())));
  child.on('exit', (code) => shutdown(code ?? 1));
  if (!ready) return Promise.resolve();
  return new Promise((resolve) => child.on('message', (message) => message === 'ready' && resolve()));
}

function banner(url, db, cache) {
  const lines = [
    `The Iraqi Stars League is running at ${url}  (API reference: ${url}/api/docs)`,
    `Data: ${db.where}; ${cache.where}. It stays for the next start.`,
    'Stop: Ctrl-C',
  ];
  process.stdout.write(`\n${lines.map((line) => `  ${line}`).join('\n')}\n\n`);
}

async function main() {
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  buildIfStale();
  mkdirSync(dataDir, { recursive: true });
  const db = await database();
  const cache = await redis();
  const env = {
    ...process.env,
    DATABASE_URL: db.url,
    REDIS_URL: cache.url,
    WEB_DIST: process.env.WEB_DIST || join(root, 'frontend/dist'),
    SEED: process.env.SEED || 'true',
  };
  if (seedOnly) return run('backend/dist/database/seed-cli.js', env);
  // The worker migrates nothing: it waits for the api to have prepared the database.
  // Built by now, so the api's flags can be read from it.
  const { API_NODE_FLAGS } = await import('../backend/dist/api-node-flags.js');
  await run('backend/dist/main.js', env, { ready: true, nodeFlags: API_NODE_FLAGS });
  await run('backend/dist/worker.js', env, { ready: true });
  // `npm run admin` and `npm run simulate` read this to reach the same database and Redis.
  writeFileSync(runningFile(root), JSON.stringify({ pid: process.pid, databaseUrl: db.url, redisUrl: cache.url }));
  cleanups.push(() => rmSync(runningFile(root), { force: true }));
  banner(`http://localhost:${env.PORT || 3000}`, db, cache);
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
