import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { SOCKET_PATH } from '@isl/contracts';
import { adminSql, createDatabase, freePort, waitFor, waitUntilHealthy, type ThrowawayDatabase } from '@isl/test-support';
import { ADMIN_DATABASE_URL, TEST_REDIS_URL } from './support/test-env';

// These run the built api (backend/dist, made by `npm test` before jest) as production runs it.
const MAIN = join(__dirname, '..', 'dist', 'main.js');
const WORKER = join(__dirname, '..', 'dist', 'worker.js');

/** A process's JSON log lines, as read from its stdout so far. */
const logRecords = (stdout: string) => stdout.trim().split('\n').map((line) => JSON.parse(line) as { msg: string; level: number } & Record<string, unknown>);

/** Ends a started api (if it still runs) and drops its database. */
async function killAndDrop(child: ChildProcess | undefined, db: ThrowawayDatabase | undefined): Promise<void> {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await db?.drop();
}

describe('the built api process', () => {
  it('stops with one clear line when DATABASE_URL is malformed', () => {
    const run = spawnSync(process.execPath, [MAIN], {
      env: { ...process.env, DATABASE_URL: 'postgress//oops', REDIS_URL: TEST_REDIS_URL },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('Configuration error: DATABASE_URL must be a URL like postgres://host:port/..., got "postgress//oops"\n');
  });

  it.each([
    ['api', MAIN, 'The api could not start'],
    ['worker', WORKER, 'The worker could not start'],
  ])('the %s stops with one line when REDIS_URL names a database the server lacks', (_, entry, opening) => {
    const run = spawnSync(process.execPath, [entry], {
      env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres', REDIS_URL: 'redis://127.0.0.1:6379/16' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(`${opening}: REDIS_URL names database 16, which this Redis server does not have (ERR DB index is out of range)\n`);
  });

  describe('with WEB_DIST unset, started from another folder', () => {
    let db: ThrowawayDatabase;
    let child: ChildProcess;
    let base: string;

    beforeAll(async () => {
      db = await createDatabase(ADMIN_DATABASE_URL, `isl_test_boot_${randomBytes(4).toString('hex')}`);
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const { WEB_DIST: _unset, ...env } = process.env;
      child = spawn(process.execPath, [MAIN], {
        cwd: mkdtempSync(join(tmpdir(), 'isl-cwd-')),
        env: { ...env, NODE_ENV: 'test', PORT: String(port), DATABASE_URL: db.url, REDIS_URL: TEST_REDIS_URL, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await waitUntilHealthy(base, child);
    }, 60_000);

    afterAll(() => killAndDrop(child, db));

    it('serves the web app built in frontend/dist, found from the api file and not the working folder (npm run start:api)', async () => {
      // Built by `npm test` (and by `npm run build -w @isl/frontend`) before the backend's tests. Its manifest link
      // names the page's language: English, asked with no cookie or Accept-Language.
      const built = readFileSync(join(__dirname, '..', '..', 'frontend', 'dist', 'index.html'), 'utf8').replace(/(<link rel="manifest" href="[^"?]*)"/, '$1?lang=en"');
      for (const path of ['/', '/teams']) {
        const page = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
        expect(page.status).toBe(200);
        // The build's page with the page's own head where the build's <title> was (see page-heads.e2e-spec).
        const served = await page.text();
        expect(served.startsWith(built.slice(0, built.indexOf('<title>')))).toBe(true);
        expect(served.endsWith(built.slice(built.indexOf('</title>') + '</title>'.length))).toBe(true);
        expect(served).toContain('<meta property="og:title"');
      }
    });
  });

  describe('on an empty database with SEED=true', () => {
    let db: ThrowawayDatabase;
    const webDist = mkdtempSync(join(tmpdir(), 'isl-web-'));
    let child: ChildProcess;
    let base: string;
    let stdout = '';

    beforeAll(async () => {
      db = await createDatabase(ADMIN_DATABASE_URL, `isl_test_boot_${randomBytes(4).toString('hex')}`);
      writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>ISL web app</title>');
      writeFileSync(join(webDist, 'app.js'), 'console.log("isl")');
      // A hashed build file with the compressed twins the web app's build writes beside it.
      mkdirSync(join(webDist, 'assets'));
      writeFileSync(join(webDist, 'assets', 'index-C0ffee12.js'), 'console.log("hashed")');
      writeFileSync(join(webDist, 'assets', 'index-C0ffee12.js.br'), brotliCompressSync('console.log("hashed")'));
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      child = spawn(process.execPath, [MAIN], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          DATABASE_URL: db.url,
          REDIS_URL: TEST_REDIS_URL,
          SEED: 'true',
          WEB_DIST: webDist,
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      await waitUntilHealthy(base, child);
    }, 60_000);

    afterAll(() => killAndDrop(child, db));

    it('migrates, seeds and serves the league', async () => {
      const teams = (await (await fetch(`${base}/api/teams`)).json()) as unknown[];
      expect(teams).toHaveLength(20);
    });

    it('serves the web app: its files, and index.html for client routes', async () => {
      const asset = await fetch(`${base}/app.js`);
      expect(await asset.text()).toBe('console.log("isl")');
      expect(asset.headers.get('cache-control')).toBe('no-cache');
      // Hashed files are kept for a year, and sent as the build compressed them (fetch decodes brotli).
      const hashed = await fetch(`${base}/assets/index-C0ffee12.js`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(hashed.headers.get('content-encoding')).toBe('br');
      expect(await hashed.text()).toBe('console.log("hashed")');
      const index = await fetch(`${base}/teams`, { headers: { accept: 'text/html' } });
      expect(index.headers.get('cache-control')).toBe('no-cache');
      for (const path of ['/', '/teams', '/matches/12']) {
        const page = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
        expect(page.status).toBe(200);
        expect(await page.text()).toMatch(/^<!doctype html><title>[^<]+ · Iraq Stars League<\/title>/);
      }
      const api = await fetch(`${base}/api/nope`, { headers: { accept: 'text/html' } });
      expect(api.status).toBe(404);
    });

    it('on SIGTERM finishes the request in flight, sends its sockets to reconnect elsewhere, and exits cleanly', async () => {
      const socket = io(base, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false });
      await new Promise((resolve, reject) => (socket.once('connect', () => resolve(null)), socket.once('connect_error', reject)));
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      // A sign-up whose body is still arriving when the signal comes.
      const body = JSON.stringify({ email: `late-${randomBytes(4).toString('hex')}@example.iq`, password: 'correct horse battery staple', firstName: 'Late' });
      const signUp = httpRequest(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: base.replace('127.0.0.1', 'localhost') },
      });
      const answered = new Promise<number | undefined>((resolve, reject) => {
        signUp.once('response', (response) => response.resume().once('end', () => resolve(response.statusCode)));
        signUp.once('error', reject);
      });
      signUp.write(body.slice(0, 10));
      await new Promise((resolve) => setTimeout(resolve, 200));

      child.kill('SIGTERM');
      // "transport close", not "io server disconnect": a client reconnects after it (through the balancer, to another api).
      expect(await disconnected).toBe('transport close');
      signUp.end(body.slice(10));
      expect(await answered).toBe(201);
      const ended = await new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
      expect(ended).toEqual({ code: 0, signal: null });
      expect(logRecords(stdout).map((r) => r.msg)).toEqual(expect.arrayContaining(['database seeded', 'api listening', 'api stopping', 'api stopped']));
    });
  });

  describe('in production (NODE_ENV=production) without METRICS_TOKEN', () => {
    let db: ThrowawayDatabase;
    let api: ChildProcess;
    let worker: ChildProcess | undefined;
    let base: string;
    let apiOut = '';
    let production: Record<string, string>;
    const { METRICS_TOKEN: _unset, ...env } = process.env;

    beforeAll(async () => {
      db = await createDatabase(ADMIN_DATABASE_URL, `isl_test_boot_${randomBytes(4).toString('hex')}`);
      production = {
        NODE_ENV: 'production',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        REDIS_URL: TEST_REDIS_URL,
        LOG_LEVEL: 'info',
        // Its queues, stream and counters apart from anything else on the test Redis.
        QUEUE_PREFIX: `${db.name}:queue`,
        SOCKET_STREAM_NAME: `${db.name}:socket.io`,
        READ_MODELS_CHANNEL: `${db.name}:read-models`,
        RATE_LIMIT_KEY_PREFIX: `${db.name}:rate-limit:`,
      };
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      api = spawn(process.execPath, [MAIN], { env: { ...env, ...production, PORT: String(port), DATABASE_URL: db.url }, stdio: ['ignore', 'pipe', 'inherit'] });
      api.stdout?.on('data', (chunk: Buffer) => (apiOut += chunk.toString()));
      await waitUntilHealthy(base, api);
    }, 60_000);

    afterAll(async () => {
      if (worker && worker.exitCode === null) {
        worker.kill('SIGKILL');
        await new Promise((resolve) => worker?.once('exit', resolve));
      }
      await killAndDrop(api, db);
    });

    it('refuses /metrics to everyone, and says so at boot', async () => {
      for (const authorization of [undefined, 'Bearer ', 'Bearer anything']) {
        const res = await fetch(`${base}/metrics`, { headers: authorization === undefined ? {} : { authorization } });
        expect(res.status).toBe(401);
        expect(await res.text()).not.toContain('isl_');
      }
      expect(logRecords(apiOut)).toContainEqual(
        expect.objectContaining({ level: 40, msg: 'METRICS_TOKEN is not set: GET /metrics refuses every request in production; set it to scrape the metrics' }),
      );
    });

    it("puts the request id the answer gives on every log line of the request, the error's with its stack", async () => {
      // A table gone from under the api: the session lookup of the write check and the sign-out itself fail.
      await adminSql(db.url, 'ALTER TABLE sessions RENAME TO sessions_away');
      try {
        const res = await fetch(`${base}/api/auth/logout`, {
          method: 'POST',
          headers: { origin: base.replace('127.0.0.1', 'localhost'), cookie: `isl_session=${'A'.repeat(43)}` },
        });
        expect(res.status).toBe(500);
        const { requestId } = (await res.json()) as { requestId: string };
        expect(requestId).toBe(res.headers.get('x-request-id'));
        const lines = await waitFor(() => {
          const ofRequest = logRecords(apiOut).filter((record) => record.reqId === requestId);
          return ofRequest.some((record) => record.msg === 'request failed') ? ofRequest : null;
        }, { what: "the request's error logged" });
        expect(lines.map((record) => record.msg)).toEqual(expect.arrayContaining(['write rate limit unavailable; request let through', 'request failed']));
        const failure = lines.find((record) => record.msg === 'request failed') as { err?: { stack?: string } };
        expect(failure.err?.stack).toContain('relation "sessions" does not exist');
        // Every error line of the log is a request's, and says which.
        expect(logRecords(apiOut).filter((record) => record.level >= 50 && record.reqId === undefined)).toEqual([]);
      } finally {
        await adminSql(db.url, 'ALTER TABLE sessions_away RENAME TO sessions');
      }
    });

    it("refuses the worker's metrics too (its liveness answers), and says so at boot", async () => {
      const port = await freePort();
      let out = '';
      worker = spawn(process.execPath, [WORKER], { env: { ...env, ...production, DATABASE_URL: db.url, WORKER_METRICS_PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
      worker.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
      await waitFor(() => out.includes('"worker running"'), { timeoutMs: 30_000, what: 'the worker' });
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
      expect((await fetch(`http://127.0.0.1:${port}/health/live`)).status).toBe(200);
      expect(logRecords(out)).toContainEqual(
        expect.objectContaining({ level: 40, msg: 'METRICS_TOKEN is not set: GET /metrics refuses every request in production; set it to scrape the metrics' }),
      );
    });
  });
});
