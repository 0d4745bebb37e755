#!/usr/bin/env node
// `npm start`: the whole product on a fresh machine with only Node. Builds what is missing or stale, uses
// DATABASE_URL/REDIS_URL when set and otherwise brings up an embedded PostgreSQL and a local Redis (data
// under .data/) and, without SMTP_URL, a local mail catcher, then runs the api, which migrates, seeds an empty
// database and serves the web app, and a worker that settles predictions, sends mail and, with the embedded
// database, plays the seeded season on (DEMO_PLAY); once both are up it prints where to go, where the data and
// the mail are and how to stop.
// `npm run seed` runs the same preparation with `--seed-only` and exits. Both read a .env file in the root first.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnvFile } from './env-file.mjs';
import { createSupervisor } from './supervisor.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
loadEnvFile(join(root, '.env'));
// Imported once the .env file is in process.env: this module reads its ports from the environment as it loads.
const { announceRunning, demoPlaySetting, startLocalServices, startMail } = await import('./local-services.mjs');
const seedOnly = process.argv.includes('--seed-only');
const { say, fail, onStop, keepRunning } = createSupervisor('start');

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

/** Runs a built script, after Node's `nodeFlags`; with `ready`, resolves when it says so (process.send('ready')), else at once. */
function run(script, env, { ready = false, nodeFlags = [] } = {}) {
  const stdio = ready ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit';
  const child = keepRunning(process.execPath, [...nodeFlags, join(root, script)], { cwd: root, env, stdio });
  if (!ready) return Promise.resolve();
  return new Promise((resolve) => child.on('message', (message) => message === 'ready' && resolve()));
}

function banner(url, db, cache, mail, demoPlay) {
  const lines = [
    `The Iraqi Stars League is running at ${url}  (API reference: ${url}/api/docs)`,
    `Data: ${db.where}; ${cache.where}. It stays for the next start.`,
    mail.banner(url),
    ...(demoPlay ? ['Demo season: live matches play on to full time and the next ones kick off at their times (DEMO_PLAY=false: off).'] : []),
    'Stop: Ctrl-C',
  ];
  process.stdout.write(`\n${lines.map((line) => `  ${line}`).join('\n')}\n\n`);
}

async function main() {
  buildIfStale();
  const services = await startLocalServices(root, { say, fail, onStop });
  const env = {
    ...process.env,
    DATABASE_URL: services.db.url,
    REDIS_URL: services.cache.url,
    WEB_DIST: process.env.WEB_DIST || join(root, 'frontend/dist'),
    SEED: process.env.SEED || 'true',
    DEMO_PLAY: demoPlaySetting(services.db),
  };
  if (seedOnly) return run('backend/dist/database/seed-cli.js', env);
  const mail = await startMail(root, { onStop });
  Object.assign(env, mail.env);
  // The worker migrates nothing: it waits for the api to have prepared the database.
  // Built by now, so the api's flags can be read from it.
  const { API_NODE_FLAGS } = await import('../backend/dist/api-node-flags.js');
  await run('backend/dist/main.js', env, { ready: true, nodeFlags: API_NODE_FLAGS });
  await run('backend/dist/worker.js', env, { ready: true });
  announceRunning(root, services, { onStop });
  banner(`http://localhost:${env.PORT || 3000}`, services.db, services.cache, mail, env.DEMO_PLAY === 'true');
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
