import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitUntilHealthy } from '@isl/test-support';
import type { Browser, Page } from 'playwright-core';
import ar from '../src/locales/ar.json';
import en from '../src/locales/en.json';
import ku from '../src/locales/ku.json';
import { launchBrowser, newPage, screenshot, seriousViolations, signUpOnPage, SMALL_PHONE } from './support/browser';
import { controlledByServiceWorker, setPhoneOffline } from './support/network';
import { approvedJournalist, pageIn, publishedArticle, signUpEditor } from './support/newsroom';
import { API_MAIN, E2E_API_SETTINGS, WEB_DIST } from './support/server';

// A fan on a phone that loses its network: the screens they visited open offline from what the service worker
// kept, with the time it was last updated; a screen never visited says so instead of a browser error; and a build
// deployed while a page is open never mixes with it.
const TEXTS = { en, ar, ku } as const;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What the service worker keeps on the phone: every cached answer's size, by cache. */
const keptBytes = (page: Page) =>
  page.evaluate(async () => {
    const sizes: Record<string, number> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      let bytes = 0;
      for (const request of await cache.keys()) bytes += (await (await cache.match(request))!.blob()).size;
      sizes[name] = bytes;
    }
    return sizes;
  });

/** The shell's line saying when what is on screen was last updated (the live panel has a line of its own). */
const offlineNotice = (page: Page, language: keyof typeof TEXTS) => page.getByRole('status').filter({ hasText: TEXTS[language].offline.lastUpdated.split('{{')[0] });

/** An article published by a journalist and never opened on the fan's phone. */
async function articleNeverRead() {
  const [writer, editor] = await Promise.all([pageIn(browser, 'en'), pageIn(browser, 'en')]);
  try {
    await signUpEditor(editor.page, 'Editor');
    await approvedJournalist(writer.page, editor.page, 'Writer');
    return await publishedArticle(writer.page, editor.page, { title: 'Erbil hold on at Franso Hariri', content: 'A late save kept the point.', category: 'news' });
  } finally {
    await Promise.all([writer.context.close(), editor.context.close()]);
  }
}

describe('offline', () => {
  it('opens the visited dashboard and matches offline with their last update; an unvisited article says it is not kept', async () => {
    const { context, page } = await newPage(browser, SMALL_PHONE, { bypassCSP: true });
    await page.goto('/');
    await signUpOnPage(page, 'Karwan');
    await page.goto('/');
    await controlledByServiceWorker(page);
    // Visited with the worker in control, so that their reads are kept.
    await page.goto('/matches');
    await page.locator('[data-match-id]').first().waitFor();
    await page.goto('/');
    await page.getByRole('table').first().waitFor();
    const article = await articleNeverRead();
    console.log(`kept by the service worker after the visit (bytes, uncompressed): ${JSON.stringify(await keptBytes(page))}`);

    await setPhoneOffline(context, true);
    for (const language of ['en', 'ar', 'ku'] as const) {
      const t = TEXTS[language];
      await page.evaluate((code) => localStorage.setItem('language', code), language);
      await page.reload();
      const notice = offlineNotice(page, language);
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(new RegExp(`^${t.offline.offline} ${t.offline.lastUpdated.split('{{')[0]}`));
      await page.getByRole('table').first().waitFor();
      expect(await page.getByRole('table').first().locator('tbody tr').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'en' ? 'ltr' : 'rtl');
      await screenshot(page, `offline-01-dashboard-${language}`);
      expect(await seriousViolations(page)).toEqual([]);
    }

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/matches');
    await page.locator('[data-match-id]').first().waitFor();
    await offlineNotice(page, 'en').waitFor();

    await page.goto(`/journalists/articles/${article.id}`);
    await page.getByText(en.offline.notKept).waitFor();
    await page.getByText(en.offline.notKeptHint).waitFor();
    await screenshot(page, 'offline-02-article-not-kept-en');

    // Back online, the screens read the api again and the line goes.
    await page.goto('/');
    await page.getByRole('table').first().waitFor();
    await setPhoneOffline(context, false);
    await offlineNotice(page, 'en').waitFor({ state: 'detached' });
    await context.close();
  });
});

/** Every hashed file name of a build (`name-HASH.ext` under assets/), by its hash. */
const hashesOf = (dist: string) => readdirSync(join(dist, 'assets')).flatMap((name) => /-([\w-]{8})\.\w+$/.exec(name)?.[1] ?? []);

