#!/usr/bin/env node
// `npm run bench:web -- [--runs 5]`: the web app's first load. Prints the JavaScript a first visit downloads before
// the first render, gzipped as sent and as zlib's level 9 would have it (the measure before the build's gzip was
// Zopfli), as scripts/first-load.mjs measures it (and `npm run check:first-load` holds it to its budget); the
// same measure of a page made of the app's libraries and theme alone (the stack floor, frontend/bench/stack-floor.tsx)
// and the first load's excess over it; and what the landing page's and the dashboard's own screen code adds to the first load; then
// Lighthouse's mobile performance (its default: a mid-range phone on a slow 4G link, simulated) for the landing
// page (signed out) and the dashboard (signed in), each run `runs` times against the built api serving the built
// web app on a fresh seeded database: score, FCP, LCP, TBT, CLS and the machine's CPU benchmark index of every run,
// and their medians. A run whose trace Lighthouse failed to record (its message says to run it again) is run again,
// at most three times a page, and counted as `retriedRuns`. Then Lighthouse's SEO category (mobile) of an
// article's page and a match centre, as a crawler finds them: the score and the audits that failed. Chromium is
// Debian's (CHROME_PATH, default /usr/bin/chromium). Asserts nothing.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';
import { gzippedFiles, initialJavaScript, scriptsOf } from './first-load.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { registerBenchAccount, startBuiltApi } = require(join(root, 'backend/dist-tools/tools/bench/built-api.js'));

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
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

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Lighthouse's own trace failures, whose message says to run it again; any other failure ends the benchmark. */
const RUN_AGAIN_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const MAX_RETRIES_PER_PAGE = 3;

async function lighthouseRuns(port, url, extraHeaders) {
  const runs = [];
  let retriedRuns = 0;
  while (runs.length < RUNS) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders });
    if (lhr.runtimeError && RUN_AGAIN_ERRORS.has(lhr.runtimeError.code) && retriedRuns < MAX_RETRIES_PER_PAGE) {
      retriedRuns++;
      continue;
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const ms = (audit) => Math.round(lhr.audits[audit].numericValue);
    runs.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      cls: +lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
      // Lighthouse's own measure of this machine's CPU speed: its simulation multiplies the main thread's observed
      // work by 4 whatever the host, so TBT is comparable only between runs with similar indexes.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    });
  }
  const medians = Object.fromEntries(Object.keys(runs[0]).map((metric) => [metric, median(runs.map((run) => run[metric]))]));
  return { median: medians, runs, retriedRuns };
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

async function main() {
  const api = await startBuiltApi('web', { env: ({ base }) => ({ PUBLIC_URL: base }) });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const initial = initialJavaScript(dist);
    const stackFloor = stackFloorJavaScript();
    const landing = await lighthouseRuns(chrome.port, `${api.base}/`);
    const dashboard = await lighthouseRuns(chrome.port, `${api.base}/`, { Cookie: (await registerBenchAccount(api.base, 'web', 'Bench')).cookie });
    const article = await publishBenchArticle(api);
    const [match] = await getJson(`${api.base}/api/matches`);
    const seo = {
      article: await seoOf(chrome.port, `${api.base}/journalists/articles/${article.id}/${article.slug}`),
      matchCentre: await seoOf(chrome.port, `${api.base}/matches/${match.id}`),
    };
    process.stdout.write(
      `${JSON.stringify(
        {
          initialJavaScript: initial,
          stackFloorJavaScript: { ...stackFloor, initialOverFloorKB: +(initial.gzipKB - stackFloor.gzipKB).toFixed(1) },
          screenJavaScript: { landing: screenJavaScript('LandingPage', initial), dashboard: screenJavaScript('DashboardPage', initial) },
          lighthouse: { formFactor: 'mobile', runsPerPage: RUNS, landing, dashboard, seo },
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    chrome.kill();
    await api.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
