#!/usr/bin/env node
// `npm run bench:web -- [--runs 3] [--screens landing,matches]`: the web app's first load, and Lighthouse on every
// screen. Prints the JavaScript a first visit downloads before the first render, gzipped as sent and as zlib's
// level 9 would have it (the measure before the build's gzip was Zopfli), as scripts/first-load.mjs measures it
// (and `npm run check:first-load` holds it to its budget); the same measure of a page made of the app's libraries
// and theme alone (the stack floor, frontend/bench/stack-floor.tsx) and the first load's excess over it; what each
// screen's own code adds to it. Then Lighthouse's mobile performance of every screen (SCREENS), each `runs`
// times against the built api serving the built web app on a fresh seeded database, every run a first visit (a
// signed-in screen with its session in the browser's cookie jar; see startVisit). Lighthouse's simulation loads the
// page once, unthrottled, and works out from its trace how a phone would have loaded it, so each load is worked out
// twice:
// - as Lighthouse runs by default (a mid-range phone on a slow 4G link, simulated, the host's CPU slowed 4 times):
//   the figure a developer gets from Lighthouse on this machine;
// - as the fixed phone: the CPU slowdown chosen from this machine's measured speed, the median CPU index of the
//   bench's loads so far (phoneCpuSlowdown), so that loads on a fast and a slow machine emulate the same phone and
//   compare.
// Each run's score, FCP, LCP, TBT, CLS and the machine's CPU benchmark index, and their medians; of each screen's
// last fixed-phone run, where the main thread's time went, by kind of work and by script. A run whose trace
// Lighthouse failed to record (its message says to run it again) is run again, at most three times a screen, and
// counted as `retriedRuns`. Then Lighthouse's SEO category (mobile) of an article's page and a match centre, as a
// crawler finds them: the score and the audits that failed. Chromium is Debian's (CHROME_PATH, default
// /usr/bin/chromium). Asserts nothing.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { auditFlowArtifacts } from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import pg from 'pg';
import { gzippedFiles, initialJavaScript, scriptsOf } from './first-load.mjs';
import { median } from './median.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { registerBenchAccount, startBuiltApi } = require(join(root, 'backend/dist-tools/tools/bench/built-api.js'));
const { chromium } = createRequire(join(root, 'frontend/package.json'))('playwright-core');

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, screens: { type: 'string' } } });
const RUNS = Number(values.runs);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const dist = join(root, 'frontend/dist');

/**
 * The same measure of the stack alone (frontend/bench/stack-floor.tsx: the app's libraries and theme, each used
 * once, built by the app's build): what the first load cannot go below while they stay.
 */
function stackFloorJavaScript() {
  const vite = join(dirname(createRequire(join(root, 'frontend/package.json')).resolve('vite/package.json')), 'bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--config', 'bench/vite.stack-floor.ts', '--logLevel', 'error'], { cwd: join(root, 'frontend'), stdio: 'inherit' });
  const folder = join(tmpdir(), 'isl-stack-floor');
  return gzippedFiles(scriptsOf(readFileSync(join(folder, 'bench/stack-floor.html'), 'utf8')), folder);
}

/** `path` and every chunk it imports statically, however deep. */
function staticImports(path, found = new Set()) {
  if (found.has(path)) return found;
  found.add(path);
  for (const [, chunk] of readFileSync(join(dist, path), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) staticImports(`assets/${chunk}`, found);
  return found;
}

/** What the opened screen adds to the first load, besides the initial JavaScript: its chunk and what it imports. */
function screenJavaScript(screen, initial) {
  const chunk = readdirSync(join(dist, 'assets')).find((name) => name.startsWith(`${screen}-`) && name.endsWith('.js'));
  return gzippedFiles([...staticImports(`assets/${chunk}`)].filter((path) => !initial.files.some((file) => file.path === path)), dist);
}

/** Lighthouse's own trace failures, whose message says to run it again; any other failure ends the benchmark. */
const RUN_AGAIN_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const MAX_RETRIES_PER_PAGE = 3;

/**
 * Lighthouse's own calibration of its CPU slowdown (docs/throttling.md, "CPU throttling", and its CPU throttling
 * calculator): [host's benchmark index, the slowdown that makes it the phone of the mobile preset]; one more for
 * every 233 beyond the last.
 */
const PHONE_CALIBRATION = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

/**
 * The CPU slowdown that makes a host whose Lighthouse benchmark index is `benchmarkIndex` run as the fixed phone:
 * the phone Lighthouse's mobile preset stands for, which its default 4x emulates only on a host of index 1,533.
 * Between two points of the calibration it is read off the straight line through them.
 */
function phoneCpuSlowdown(benchmarkIndex) {
  // The segment that ends above the index; beyond the last point, the last segment drawn on.
  const above = PHONE_CALIBRATION.findIndex(([index]) => index > benchmarkIndex);
  const end = above === -1 ? PHONE_CALIBRATION.length - 1 : Math.max(1, above);
  const [[fromIndex, fromSlowdown], [toIndex, toSlowdown]] = [PHONE_CALIBRATION[end - 1], PHONE_CALIBRATION[end]];
  const slowdown = fromSlowdown + ((benchmarkIndex - fromIndex) * (toSlowdown - fromSlowdown)) / (toIndex - fromIndex);
  return +Math.max(1, slowdown).toFixed(2);
}

/** Lighthouse's default mobile throttling with the CPU slowed `cpuSlowdown` times instead of 4. */
const phoneThrottling = (cpuSlowdown) => ({ ...lighthouseConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown });

/**
 * Each run is a fan's first visit on this phone. Lighthouse clears the origin's caches and service worker itself,
 * but not its cookies or what the page kept (the language cookie the app writes, the count of visits that offers
 * the install, kept api answers): those are cleared too. A signed-in screen gets its session cookie in the
 * browser's jar before the run, not as a header Lighthouse adds: the jar's cookies replace such a header, so once a
 * run had written the language cookie, every signed-in run after it was measured signed out.
 */
const FIRST_VISIT_STORAGE = [...lighthouseConstants.defaultSettings.clearStorageTypes, 'indexeddb', 'local_storage'];

async function startVisit(browser, base, sessionCookie) {
  const [context] = browser.contexts();
  await context.clearCookies();
  if (sessionCookie) await context.addCookies(sessionCookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: base })));
}

