#!/usr/bin/env node
// `npm run profile:web -- [--path /] [--seconds 3] [--cpu-slowdown 4] [--runs 3]`: where the main thread's script
// time goes in a page's first seconds, by the code it runs. Builds the web app with source maps into a folder of its
// own, serves it from the built api on a fresh seeded database, opens the page in Debian's chromium (a phone's
// viewport, the CPU slowed as Lighthouse slows it, a slow 4G link) with V8's sampling profiler on from before the
// navigation, and stops it `seconds` after. Each sample's function is traced back through the source maps to its
// source file, and the self time is added up by library (a package in node_modules) and by the app's folders, with
// the heaviest functions; the medians of `runs` profiles. Non-script work (style, layout, paint) counts as
// `(program)`: bench:web's main-thread breakdown has it by kind. Asserts nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { median } from './median.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const frontendRequire = createRequire(join(root, 'frontend/package.json'));
const { chromium } = frontendRequire('playwright-core');
const { startBuiltApi } = require(join(root, 'backend/dist-tools/tools/bench/built-api.js'));

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/' },
    seconds: { type: 'string', default: '3' },
    'cpu-slowdown': { type: 'string', default: '4' },
    runs: { type: 'string', default: '3' },
  },
});
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Lighthouse's mobile preset: its phone's viewport, and its slow 4G link (150 ms, 1.6 Mbit/s down, 750 kbit/s up). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** The web app built with source maps, in a folder of its own (the api serves it through WEB_DIST). */
function buildWithSourceMaps() {
  const outDir = mkdtempSync(join(tmpdir(), 'isl-web-profile-'));
  const vite = join(dirname(frontendRequire.resolve('vite/package.json')), 'bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--sourcemap', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: join(root, 'frontend'), stdio: ['ignore', 2, 'inherit'] });
  return outDir;
}

/**
 * Where a profiled function's code comes from: the package in node_modules, or the app's folder two levels deep
 * (features/matches, lib/offline, ...), from the source map of the script it was in. Without one, the script.
 */
function sourceOf(callFrame, mapOf) {
  const { url, lineNumber, columnNumber, functionName } = callFrame;
  if (!url) return { group: functionName || '(anonymous)', name: functionName };
  const map = mapOf(url);
  const position = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  const file = position?.source;
  if (!file) return { group: url.replace(/^https?:\/\/[^/]+/, ''), name: functionName };
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  const inApp = /(frontend\/src|libs\/contracts\/src)\/([^/]+(?:\/[^/.]+)?)/.exec(file);
  const group = inPackage ? inPackage[1] : inApp ? `${inApp[1].startsWith('libs') ? 'contracts' : 'app'}: ${inApp[2]}` : file;
  const shortFile = file.replace(/^.*node_modules\//, '').replace(/^.*?\/?((?:frontend|libs)\/)/, '$1');
  return { group, name: `${position.name ?? functionName ?? '(anonymous)'} (${shortFile}:${position.line})` };
}

/** Self time in ms of each node of a V8 CPU profile, from its samples and the time between them. */
function selfTimes(profile) {
  const times = new Map();
  profile.samples.forEach((nodeId, index) => times.set(nodeId, (times.get(nodeId) ?? 0) + profile.timeDeltas[index] / 1000));
  return times;
}

async function profileOnce(browser, url, dist) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values['cpu-slowdown']) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForTimeout(Number(values.seconds) * 1000);
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();

  const maps = new Map();
  const mapOf = (scriptUrl) => {
    if (!maps.has(scriptUrl)) {
      const file = join(dist, new URL(scriptUrl).pathname);
      maps.set(scriptUrl, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
    }
    return maps.get(scriptUrl);
  };
  const byGroup = new Map();
  const byFunction = new Map();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const [nodeId, ms] of selfTimes(profile)) {
    const { group, name } = sourceOf(nodes.get(nodeId).callFrame, mapOf);
    byGroup.set(group, (byGroup.get(group) ?? 0) + ms);
    if (name) byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  return { byGroup, byFunction };
}

/** Each key's median over the runs (0 in a run without it), heaviest first, the first `count`. */
function medianTimes(runs, count) {
  const keys = new Set(runs.flatMap((run) => [...run.keys()]));
  return [...keys]
    .map((key) => [key, Math.round(median(runs.map((run) => run.get(key) ?? 0)))])
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);
}

async function main() {
  const dist = buildWithSourceMaps();
  const api = await startBuiltApi('profile', { env: ({ base }) => ({ PUBLIC_URL: base, WEB_DIST: dist }) });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const runs = [];
    for (let run = 0; run < Number(values.runs); run++) runs.push(await profileOnce(browser, `${api.base}${values.path}`, dist));
    const byGroup = medianTimes(runs.map((run) => run.byGroup), 30);
    process.stdout.write(
      `${JSON.stringify(
        {
          path: values.path,
          seconds: Number(values.seconds),
          cpuSlowdown: Number(values['cpu-slowdown']),
          runs: runs.length,
          medianMsByCode: Object.fromEntries(byGroup),
          heaviestFunctionsMs: Object.fromEntries(medianTimes(runs.map((run) => run.byFunction), 25)),
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await browser.close();
    await api.stop();
    rmSync(dist, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
