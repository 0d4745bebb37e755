import { localizedName, type MatchResponse, type PlayerResponse, type TeamResponse } from '@isl/contracts';
import type { Browser, Page } from 'playwright-core';
import ar from '../src/locales/ar.json';
import en from '../src/locales/en.json';
import ku from '../src/locales/ku.json';
import { fetchJson, LAPTOP, launchBrowser, newPage, screenshot, scrollThrough, seriousViolations, signUpOnPage, SMALL_PHONE } from './support/browser';

// Issue 15, the look: on a 360 px phone in English, Arabic and Kurdish the league table keeps its points column
// in view and no screen scrolls sideways; from tablet width the table has every column; axe finds nothing
// serious on any screen in English and Arabic, on a phone and on a laptop; and the dashboard, table, matches,
// match centre and teams are photographed at both widths in English and Arabic (artifacts/screenshots, e.g.
// table-360-ar.png). Issue 36: on that phone club names are neither cut nor split inside a word, prediction
// cards and a club's squad are dense, and the Weekly Squad pitch keeps left on the left in every language.
const TEXTS = { en, ar, ku } as const;
type Language = keyof typeof TEXTS;
const STEP_TIMEOUT_MS = 240_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A signed-in fan's page in this language, at this size (axe needs the page's CSP set aside). */
async function fanPage(language: Language, viewport: { width: number; height: number }) {
  const opened = await newPage(browser, viewport, { bypassCSP: true });
  await opened.page.addInitScript((code) => localStorage.setItem('language', code), language);
  await opened.page.goto('/');
  await signUpOnPage(opened.page, 'Layla');
  return opened;
}

/** Waits until a screen has its heading and nothing is still loading. */
async function settled(page: Page): Promise<void> {
  const loaded = async () => {
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => !document.querySelector('main .chakra-spinner, main .chakra-skeleton'));
  };
  await page.locator('main h1').first().waitFor();
  await loaded();
  // Then the sections drawn as the fan scrolls to them, once the page above them has its full length.
  await scrollThrough(page);
  await loaded();
}

/**
 * What makes the page wider than the window, if anything: up to five elements sticking out on either side
 * (in a right-to-left page the overflow is on the left), named well enough to find.
 */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .slice(-5)
      .map((element) => `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 40)}`);
  });
}

/** A match centre worth opening: a live match, else the latest result (other journeys may have finished them). */
async function featuredMatch(page: Page): Promise<MatchResponse> {
  const [live] = await fetchJson<MatchResponse[]>(page, '/api/matches/live');
  return live ?? (await fetchJson<MatchResponse[]>(page, '/api/matches/recent?limit=1'))[0];
}

/** Every screen a fan reaches, each opened as a fan would and waited on until it has loaded. */
function fanScreens(t: (typeof TEXTS)[Language], matchIds: { featured: number; fixture: number }): [string, (page: Page) => Promise<void>][] {
  const visit = (path: string) => async (page: Page) => {
    await page.goto(path);
    await settled(page);
  };
  return [
    ['dashboard', visit('/')],
    ['teams', visit('/teams')],
    [
      'squad',
      async (page) => {
        await visit('/teams')(page);
        await page.getByRole('button', { name: t.teams.viewSquad }).first().click();
        await page.getByRole('button', { name: t.teams.squad.back }).waitFor();
        await page.locator('main ul li').first().waitFor();
      },
    ],
    ['matches', visit('/matches')],
    [
      'results',
      async (page) => {
        await visit('/matches')(page);
        await page.getByRole('tab', { name: t.matches.results }).click();
        await page.getByRole('tabpanel').locator('a[href^="/matches/"]').first().waitFor();
      },
    ],
    ['match centre', visit(`/matches/${matchIds.featured}`)],
    ['fixture', visit(`/matches/${matchIds.fixture}`)],
    ['predictions', visit('/predictions')],
    ['my predictions', visit('/my-predictions')],
    ['weekly squad', visit('/weekly-squad')],
    ['journalists', visit('/journalists')],
    ['journalist application', visit('/journalist-apply')],
    ['settings', visit('/settings')],
    ['not found', async (page) => {
      await page.goto('/no-such-page');
      await page.getByText(t.notFound.title).waitFor();
    }],
  ];
}