/**
 * The CPU index Lighthouse measured as each load of this bench began. On a shared machine one measure swings widely
 * between two loads while the loads themselves run at much the same speed, so the fixed phone's slowdown is chosen
 * for the median of all so far, not for one load's index (docs/benchmarks.md, "The fixed phone").
 */
const measuredIndexes = [];

/**
 * One Lighthouse load of `url` as `visitor` (the browser, and the session cookie of a signed-in screen), loaded
 * again where Lighthouse failed to record its trace (at most `MAX_RETRIES_PER_PAGE` times a screen, counted in
 * `retries.used`), and worked out both ways from the one trace: `asMeasured` by Lighthouse's default,
 * `fixedPhone` as the fixed phone.
 */
async function lighthouseRun(visitor, url, retries) {
  await startVisit(visitor.browser, visitor.base, visitor.sessionCookie);
  const flags = { port: visitor.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], clearStorageTypes: FIRST_VISIT_STORAGE };
  const { lhr, artifacts } = await lighthouse(url, flags);
  if (lhr.runtimeError && RUN_AGAIN_ERRORS.has(lhr.runtimeError.code) && retries.used < MAX_RETRIES_PER_PAGE) {
    retries.used++;
    return lighthouseRun(visitor, url, retries);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  measuredIndexes.push(lhr.environment.benchmarkIndex);
  const throttling = phoneThrottling(phoneCpuSlowdown(median(measuredIndexes)));
  // Lighthouse keeps the settings a trace was gathered with beside it and audits it only with the same ones, so the
  // phone's throttling goes into both.
  const {
    steps: [{ lhr: phoneLhr }],
  } = await auditFlowArtifacts(
    { gatherSteps: [{ artifacts: { ...artifacts, settings: { ...artifacts.settings, throttling } }, flags }] },
    { extends: 'lighthouse:default', settings: { throttling } },
  );
  const requested = lhr.audits['network-requests'].details.items.map((item) => new URL(item.url).pathname);
  return { asMeasured: runOf(lhr), fixedPhone: runOf(phoneLhr), mainThread: mainThreadOf(phoneLhr), requested };
}

/** Where the main thread's time went, by kind of work and by script, as Lighthouse's simulation counts it. */
function mainThreadOf(lhr) {
  return {
    byWork: Object.fromEntries(lhr.audits['mainthread-work-breakdown'].details.items.map((item) => [item.group, Math.round(item.duration)])),
    byScript: lhr.audits['bootup-time'].details.items.map((item) => ({
      script: item.url.replace(/^https?:\/\/[^/]+/, ''),
      runMs: Math.round(item.scripting),
      parseCompileMs: Math.round(item.scriptParseCompile),
    })),
  };
}

/** A run's figures, as one way of working out its load gives them. */
function runOf(lhr) {
  const ms = (audit) => Math.round(lhr.audits[audit].numericValue);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: +lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    // Lighthouse's own measure of this machine's CPU speed, taken as the load starts: its default simulation
    // multiplies the main thread's observed work by 4 whatever the host, so those runs compare only at like indexes.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

const mediansOf = (runs) => Object.fromEntries(Object.keys(runs[0]).map((metric) => [metric, median(runs.map((run) => run[metric]))]));

/** A run that never fetched the screen's code measured some other page (a signed-out visit to the dashboard). */
function assertOpened(screen, { requested }) {
  if (!requested.some((path) => path.startsWith(`/assets/${screen.chunk}-`))) {
    throw new Error(`a run of ${screen.name} never fetched its code (${screen.chunk}): it measured another page`);
  }
}

/** A screen's `RUNS` loads, each worked out as Lighthouse does by default and as the fixed phone. */
async function screenRuns(visitor, screen, url) {
  const runs = [];
  const retries = { used: 0 };
  while (runs.length < RUNS) {
    const run = await lighthouseRun(visitor, url, retries);
    assertOpened(screen, run);
    runs.push(run);
  }
  const way = (name) => runs.map((run) => run[name]);
  return {
    asMeasured: { median: mediansOf(way('asMeasured')), runs: way('asMeasured') },
    fixedPhone: { median: mediansOf(way('fixedPhone')), runs: way('fixedPhone'), mainThreadOfLastRun: runs.at(-1).mainThread },
    retriedRuns: retries.used,
  };
}

/** Lighthouse's SEO category (mobile) of a page: its score, and the audits that count and failed. */
async function seoOf(port, url) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] });
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const counted = lhr.categories.seo.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]);
  return { url, seo: Math.round(lhr.categories.seo.score * 100), failedAudits: counted.filter((audit) => audit.score === 0).map((audit) => audit.id) };
}

