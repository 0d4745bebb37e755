import { defaultRound, leagueDate, pageCount, type MatchPage, type MatchResponse, type TeamResponse } from '@isl/contracts';
import { waitFor } from '@isl/test-support';
import type { Browser, Locator, Page } from 'playwright-core';
import ar from '../src/locales/ar.json';
import en from '../src/locales/en.json';
import ku from '../src/locales/ku.json';
import { fetchJson, launchBrowser, newPage, screenshot, seriousViolations, signUpOnPage, sql } from './support/browser';
import { fill } from './support/texts';

// On a 360 px phone in English, Arabic and Kurdish: a match being played is listed above the Matches page's
// lists; the round picker, the club filter and the pages change the list and stay in the address through a
// reload; the match centre shows the kick-off time, the line-ups and the table before kick-off and the live
// table during play; and a fan who predicts sees the crowd's split and the call awaiting its result. No page
// scrolls sideways, and axe finds nothing serious. Screenshots at 360 px and 1366 px.
const TEXTS = { en, ar, ku } as const;
type Language = keyof typeof TEXTS;
const SMALL_PHONE = { width: 360, height: 800 };
const DESKTOP_WIDE = { width: 1366, height: 900 };

let browser: Browser;
/** A match this journey kicks off, so one is live whatever the other journeys did to the seed's. */
let liveMatch: MatchResponse;

async function command(page: Page, matchId: number, body: object): Promise<void> {
  const status = await page.evaluate(
    async ({ url, body }) =>
      (await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
    { url: `/api/admin/matches/${matchId}/commands`, body },
  );
  expect(status).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const operator = await newPage(browser);
  await operator.page.goto('/');
  await sql(`UPDATE users SET role = 'admin' WHERE email = $1`, [await signUpOnPage(operator.page, 'Operator')]);
  // The last match of the next round: the other journeys take this round's and the next fixture.
  const next = await fetchJson<MatchPage>(operator.page, '/api/matches/fixtures?round=33&limit=50');
  liveMatch = next.items.filter((match) => match.status === 'scheduled').at(-1) as MatchResponse;
  await command(operator.page, liveMatch.id, { type: 'kickoff', confirmEarly: true });
  await operator.context.close();
});
afterAll(() => browser?.close());