/** The league table's points column and every row's points and five form dots lie inside the window. */
function pointsInView(page: Page, pointsHeading: string) {
  return page.evaluate((heading) => {
    const table = document.querySelector('main table') as HTMLTableElement;
    const headers = [...table.querySelectorAll('thead th')];
    const column = headers.findIndex((th) => th.textContent?.trim() === heading);
    const width = document.documentElement.clientWidth;
    const inView = (element: Element | undefined) => {
      const box = element?.getBoundingClientRect();
      return Boolean(box && box.width > 0 && box.left >= 0 && box.right <= width);
    };
    const rows = [...table.querySelectorAll('tbody tr')];
    return {
      header: inView(headers[column]),
      pointsShown: rows.filter((row) => inView(row.children[column]) && /^\d+$/.test(row.children[column].textContent ?? '')).length,
      formShown: rows.filter((row) => {
        const dots = row.lastElementChild?.querySelector('[aria-hidden="true"]');
        return inView(row.lastElementChild ?? undefined) && dots?.children.length === 5;
      }).length,
    };
  }, pointsHeading);
}

describe.each(['en', 'ar', 'ku'] as const)('on a 360 px phone in %s', (language) => {
  it(
    'shows the table\'s points without scrolling, scrolls no screen sideways, and axe finds nothing serious',
    async () => {
      const t = TEXTS[language];
      const { context, page } = await fanPage(language, SMALL_PHONE);
      await page.goto('/');
      await settled(page);
      await page.locator('main table tbody tr').nth(19).waitFor();
      expect(await pointsInView(page, t.leagueTable.columns.points)).toEqual({ header: true, pointsShown: 20, formShown: 20 });

      const [fixture] = await fetchJson<MatchResponse[]>(page, '/api/matches/upcoming?limit=1');
      const screens = fanScreens(t, { featured: (await featuredMatch(page)).id, fixture: fixture.id });
      const overflowing: Record<string, string[]> = {};
      const violations: Record<string, string[]> = {};
      for (const [name, open] of screens) {
        await open(page);
        const overflow = await sidewaysOverflow(page);
        if (overflow.length) overflowing[name] = overflow;
        // axe in the two languages of the check; Kurdish shares Arabic's script and layout.
        if (language !== 'ku') {
          const found = await seriousViolations(page);
          if (found.length) violations[name] = found;
        }
      }
      expect(overflowing).toEqual({});
      expect(violations).toEqual({});

      // Signed out: the landing page (with today's matches and the top of the table) and the sign-in page.
      await context.clearCookies();
      for (const path of ['/', '/login']) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        await page.locator('main table tbody tr, main form').first().waitFor();
        expect({ path, overflow: await sidewaysOverflow(page) }).toEqual({ path, overflow: [] });
        if (language !== 'ku') expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
      }
      await context.close();
    },
    STEP_TIMEOUT_MS,
  );
});

/**
 * Every club name shown in `main` that is cut (an ellipsis, a clipped box) or has a word split across two
 * lines ("Al-" / "Karkh"), as "name: what is wrong". A name is found by its text, full or short, whatever
 * element holds it; text kept for screen readers only (a 1 px clipped box) is not what the fan sees.
 */
function brokenClubNames(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate((clubNames) => {
    const shownToEyes = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.clip === 'rect(0px, 0px, 0px, 0px)') return false;
      }
      return true;
    };
    const cut = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (clips && (node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1) && node.matches('a *, li *')) return true;
      }
      return false;
    };
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
      const name = clubNames.find((club) => text!.data.trim() === club || text!.data.trim().split(' ').includes(club));
      const holder = text.parentElement;
      if (!name || !holder || !shownToEyes(holder)) continue;
      if (cut(holder)) problems.push(`${name}: cut`);
      let offset = 0;
      for (const word of text.data.split(' ')) {
        const range = document.createRange();
        range.setStart(text, offset);
        range.setEnd(text, offset + word.length);
        offset += word.length + 1;
        const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
        if (lines.size > 1) problems.push(`${name}: "${word}" split across lines`);
      }
    }
    return [...new Set(problems)];
  }, names);
}

