import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, freePort, waitUntilHealthy } from '@isl/test-support';
import { ADMIN_DATABASE_URL, API_MAIN, E2E_API_SETTINGS, E2E_BASE_URL, E2E_DATABASE_URL, TEST_REDIS_URL, WEB_DIST } from './server';

const ROOT = join(__dirname, '..', '..', '..');
const WORKER_MAIN = join(ROOT, 'backend', 'dist', 'worker.js');
const MAIL_CATCHER = join(ROOT, 'backend', 'dist', 'platform', 'mail', 'mail-catcher.js');

/**
 * The local mail catcher of `npm start` (a real SMTP server), in a process of its own: the worker sends the
 * journeys' mail to it, and the api's /dev/mail shows what it caught, as on a developer's machine.
 */
async function startMailCatcher(dir: string): Promise<{ catcher: ChildProcess; port: number }> {
  const start = `require(${JSON.stringify(MAIL_CATCHER)}).startMailCatcher(${JSON.stringify(dir)}).then((catcher) => process.send(catcher.port))`;
  const catcher = spawn(process.execPath, ['-e', start], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    catcher.once('message', (message) => resolve(message as number));
    catcher.once('exit', (code) => reject(new Error(`the mail catcher exited (${code}) before it listened`)));
  });
  return { catcher, port };
}

/**
 * The built api serving the built web app on a fresh seeded database, a worker and the local mail catcher, as
 * `npm start` runs them.
 */
export default async function globalSetup(): Promise<void> {
  for (const built of [API_MAIN, join(WEB_DIST, 'index.html')]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first (npm test does)`);
  }
  const { name: database, url } = await createDatabase(ADMIN_DATABASE_URL, `isl_e2e_${process.pid}`, { replace: true });
  const port = await freePort();
  // Uploaded pictures go to a folder of the run's own, never the developer's .data/uploads.
  const uploadsDir = mkdtempSync(join(tmpdir(), 'isl-e2e-uploads-'));
  const mailDir = mkdtempSync(join(tmpdir(), 'isl-e2e-mail-'));
  const { catcher, port: smtpPort } = await startMailCatcher(mailDir);
  const base = `http://127.0.0.1:${port}`;
  const apiSettings = {
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: base,
    DATABASE_URL: url,
    REDIS_URL: TEST_REDIS_URL,
    SEED: 'true',
    WEB_DIST,
    LOG_LEVEL: 'warn',
    SOCKET_STREAM_NAME: `${database}:socket.io`,
    READ_MODELS_CHANNEL: `${database}:read-models`,
    RATE_LIMIT_KEY_PREFIX: `${database}:rate-limit:`,
    QUEUE_PREFIX: `${database}:queue`,
    UPLOADS_DIR: uploadsDir,
    // The push journey's browser subscription points at this machine (headless Chromium reaches no push service).
    PUSH_ENDPOINT_HOSTS: '127.0.0.1',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_CATCHER_DIR: mailDir,
  };
  const env = { ...process.env, ...apiSettings };
  const api: ChildProcess = spawn(process.execPath, [API_MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitUntilHealthy(base, api);
  // The worker settles predictions; it starts once the api has migrated and seeded the database.
  const worker: ChildProcess = spawn(process.execPath, [WORKER_MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  process.env[E2E_BASE_URL] = base;
  process.env[E2E_DATABASE_URL] = url;
  process.env[E2E_API_SETTINGS] = JSON.stringify(apiSettings);
  (globalThis as { __islE2e?: unknown }).__islE2e = { processes: [api, worker, catcher], database, folders: [uploadsDir, mailDir] };
}