async function getJson(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return res.json();
}

/** A published article by a bench fan (the seed writes none), as its author and an editor would leave it. */
async function publishBenchArticle(api) {
  const { email } = await registerBenchAccount(api.base, 'seo', 'Huda');
  const db = new pg.Client({ connectionString: api.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO articles (author_id, title, slug, content, excerpt, status, published_at)
       SELECT id, 'Derby day in Baghdad', 'derby-day-in-baghdad', 'Two goals and a red card at Al-Shaab.', 'Two goals and a red card.', 'published', now()
         FROM users WHERE email = $1`,
      [email],
    );
  } finally {
    await db.end();
  }
  return (await getJson(`${api.base}/api/articles?limit=1`)).items[0];
}

/**
 * The screens measured, as a fan opens them: signed in where the screen is the fan's own. `chunk` names the
 * screen's code in the build.
 */
const screensOf = ({ article, liveMatch }) => [
  { name: 'landing', path: '/', chunk: 'LandingPage' },
  { name: 'dashboard', path: '/', signedIn: true, chunk: 'DashboardPage' },
  { name: 'matches', path: '/matches', chunk: 'MatchesPage' },
  { name: 'matchCentre', path: `/matches/${liveMatch.id}`, chunk: 'MatchCentrePage' },
  { name: 'weeklySquad', path: '/weekly-squad', signedIn: true, chunk: 'WeeklySquadPage' },
  { name: 'hub', path: '/journalists', chunk: 'JournalistHubPage' },
  { name: 'article', path: `/journalists/articles/${article.id}/${article.slug}`, chunk: 'ArticlePage' },
  { name: 'teams', path: '/teams', chunk: 'TeamsPage' },
  { name: 'settings', path: '/settings', signedIn: true, chunk: 'SettingsPage' },
];

/** One line per screen and way of running: the medians, for the note and docs/benchmarks.md. */
function medianTable(lighthouseByScreen) {
  const lines = ['screen | run as | perf | FCP ms | LCP ms | TBT ms | CLS | CPU index | CPU slowdown'];
  for (const [screen, { asMeasured, fixedPhone }] of Object.entries(lighthouseByScreen)) {
    for (const [way, { median: m }] of Object.entries({ asMeasured, fixedPhone })) {
      lines.push([screen, way, m.performance, m.fcpMs, m.lcpMs, m.tbtMs, m.cls, m.benchmarkIndex, m.cpuSlowdown].join(' | '));
    }
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const api = await startBuiltApi('web', { env: ({ base }) => ({ PUBLIC_URL: base }) });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // A second connection to the same browser, for its cookie jar (startVisit).
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const initial = initialJavaScript(dist);
    const stackFloor = stackFloorJavaScript();
    const { cookie } = await registerBenchAccount(api.base, 'web', 'Bench');
    const article = await publishBenchArticle(api);
    const [liveMatch] = [...(await getJson(`${api.base}/api/matches/live`)), ...(await getJson(`${api.base}/api/matches`))];
    const asked = values.screens?.split(',');
    const screens = screensOf({ article, liveMatch }).filter((screen) => !asked || asked.includes(screen.name));
    const lighthouseByScreen = {};
    for (const screen of screens) {
      const visitor = { browser, port: chrome.port, base: api.base, sessionCookie: screen.signedIn ? cookie : undefined };
      lighthouseByScreen[screen.name] = await screenRuns(visitor, screen, `${api.base}${screen.path}`);
    }
    await startVisit(browser, api.base);
    const seo = {
      article: await seoOf(chrome.port, `${api.base}/journalists/articles/${article.id}/${article.slug}`),
      matchCentre: await seoOf(chrome.port, `${api.base}/matches/${liveMatch.id}`),
    };
    process.stdout.write(
      `${JSON.stringify(
        {
          initialJavaScript: initial,
          stackFloorJavaScript: { ...stackFloor, initialOverFloorKB: +(initial.gzipKB - stackFloor.gzipKB).toFixed(1) },
          screenJavaScript: Object.fromEntries(screens.map((screen) => [screen.name, screenJavaScript(screen.chunk, initial)])),
          lighthouse: { formFactor: 'mobile', runsPerScreen: RUNS, ...lighthouseByScreen, seo },
        },
        null,
        2,
      )}\n`,
    );
    process.stdout.write(medianTable(lighthouseByScreen));
  } finally {
    await browser.close();
    chrome.kill();
    await api.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