describe.each(['en', 'ar', 'ku'] as const)('a 360 px phone in %s (issue 36)', (language) => {
  const t = TEXTS[language];

  it('keeps club names whole and prediction cards short', async () => {
    const { context, page } = await fanPage(language, SMALL_PHONE);
    const teams = await fetchJson<TeamResponse[]>(page, '/api/teams');
    // Every club's name in this language and each of its words (a short form is one of them: "Karkh", «الجوية»).
    const names = [...new Set(teams.flatMap((team) => [localizedName(team, language), ...localizedName(team, language).split(' ')]))].filter((word) => word.length > 2);
    const broken: Record<string, string[]> = {};
    for (const path of ['/matches', '/predictions']) {
      await page.goto(path);
      await settled(page);
      const found = await brokenClubNames(page, names);
      if (found.length) broken[path] = found;
    }
    expect(broken).toEqual({});

    // The cards still open to predict stay short: about 370 px, then under 210 (issue 36). The exact score and the
    // joker (issue 38) wait behind one button, which adds a line: 217-249 px in the three languages.
    const cardHeights = await page
      .locator('main li')
      .filter({ has: page.getByRole('radiogroup') })
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
    expect(cardHeights.length).toBeGreaterThan(0);
    expect(cardHeights.filter((height) => height > 260)).toEqual([]);
    await screenshot(page, `predict-card-360-${language}`, page.locator('main li').filter({ has: page.getByRole('radiogroup') }).first());
    await context.close();
  });

  it('lists a club\'s squad in compact rows', async () => {
    const { context, page } = await fanPage(language, SMALL_PHONE);
    await page.goto('/teams');
    await settled(page);
    await page.getByRole('button', { name: t.teams.viewSquad }).first().click();
    const squadList = page.locator('main ul').filter({ has: page.locator('li') }).last();
    await squadList.locator('li').nth(20).waitFor();
    // Under 80 px a player: 26 cards of about 126 px made a page of 4,100 px.
    const perPlayer = await squadList.evaluate((list) => list.getBoundingClientRect().height / list.children.length);
    expect(perPlayer).toBeLessThan(80);
    await context.close();
  });

  it('keeps the pitch\'s left on the left: a left-back picked after a right-back stands at LB, names whole', async () => {
    const { context, page } = await fanPage(language, SMALL_PHONE);
    await page.goto('/weekly-squad');
    await page.locator('[data-slot="LB"]').waitFor();
    const players = await fetchJson<PlayerResponse[]>(page, '/api/players/top-rated?limit=600');
    // Names of two words, to see one wrap rather than be cut: of those, the one with the longest word.
    const longestWord = (player: PlayerResponse) => Math.max(...localizedName(player, language).split(/[\s-]/).map((word) => word.length));
    const fit = (position: PlayerResponse['position']) =>
      players
        .filter((p) => p.position === position && !p.isInjured && localizedName(p, language).includes(' '))
        .reduce((longest, p) => (longestWord(p) > longestWord(longest) ? p : longest));
    const [rightBack, leftBack] = [fit('rightBack'), fit('leftBack')];
    for (const player of [rightBack, leftBack]) {
      await page.getByRole('searchbox', { name: t.squad.available.search }).fill(localizedName(player, language));
      await page.getByRole('list', { name: t.squad.available.title }).getByRole('button').filter({ hasText: localizedName(player, language) }).first().click();
    }
    const slot = (key: string) =>
      page.locator(`[data-slot="${key}"]`).evaluate((button) => {
        const name = button.querySelector('p') as HTMLElement;
        // A word broken between two letters ("Mohamm" / "ed") is cut as surely as an ellipsis; after a hyphen a
        // name may break, as print breaks "Al-" / "Shawabkeh".
        const text = name.firstChild as Text;
        const splitWords = [...text.data.matchAll(/[^\s-]+/g)].filter((word) => {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size > 1;
        });
        return {
          left: Math.round(button.getBoundingClientRect().left),
          name: name.innerText.replace(/\s+/g, ' '),
          cut: name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1 || splitWords.length > 0,
        };
      });
    const [lb, rb] = [await slot('LB'), await slot('RB')];
    expect({ lb: lb.name, rb: rb.name, cut: lb.cut || rb.cut }).toEqual({ lb: localizedName(leftBack, language), rb: localizedName(rightBack, language), cut: false });
    expect(lb.left).toBeLessThan(rb.left);
    await screenshot(page, `squad-pitch-360-${language}`, page.getByRole('group', { name: t.squad.pitch }));

    // The armbands are given in the Selected Players list: its rows keep the name, the two armbands and the remove
    // button inside a small phone's width.
    const selected = page.getByRole('list', { name: t.squad.selected.title });
    const captain = new RegExp(`^${t.squad.armbands.captainId.name}: `);
    await selected.getByRole('listitem').filter({ hasText: localizedName(leftBack, language) }).getByRole('button', { name: captain }).click();
    await page.locator('[data-slot="LB"] [data-armband="captainId"]').waitFor();
    expect(await sidewaysOverflow(page)).toEqual([]);
    await screenshot(page, `squad-selected-360-${language}`, selected);
    await context.close();
  });
});

