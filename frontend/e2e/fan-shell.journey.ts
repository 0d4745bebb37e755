import type { Browser, Page, Response } from 'playwright-core';
import ar from '../src/locales/ar.json';
import en from '../src/locales/en.json';
import { launchBrowser, newPage, PHONE, screenshot, scrollThrough, seriousViolations, signUpOnPage, SMALL_PHONE, uniqueEmail } from './support/browser';
import { baseUrl } from './support/server';

// What a fan does on a first visit, in English, Arabic and Kurdish, against the real api and database.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function register(page: Page, firstName: string) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Join the League' }).first().click();
  await page.waitForURL(/\/login/);
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const form = page.getByRole('tabpanel', { name: 'Create Account' });
  await form.getByLabel('E-mail').fill(uniqueEmail('fan'));
  await form.getByLabel('Password').fill('a long enough password');
  await form.getByLabel('First name').fill(firstName);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('button', { name: /^(Language|اللغة|زمان):/ }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

const tableRows = (page: Page) => page.getByRole('table').first().locator('tbody tr');

describe('a fan in three languages', () => {
  it('lands, registers, and sees the dashboard with the 20-club table', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toMatch(/\S/);
    await page.getByRole('link', { name: 'Explore Teams' }).waitFor();
    await page.getByRole('link', { name: "Join Now - It's Free!" }).waitFor();
    await screenshot(page, 'shell-01-landing-en');

    await register(page, 'Zahraa');
    // The name is bidi-isolated inside the sentence, so it is matched as a pattern.
    await page.getByRole('heading', { name: /^Welcome back, \W?Zahraa\W?!$/ }).waitFor();
    await tableRows(page).nth(19).waitFor();
    expect(await tableRows(page).count()).toBe(20);
    await expect(page.getByRole('table').first().textContent()).resolves.toContain('Al-Shorta');
    await screenshot(page, 'shell-02-dashboard-en');

    await chooseLanguage(page, 'العربية');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await page.getByRole('navigation').getByText('جدول الترتيب').first().waitFor();
    await expect(page.getByRole('table').first().textContent()).resolves.toContain('الشرطة');
    await screenshot(page, 'shell-03-dashboard-ar');

    await page.reload();
    await page.getByRole('heading', { name: /^أهلاً بعودتك يا \W?Zahraa\W?!$/ }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, localStorage.getItem('language')])).toEqual(['rtl', 'ar']);

    await chooseLanguage(page, 'کوردی');
    // Sorani's tag is ckb ('ku' would say Kurmanji in Latin script).
    await page.waitForFunction(() => document.documentElement.lang === 'ckb');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('navigation').getByText('تیپەکان').first().waitFor();
    await expect(page.getByRole('table').first().textContent()).resolves.toContain('شوڕتە');
    await screenshot(page, 'shell-04-dashboard-ku');
    await context.close();
  });

  it('searches the teams, opens a squad and comes back', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/teams');
    await page.getByRole('heading', { name: 'Teams & Squads' }).waitFor();
    await page.getByLabel('Search teams').fill('erbil');
    await page.getByRole('button', { name: 'View Squad' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'View Squad' }).count()).toBe(1);
    await screenshot(page, 'shell-05-teams-search');
    await page.getByRole('button', { name: 'View Squad' }).click();
    await page.getByRole('button', { name: 'Back to Teams' }).waitFor();
    await page.getByText('Franso Hariri Stadium').first().waitFor();
    await screenshot(page, 'shell-06-squad');
    await page.getByRole('button', { name: 'Back to Teams' }).click();
    await page.getByLabel('Search teams').waitFor();
    await context.close();
  });

  it('switches the Matches tabs between Upcoming and Results', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/matches');
    await page.getByRole('tab', { name: 'Upcoming', selected: true }).waitFor();
    // A fixture's row starts with its kick-off time; a result's with FT.
    await page.getByRole('tabpanel').getByRole('link').filter({ hasText: /^\d{2}:\d{2}/ }).first().waitFor();
    await screenshot(page, 'shell-07-matches-upcoming');
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.getByRole('tabpanel').getByRole('link').filter({ hasText: /^FT/ }).first().waitFor();
    await screenshot(page, 'shell-08-matches-results');
    await context.close();
  });

  it('shows the 404 view for an unknown path', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no-such-page');
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await screenshot(page, 'shell-09-not-found');
    await context.close();
  });

  it("shows in the header the logo file the page's icon is, not a copy inlined into the script", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no-such-page');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toMatch(/^\/assets\/logo-[\w-]+\.svg$/);
    await expect(page.getByRole('banner').locator('img').first().getAttribute('src')).resolves.toBe(icon);
    await context.close();
  });

  it("shows the language's flag from a file of its own, not inlined into the first script", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no-such-page');
    const flag = page.getByRole('button', { name: 'Language: English' }).locator('img');
    await expect(flag.getAttribute('src')).resolves.toMatch(/^\/assets\/gb-[\w-]+\.svg$/);
    await expect(flag.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth))).resolves.toBeGreaterThan(0);
    await context.close();
  });

  it("draws with Chakra's page-wide CSS from the page itself, which no script makes again", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const drawn = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      brandSolid: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-solid').trim(),
      boxSizing: getComputedStyle(document.body).boxSizing,
      layers: (document.getElementById('chakra-global-css')?.textContent ?? '').match(/@layer (reset|base|tokens)\{/g),
      // Emotion inserts its rules into its sheets (not as text) in production: read them as the browser holds them.
      insertedTokens: [...document.querySelectorAll('style[data-emotion]')].filter((style) =>
        [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].some((rule) => rule.cssText.includes('--chakra-colors-gray-50:')),
      ).length,
      emotionSheets: document.querySelectorAll('style[data-emotion]').length,
    }));
    // bg.subtle is gray.50; brand.solid is the brand's 700 step (#126640); the reset makes every box border-box.
    expect(drawn).toEqual({ background: 'rgb(250, 250, 250)', brandSolid: '#126640', boxSizing: 'border-box', layers: ['@layer reset{', '@layer base{', '@layer tokens{'], insertedTokens: 0, emotionSheets: expect.any(Number) });
    expect(drawn.emotionSheets).toBeGreaterThan(0);
    await context.close();
  });

  it('asks for the fonts once the screen has painted its first words, then draws in them', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/teams');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const drawnIn = await page.waitForFunction(() => {
      const loaded = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family} ${face.weight}`);
      return loaded.includes('Noto Sans 400') && loaded.includes('Noto Sans 700') && loaded;
    });
    const timings = await page.evaluate(async () => {
      const candidates = await new Promise<PerformanceEntryList>((resolve) => new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true }));
      // The first words the app drew: the page's own crest, painted from the HTML and replaced since, is no word.
      const firstWords = candidates.find((entry) => {
        const { element } = entry as PerformanceEntry & { element: Element | null };
        return element?.isConnected && element.tagName !== 'IMG';
      });
      return { firstWordsAt: firstWords?.startTime, fontsAskedAt: performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).map((entry) => entry.startTime) };
    });
    expect(timings.firstWordsAt).toEqual(expect.any(Number));
    expect(timings.fontsAskedAt.length).toBeGreaterThan(0);
    expect(timings.fontsAskedAt.filter((askedAt) => askedAt < timings.firstWordsAt!)).toEqual([]);
    expect(await drawnIn.jsonValue()).toEqual(expect.arrayContaining(['Noto Sans 400', 'Noto Sans 700']));
    await context.close();
  });

  it("runs the first load's chunks one after another, libraries first, each one the page preloads", async () => {
    const page = await (await fetch(`${baseUrl()}/`, { headers: { accept: 'text/html' } })).text();
    const entry = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)">/.exec(page)?.[1];
    const preloaded = [...page.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+\.js)">/g)].map(([, name]) => name);
    const code = await (await fetch(`${baseUrl()}${entry}`)).text();
    // Each dynamic import evaluates in a task of its own; a static one would evaluate with the rest, in one.
    expect(code).not.toMatch(/\bimport\s*["{*\w]/);
    const chained = [...code.matchAll(/import\("\.\/([^"]+\.js)"\)/g)].map(([, name]) => name);
    expect(chained.map((name) => name.replace(/-[\w-]{8}\.js$/, ''))).toEqual(['rolldown-runtime', 'react', 'vendor', 'chakra', 'app']);
    expect([...chained].sort()).toEqual([...preloaded].sort());
  });

  it('builds the anatomies of the components the app draws, and of no other (vite.pure-anatomies.ts)', async () => {
    const page = await (await fetch(`${baseUrl()}/`, { headers: { accept: 'text/html' } })).text();
    const preloaded = [...page.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g)].map(([, path]) => path);
    const code = (await Promise.all(preloaded.map(async (path) => (await fetch(`${baseUrl()}${path}`)).text()))).join('\n');
    // An anatomy is made from its component's name, a string literal in whichever quotes the minifier chose.
    const anatomyNamed = (name: string) => new RegExp(`[\`"']${name}[\`"']`).test(code);
    expect(['table', 'toast', 'stat'].filter(anatomyNamed)).toEqual(['table', 'toast', 'stat']);
    expect(['carousel', 'color-picker', 'date-picker', 'qr-code', 'tree-view'].filter(anatomyNamed)).toEqual([]);
  });

  it('sends the first load\'s scripts compressed as the build made them, each decoding to the file itself', async () => {
    const page = await (await fetch(`${baseUrl()}/`, { headers: { accept: 'text/html' } })).text();
    const scripts = [...page.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map(([, path]) => path);
    expect(scripts.length).toBeGreaterThanOrEqual(5);
    for (const script of scripts) {
      const file = await (await fetch(`${baseUrl()}${script}`, { headers: { 'accept-encoding': 'identity' } })).text();
      for (const encoding of ['gzip', 'br']) {
        // fetch decodes the body it is sent, so a damaged variant fails here or differs from the file.
        const sent = await fetch(`${baseUrl()}${script}`, { headers: { 'accept-encoding': encoding } });
        expect([script, sent.headers.get('content-encoding')]).toEqual([script, encoding]);
        expect(await sent.text()).toBe(file);
      }
    }
  });

  it("runs React Router's production build, without the development build's warnings or its framework mode", async () => {
    const { context, page } = await newPage(browser);
    const scripts: Promise<string>[] = [];
    const readScript = (response: Response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
    };
    page.on('response', readScript);
    await page.goto('/no-such-page');
    await page.getByText('404 Page Not Found').waitFor();
    // The scripts the page has run so far; those fetched later (the header's menus) would be read after it closes.
    page.off('response', readScript);
    const code = (await Promise.all(scripts)).join('\n');
    expect(code).toContain('You cannot render a <Router> inside another <Router>'); // the router is among them
    expect(code).not.toContain('No routes matched location');
    // Route discovery and prefetching, which its Link carries (vite.react-router.ts, components/RouterLink.tsx).
    expect(code).not.toContain('You must render this element inside a <HydratedRouter> element');
    await context.close();
  });

  it('checks the session once per visit, with the check index.html sends before any script has run', async () => {
    const { context, page } = await newPage(browser);
    // Who started each session check: 'parser' is the page's <link rel=preload>, 'script' a fetch by the app's code.
    const sessionChecks: string[] = [];
    const devtools = await context.newCDPSession(page);
    devtools.on('Network.requestWillBeSent', ({ request, initiator }) => {
      if (new URL(request.url).pathname === '/api/auth/user') sessionChecks.push(initiator.type);
    });
    await devtools.send('Network.enable');
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore Teams' }).waitFor();
    expect(sessionChecks).toEqual(['parser']);

    await register(page, 'Huda');
    const welcome = page.getByRole('heading', { name: /^Welcome back, \W?Huda\W?!$/ });
    await welcome.waitFor();
    sessionChecks.length = 0;
    await page.reload();
    await welcome.waitFor();
    expect(sessionChecks).toEqual(['parser']);
    await context.close();
  });

  it("fetches the other screens' strings with the first other screen, in the language read", async () => {
    const { context, page } = await newPage(browser);
    const catalogueParts: string[] = [];
    page.on('request', (request) => {
      const part = /\/assets\/(\w+\.(?:first|screens))-/.exec(request.url());
      if (part) catalogueParts.push(part[1]);
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore Teams' }).waitFor();
    expect(catalogueParts).toEqual(['en.first']);

    await page.getByRole('navigation').getByRole('link', { name: 'News' }).click();
    await page.getByRole('heading', { name: en.hub.title }).waitFor();
    expect(catalogueParts).toEqual(['en.first', 'en.screens']);

    await chooseLanguage(page, 'العربية');
    await page.getByRole('heading', { name: ar.hub.title }).waitFor();
    expect(catalogueParts.sort()).toEqual(['ar.first', 'ar.screens', 'en.first', 'en.screens']);
    await context.close();
  });

  it("draws the dashboard's foot on a phone as the fan scrolls to it, with its requests, and not before", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const roundRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/matches\?round=/.test(request.url())) roundRequests.push(request.url());
    });
    await page.goto('/');
    await signUpOnPage(page, 'Sara');
    await page.reload();
    await tableRows(page).nth(19).waitFor();
    await page.waitForLoadState('networkidle');
    const goals = page.getByRole('heading', { name: en.goalsOfTheWeek.title });
    const partners = page.getByRole('heading', { name: en.dashboard.partners.title });
    expect([await goals.count(), await partners.count(), roundRequests]).toEqual([0, 0, []]);

    // As a thumb does: a screen at a time, down to the foot of the page.
    for (let screens = 0; screens < 8; screens++) await page.mouse.wheel(0, PHONE.height);
    await partners.waitFor();
    await goals.waitFor();
    expect(roundRequests).toHaveLength(1);
    await page.getByRole('link', { name: new RegExp(`^${en.goalsOfTheWeek.watch}`) }).first().waitFor();
    await screenshot(page, 'shell-11-dashboard-foot-phone');
    await context.close();
  });

  it('folds the navigation into a Menu on a phone, which closes once a link is chosen', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Teams' }).isVisible()).toBe(false);
    await menu.click();
    await page.getByRole('menuitem', { name: 'Teams' }).click();
    await page.waitForURL(/\/teams$/);
    await page.getByRole('heading', { name: 'Teams & Squads' }).waitFor();
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await screenshot(page, 'shell-10-phone-menu');
    await context.close();
  });

  it("says a screen whose code did not arrive did not load, keeps the header, and loads it on Retry", async () => {
    const { context, page } = await newPage(browser, SMALL_PHONE);
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await page.goto('/');
    await page.getByRole('link', { name: ar.landing.exploreTeams }).waitFor();
    // The fan's connection drops before they open the teams: that screen's code cannot be fetched.
    const teamsScreen = /\/assets\/TeamsPage-[\w-]+\.js$/;
    await page.route(teamsScreen, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: ar.nav.menu }).click();
    await page.getByRole('menuitem', { name: ar.nav.teams }).click();
    await page.getByRole('heading', { name: ar.errors.screenNotLoaded.title }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: ar.app.leagueName }).waitFor();
    await screenshot(page, 'shell-11-screen-not-loaded-ar');

    await page.unroute(teamsScreen);
    await page.getByRole('button', { name: ar.errors.retry }).click();
    await page.getByRole('heading', { name: ar.teams.title }).waitFor();
    await context.close();
  });
});

describe('accessibility (axe-core)', () => {
  it.each(['en', 'ar'])('finds no serious or critical violation on landing, dashboard, teams and matches in %s', async (language) => {
    const { context, page } = await newPage(browser, undefined, { bypassCSP: true });
    await page.addInitScript((code) => localStorage.setItem('language', code), language);
    await page.goto('/');
    await page.locator('main h1').first().waitFor();
    const found: Record<string, string[]> = { landing: await seriousViolations(page) };
    await signUpOnPage(page, 'Ali');
    await page.goto('/');
    await tableRows(page).nth(19).waitFor();
    // The whole dashboard, its foot included (drawn as the fan scrolls to it).
    await scrollThrough(page);
    await page.getByRole('heading', { name: language === 'en' ? en.dashboard.partners.title : ar.dashboard.partners.title }).waitFor();
    await page.waitForLoadState('networkidle');
    found.dashboard = await seriousViolations(page);
    for (const path of ['/teams', '/matches']) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      found[path] = await seriousViolations(page);
    }
    expect(found).toEqual({ landing: [], dashboard: [], '/teams': [], '/matches': [] });
    await context.close();
  });
});