async function openIn(language: Language, viewport = SMALL_PHONE) {
  // bypassCSP only lets axe-core be injected; the app runs under its own policy.
  const opened = await newPage(browser, viewport, { bypassCSP: true });
  await opened.page.addInitScript((code) => localStorage.setItem('language', code), language);
  return opened;
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

const idsOf = (matches: MatchResponse[]) => matches.map((match) => match.id);

/** The matches the open list shows, by the match centre each row links to. */
async function shownIds(panel: Locator): Promise<number[]> {
  const hrefs = await panel.locator('a[href^="/matches/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  return hrefs.map((href) => Number(href?.split('/').pop()));
}

/** Waits until the open list shows exactly these matches, in this order. */
async function expectRows(page: Page, ids: number[]): Promise<void> {
  const panel = page.getByRole('tabpanel');
  let shown: number[] = [];
  await waitFor(async () => (shown = await shownIds(panel)).join() === ids.join(), { what: `the rows of matches ${ids.join()}` }).catch((error: Error) => {
    throw new Error(`${error.message}: the list shows ${shown.join() || 'none'}`);
  });
}

/** Waits until a select shows this value (a change of address renders a moment later). */
async function expectValue(select: Locator, value: string): Promise<void> {
  let shown = '';
  await waitFor(async () => (shown = await select.inputValue()) === value, { timeoutMs: 5_000, what: `the value "${value}"` }).catch((error: Error) => {
    throw new Error(`${error.message}: the select shows "${shown}"`);
  });
}

describe.each(['en', 'ar', 'ku'] as const)('the Matches page in %s at 360 px', (language) => {
  const t = TEXTS[language];

  it('lists the live match above the lists, opens on the current round, and its round picker, club filter and pages work', async () => {
    const { context, page } = await openIn(language);
    await page.goto('/matches');
    const live = page.getByRole('region', { name: t.matches.liveNow });
    await live.locator(`a[href="/matches/${liveMatch.id}"]`).waitFor();
    await expectNoSidewaysScroll(page);

    const round = page.getByRole('combobox', { name: t.matches.filters.round });
    const club = page.getByRole('combobox', { name: t.matches.filters.club });
    const opening = defaultRound('fixtures', {
      live: await fetchJson<MatchResponse[]>(page, '/api/matches/live'),
      upcoming: await fetchJson<MatchResponse[]>(page, '/api/matches/upcoming'),
    });
    await expectRows(page, idsOf((await fetchJson<MatchPage>(page, `/api/matches/fixtures?round=${opening}`)).items));
    await expectValue(round, String(opening));
    await screenshot(page, `matches-360-${language}`);
    expect(await seriousViolations(page)).toEqual([]);

    // Results of round 30, then of one club in it.
    await page.getByRole('tab', { name: t.matches.results }).click();
    await page.waitForURL(/\?list=results$/);
    await round.selectOption('30');
    await page.waitForURL(/list=results&round=30$/);
    const round30 = await fetchJson<MatchPage>(page, '/api/matches/results?round=30');
    await expectRows(page, idsOf(round30.items));
    const [{ homeTeamId }] = round30.items;
    await club.selectOption(String(homeTeamId));
    await page.waitForURL(new RegExp(`round=30&club=${homeTeamId}$`));
    await expectRows(page, idsOf((await fetchJson<MatchPage>(page, `/api/matches/results?round=30&teamId=${homeTeamId}`)).items));

    // The club's whole season of results, a page at a time, kept through a reload.
    await round.selectOption('all');
    const first = await fetchJson<MatchPage>(page, `/api/matches/results?teamId=${homeTeamId}`);
    await expectRows(page, idsOf(first.items));
    const pages = pageCount(first.total, first.limit);
    await page.getByText(fill(t.pager.position, { page: 1, pages })).waitFor();
    await page.getByRole('button', { name: t.pager.next, exact: true }).click();
    await page.waitForURL(new RegExp(`list=results&round=all&club=${homeTeamId}&page=2$`));
    const second = await fetchJson<MatchPage>(page, `/api/matches/results?teamId=${homeTeamId}&page=2`);
    await expectRows(page, idsOf(second.items));
    await page.reload();
    await expectRows(page, idsOf(second.items));
    await expectValue(round, 'all');
    await expectValue(club, String(homeTeamId));
    await page.getByText(fill(t.pager.position, { page: 2, pages })).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `matches-results-360-${language}`);

    // Back to the fixtures: the club's, from the first page; then round by round with the arrows.
    await page.getByRole('tab', { name: t.matches.fixtures }).click();
    await page.waitForURL(new RegExp(`/matches\\?round=all&club=${homeTeamId}$`));
    await expectRows(page, idsOf((await fetchJson<MatchPage>(page, `/api/matches/fixtures?teamId=${homeTeamId}`)).items));
    await club.selectOption('');
    await page.waitForURL(/\/matches\?round=all$/);
    await round.selectOption('34');
    await page.waitForURL(/\/matches\?round=34$/);
    await page.getByRole('button', { name: t.matches.filters.nextRound }).click();
    await page.waitForURL(/\/matches\?round=35$/);
    await expectValue(round, '35');
    await expectRows(page, idsOf((await fetchJson<MatchPage>(page, '/api/matches/fixtures?round=35')).items));

    if (language !== 'ku') {
      await page.setViewportSize(DESKTOP_WIDE);
      await page.goto('/matches');
      await live.waitFor();
      await screenshot(page, `matches-1366-${language}`);
    }
    await context.close();
  });

  it('shows the kick-off time, line-ups and table rows before kick-off, and the live table during play', async () => {
    const { context, page } = await openIn(language);
    await page.goto('/');
    const upcoming = await fetchJson<MatchResponse[]>(page, '/api/matches/upcoming');
    const fixture = upcoming.at(-1) as MatchResponse;
    await page.goto(`/matches/${fixture.id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.locator('time').waitFor();
    expect(await heading.locator('time').textContent()).toBe(leagueDate(new Date(fixture.matchDate)).time);
    expect(await heading.textContent()).not.toContain(t.matches.versus);
    // Each panel draws its answer when it comes, so each is waited for before it is counted.
    const lineups = page.getByRole('region', { name: t.matchCentre.lineups.expectedTitle });
    await lineups.getByRole('listitem').nth(21).waitFor();
    expect(await lineups.getByRole('listitem').count()).toBe(22);
    const table = page.getByRole('table', { name: t.matchCentre.table.title });
    await table.locator('tbody tr').nth(1).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(2);
    await page.getByRole('region', { name: t.matchCentre.meetings.headToHead }).locator('a[href^="/matches/"]').first().waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `match-centre-360-${language}`);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/matches/${liveMatch.id}`);
    const liveTable = page.getByRole('table', { name: t.matchCentre.table.liveTitle });
    await liveTable.waitFor();
    const teams = await fetchJson<TeamResponse[]>(page, '/api/teams');
    await liveTable.locator('tbody tr').nth(teams.length - 1).waitFor();
    expect(await liveTable.locator('tbody tr').count()).toBe(teams.length);
    await page.getByRole('region', { name: t.matchCentre.lineups.title }).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `match-centre-live-360-${language}`);
    expect(await seriousViolations(page)).toEqual([]);

    if (language !== 'ku') {
      await page.setViewportSize(DESKTOP_WIDE);
      await page.goto(`/matches/${fixture.id}`);
      await lineups.waitFor();
      await screenshot(page, `match-centre-1366-${language}`);
    }
    await context.close();
  });

  it('shows a fan who predicts how the crowd called it, and the call awaiting its result', async () => {
    const { context, page } = await openIn(language);
    await page.goto('/');
    await signUpOnPage(page, 'Karwan');
    await page.goto('/predictions');
    // The first card still open; once sent it shows the crowd's split, the only one on the page.
    const card = page.getByRole('main').locator('li').filter({ has: page.getByRole('radiogroup') }).first();
    const submit = card.getByRole('button', { name: t.predictions.card.submit });
    // The cards render again as the page's queries arrive, which can drop a choice made a moment before.
    await page.waitForLoadState('networkidle');
    await card.getByRole('radio', { name: new RegExp(t.predictions.outcomes.draw) }).check({ force: true });
    await submit.click();
    const crowd = page.getByRole('region', { name: t.predictions.crowd.title });
    await crowd.waitFor();
    const shares = (await crowd.getByRole('listitem').allTextContents()).map((row) => Number(/(\d+)%/.exec(row)?.[1]));
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100);
    expect(shares[1]).toBeGreaterThan(0);
    expect(await crowd.getByRole('listitem').nth(1).textContent()).toContain(t.predictions.crowd.yours);

    const statistics = page.getByRole('region', { name: t.predictions.stats.title });
    await statistics.getByText(t.predictions.stats.awaiting).waitFor();
    const figure = async (label: string) => (await statistics.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').textContent())?.trim();
    expect(await figure(t.predictions.stats.awaiting)).toBe('1');
    expect(await figure(t.predictions.stats.total)).toBe('1');
    await expectNoSidewaysScroll(page);
    await screenshot(page, `predictions-360-${language}`);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