describe('on a tablet (768 px)', () => {
  it.each(['en', 'ar', 'ku'] as const)('shows every column of the table in %s, without scrolling it', async (language) => {
    const t = TEXTS[language];
    const { context, page } = await fanPage(language, { width: 768, height: 1024 });
    await page.goto('/');
    await settled(page);
    await page.locator('main table tbody tr').nth(19).waitFor();
    const shown = await page.evaluate(() => {
      const table = document.querySelector('main table') as HTMLTableElement;
      const region = table.parentElement as HTMLElement;
      const headers = [...table.querySelectorAll('thead th')].filter((th) => th.getBoundingClientRect().width > 0);
      return { headers: headers.map((th) => th.textContent?.trim()), scrolls: region.scrollWidth > region.clientWidth };
    });
    const columns = t.leagueTable.columns;
    expect(shown).toEqual({
      headers: [columns.position, columns.team, columns.played, columns.won, columns.drawn, columns.lost, columns.goalsFor, columns.goalsAgainst, columns.goalDifference, columns.points, columns.form],
      scrolls: false,
    });
    await context.close();
  });
});

describe.each([
  [SMALL_PHONE, 'en'],
  [SMALL_PHONE, 'ar'],
  [LAPTOP, 'en'],
  [LAPTOP, 'ar'],
] as const)('screens at %o in %s', (viewport, language) => {
  it(
    'photographs the dashboard, table, matches, match centre and teams, with nothing serious for axe on a laptop',
    async () => {
      const { context, page } = await fanPage(language, viewport);
      const suffix = `${viewport.width}-${language}`;
      const shots: [string, string][] = [
        ['dashboard', '/'],
        ['matches', '/matches'],
        ['match-centre', `/matches/${(await featuredMatch(page)).id}`],
        ['teams', '/teams'],
      ];
      const violations: Record<string, string[]> = {};
      for (const [name, path] of shots) {
        await page.goto(path);
        await settled(page);
        await screenshot(page, `${name}-${suffix}`);
        if (name === 'dashboard') {
          // The points race loads lazily under the table: it must have come, not its error.
          await page.getByRole('img', { name: TEXTS[language].charts.pointsRace.label }).waitFor();
          await screenshot(page, `table-${suffix}`, page.locator('main section').filter({ has: page.locator('table') }).first());
        }
        if (viewport === LAPTOP) {
          const found = await seriousViolations(page);
          if (found.length) violations[name] = found;
        }
      }
      expect(violations).toEqual({});
      await context.close();
    },
    STEP_TIMEOUT_MS,
  );
});