/**
 * The next build, made from this one: every hashed file under a new name (its hash changed, as a code change
 * does), with the references to it in the scripts, the shell and the service worker's precache list, whose
 * revision of the shell changes with it. The precompressed twins are left out: the api sends the files as they are.
 */
function nextBuild(from: string): string {
  const to = mkdtempSync(join(tmpdir(), 'isl-next-build-'));
  cpSync(from, to, { recursive: true, filter: (path) => !/\.(gz|br)$/.test(path) });
  const renamed = new Map(hashesOf(to).map((hash) => [hash, createHash('sha256').update(`next:${hash}`).digest('base64url').slice(0, 8)]));
  const rewrite = (text: string) => text.replace(/-([\w-]{8})\.(js|css|woff2?|svg)/g, (whole, hash: string, extension: string) => (renamed.has(hash) ? `-${renamed.get(hash)}.${extension}` : whole));
  for (const name of readdirSync(join(to, 'assets'))) {
    const path = join(to, 'assets', name);
    if (/\.(js|css)$/.test(name)) writeFileSync(path, rewrite(readFileSync(path, 'utf8')));
    const newName = rewrite(name);
    if (newName !== name) renameSync(path, join(to, 'assets', newName));
  }
  const oldShell = createHash('md5').update(readFileSync(join(from, 'index.html'))).digest('hex');
  writeFileSync(join(to, 'index.html'), rewrite(readFileSync(join(to, 'index.html'), 'utf8')));
  const newShell = createHash('md5').update(readFileSync(join(to, 'index.html'))).digest('hex');
  writeFileSync(join(to, 'sw.js'), rewrite(readFileSync(join(to, 'sw.js'), 'utf8')).replace(oldShell, newShell));
  return to;
}

/** The built api on `port`, on the journeys' database, serving the web app in `webDist`: one deploy of it. */
async function deployApi(port: number, webDist: string): Promise<ChildProcess> {
  const settings = JSON.parse(process.env[E2E_API_SETTINGS] ?? '{}') as Record<string, string>;
  const base = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, [API_MAIN], {
    env: { ...process.env, ...settings, PORT: String(port), PUBLIC_URL: base, SEED: 'false', WEB_DIST: webDist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilHealthy(base, api);
  return api;
}

/** A move to another screen inside the app, as a tap on a link makes it (no page load). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const stopped = (api: ChildProcess) => new Promise((resolve) => (api.exitCode !== null ? resolve(null) : (api.once('exit', resolve), api.kill('SIGTERM'))));

/** The build's files this page has loaded (scripts, styles, fonts), by their hash. */
const loadedHashes = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => /\/assets\/[^/]*-([\w-]{8})\.\w+$/.exec(new URL(entry.name).pathname)?.[1])
      .filter((hash): hash is string => Boolean(hash)),
  );

describe('a new build deployed while a page is open', () => {
  it('keeps the open page on its own build, says a new version is ready, and loads only the new one on the next navigation', async () => {
    const port = await freePort();
    const firstBuild = WEB_DIST;
    const secondBuild = nextBuild(firstBuild);
    const [firstHashes, secondHashes] = [new Set(hashesOf(firstBuild)), new Set(hashesOf(secondBuild))];
    let api = await deployApi(port, firstBuild);
    const context = await browser.newContext({ viewport: SMALL_PHONE, baseURL: `http://127.0.0.1:${port}` });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await controlledByServiceWorker(page);

      await stopped(api);
      api = await deployApi(port, secondBuild);

      // The open page goes on with its own build: the teams screen's code, never loaded yet, is gone from the
      // server but kept by the worker that serves this page.
      await navigateInApp(page, '/teams');
      await page.getByRole('heading', { level: 1, name: en.teams.title }).waitFor();
      expect((await loadedHashes(page)).filter((hash) => !firstHashes.has(hash))).toEqual([]);

      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await page.getByRole('status').filter({ hasText: en.offline.updateReady }).waitFor({ timeout: 30_000 });
      await screenshot(page, 'offline-03-new-version-ready-en');

      // The next navigation loads the page whole from the new build.
      const reloaded = page.waitForEvent('load');
      await navigateInApp(page, '/matches');
      await reloaded;
      await page.locator('[data-match-id]').first().waitFor();
      const loaded = await loadedHashes(page);
      expect(loaded.length).toBeGreaterThan(0);
      expect(loaded.filter((hash) => !secondHashes.has(hash))).toEqual([]);
    } finally {
      await context.close();
      await stopped(api);
      rmSync(secondBuild, { recursive: true, force: true });
    }
  });
});
