#!/usr/bin/env node
// `npm run dev`: the product for someone changing it. The same database and Redis as `npm start`; TypeScript
// recompiles the contracts and the backend on every save, Node restarts the api and the worker when their code
// changes, and Vite serves the web app with hot reload, passing /api, /socket.io, /media and /dev/mail (the
// local mail catcher's page) to the api. Fans' browsers talk to Vite, so the api is told that Vite's address is
// the site's (PUBLIC_URL): its check that writes come from the site itself then lets them through.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { announceRunning, demoPlaySetting, startLocalServices, startMail } from './local-services.mjs';
import { createSupervisor } from './supervisor.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.PORT || 3000);
const webPort = Number(process.env.DEV_WEB_PORT || 5173);
const webUrl = `http://localhost:${webPort}`;
const API_START_SECONDS = 180;
const { say, fail, onStop, keepRunning } = createSupervisor('dev');

/** The path of a package's command, as installed for the workspace at `from`. */
function binOf(from, pkg, command = pkg) {
  const require = createRequire(join(root, from, 'package.json'));
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin } = require(manifest);
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin[command]);
}

/** `tsc --watch` on a project; resolves after its first compilation, whose errors (if any) it has printed. */
function compileOnSave(label, project) {
  const tsc = keepRunning(process.execPath, [binOf('.', 'typescript', 'tsc'), '-p', project, '--watch', '--preserveWatchOutput'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) => {
    createInterface({ input: tsc.stdout }).on('line', (line) => {
      if (line.trim()) process.stdout.write(`[${label}] ${line}\n`);
      if (/Found \d+ errors?\. Watching for file changes/.test(line)) resolve();
    });
  });
}

/** A built backend script under `node --watch`, which restarts it when a file it loaded changes. */
function restartOnChange(script, env, nodeFlags = []) {
  keepRunning(process.execPath, ['--watch', '--watch-preserve-output', ...nodeFlags, join(root, script)], { cwd: root, env, stdio: 'inherit' });
}

async function apiAnswers() {
  const healthy = () => fetch(`http://127.0.0.1:${apiPort}/api/health`).then((r) => r.ok, () => false);
  for (let waited = 0; waited < API_START_SECONDS * 2; waited++) {
    if (await healthy()) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  await fail(`the api did not answer on port ${apiPort} within ${API_START_SECONDS} s; see its output above`);
}

async function main() {
  const services = await startLocalServices(root, { say, fail, onStop });
  await compileOnSave('contracts', 'libs/contracts/tsconfig.build.json');
  await compileOnSave('backend', 'backend/tsconfig.build.json');
  const mail = await startMail(root, { onStop });
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(apiPort),
    PUBLIC_URL: webUrl,
    DATABASE_URL: services.db.url,
    REDIS_URL: services.cache.url,
    SEED: process.env.SEED || 'true',
    DEMO_PLAY: demoPlaySetting(services.db),
    ...mail.env,
  };
  const { API_NODE_FLAGS } = await import('../backend/dist/api-node-flags.js');
  restartOnChange('backend/dist/main.js', env, API_NODE_FLAGS);
  // The worker migrates nothing: it waits for the api to have prepared the database.
  await apiAnswers();
  restartOnChange('backend/dist/worker.js', env);
  keepRunning(process.execPath, [binOf('frontend', 'vite'), '--port', String(webPort), '--strictPort', '--clearScreen', 'false'], {
    cwd: join(root, 'frontend'),
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
    stdio: 'inherit',
  });
  announceRunning(root, services, { onStop });
  const lines = [
    `The Iraqi Stars League, for development, is at ${webUrl}  (api: http://localhost:${apiPort}/api/docs)`,
    'Saving backend/src or libs/contracts/src restarts the api and the worker; frontend/src shows at once.',
    `Data: ${services.db.where}; ${services.cache.where}.`,
    mail.banner(webUrl),
    'Stop: Ctrl-C',
  ];
  process.stdout.write(`\n${lines.map((line) => `  ${line}`).join('\n')}\n\n`);
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
