import { JOKER_MULTIPLIER, type LeagueResponse, type MatchPage, type MatchResponse, type SeasonResponse, type UserResponse } from '@isl/contracts';
import { waitFor } from '@isl/test-support';
import type { Browser, Locator, Page } from 'playwright-core';
import ar from '../src/locales/ar.json';
import en from '../src/locales/en.json';
import { fetchJson, launchBrowser, newPage, screenshot, seriousViolations, signUpOnPage, SMALL_PHONE, sql, uniqueEmail } from './support/browser';
import { fill } from './support/texts';

// A mini-league in English and in Arabic: fan A creates it on a 360 px phone; fan B follows the invite link
// signed out, signs up on the way and joins; both call a match of round 33 with an exact score and their joker,
// and the league page keeps their picks hidden until it kicks off. An operator plays it; both see the league
// table with their points, each other's picks, and on My Predictions the lines that made their points.
//
// The match: round 33's first (English) or second (Arabic) by kick-off. The other journeys play round 32's
// fixtures (predictions, weekly squad) and round 33's last (matches), and the Predictions page lists the next
// five matches: three of round 32 at most, then these two.
const TEXTS = { en, ar } as const;
type Language = keyof typeof TEXTS;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const FANS = { en: { a: 'Hawre', b: 'Shilan', league: 'Karrada Friends' }, ar: { a: 'حيدر', b: 'زينب', league: 'أصدقاء الكرادة' } } as const;

/** Text as a reader sees it: without the invisible Unicode isolates around names. */
const seen = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');

const clubName = (match: MatchResponse, side: 'home' | 'away', language: Language) =>
  side === 'home' ? (language === 'ar' ? match.homeTeamNameArabic : null) ?? match.homeTeamName : (language === 'ar' ? match.awayTeamNameArabic : null) ?? match.awayTeamName;

async function command(page: Page, matchId: number, body: object): Promise<void> {
  const status = await page.evaluate(
    async ({ url, body }) =>
      (await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
    { url: `/api/admin/matches/${matchId}/commands`, body },
  );
  expect([body, status]).toEqual([body, 200]);
}

/** A fan's call on the Predictions page: the exact score (its outcome follows), the joker, then Submit. */
async function predict(page: Page, language: Language, match: MatchResponse, [home, away]: [number, number]) {
  const t = TEXTS[language].predictions.card;
  await page.goto('/predictions');
  // By the clubs' names in its heading: another card's joker note may name them too.
  const club = (side: 'home' | 'away') => page.locator('[data-club-name]', { hasText: clubName(match, side, language) });
  const card = page.locator('li').filter({ has: club('home') }).filter({ has: club('away') });
  await card.waitFor();
  await card.getByRole('button', { name: t.extras }).click();
  const [homeGoals, awayGoals] = [card.getByRole('spinbutton').nth(0), card.getByRole('spinbutton').nth(1)];
  await homeGoals.fill(String(home));
  await awayGoals.fill(String(away));
  // The switch's label, as a fan taps it (its input is hidden under the drawn switch).
  await card.getByText(t.joker, { exact: true }).click();
  expect(await card.getByLabel(t.joker).isChecked()).toBe(true);
  await card.getByRole('button', { name: t.submit }).click();
  await card.getByText(t.submitted).waitFor();
}

/** The league page's picks for `match`: its round, then the match, picked in the panel. */
async function picksOf(page: Page, language: Language, match: MatchResponse): Promise<Locator> {
  const t = TEXTS[language].leagues.picks;
  const panel = page.getByRole('region', { name: t.title });
  await panel.getByRole('combobox', { name: t.round }).selectOption(String(match.matchday));
  await panel.getByRole('combobox', { name: t.match }).selectOption(String(match.id));
  return panel;
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

describe.each(['en', 'ar'] as const)('a mini-league in %s', (language) => {
  const t = TEXTS[language];
  const names = FANS[language];

  it('is created, joined by its link, called with exact scores and jokers, and ranks both fans once the match is played', async () => {
    // Fan A, on a small phone, creates the league.
    const a = await newPage(browser, SMALL_PHONE, { bypassCSP: true });
    await a.page.addInitScript((code) => localStorage.setItem('language', code), language);
    await a.page.goto('/');
    await signUpOnPage(a.page, names.a);
    const round33 = (await fetchJson<MatchPage>(a.page, '/api/matches/fixtures?round=33&limit=50')).items
      .filter((m) => m.status === 'scheduled')
      .sort((x, y) => x.matchDate.localeCompare(y.matchDate) || x.id - y.id);
    const match = round33[language === 'en' ? 0 : 1];
    const season = (await fetchJson<SeasonResponse[]>(a.page, '/api/seasons')).find((s) => s.isCurrent) as SeasonResponse;
    const { outcome, exactScore } = season.rules.predictionPoints;

    await a.page.goto('/leagues');
    const create = a.page.getByRole('form', { name: t.leagues.create.title });
    await create.getByRole('textbox', { name: t.leagues.create.name }).fill('ab');
    await create.getByRole('button', { name: t.leagues.create.submit }).click();
    await create.getByText(fill(t.leagues.name.tooShort, { min: 3 })).waitFor();
    await create.getByRole('textbox', { name: t.leagues.create.name }).fill(names.league);
    await create.getByRole('button', { name: t.leagues.create.submit }).click();
    await a.page.waitForURL(/\/leagues\/\d+$/);
    const leagueId = Number(new URL(a.page.url()).pathname.split('/').pop());
    await a.page.getByRole('heading', { level: 1, name: names.league }).waitFor();
    const link = (await a.page.locator('[data-invite-link]').textContent()) as string;
    const code = (await a.page.locator('[data-invite-code]').textContent()) as string;
    expect(link).toBe(`${new URL(a.page.url()).origin}/leagues/join/${code}`);
    expect(await seriousViolations(a.page)).toEqual([]);
    await expectNoSidewaysScroll(a.page);
    await screenshot(a.page, `leagues-01-created-360-${language}`);

    // Fan B follows the link signed out: asked to sign in, signs up, and is back on the join screen.
    const b = await newPage(browser);
    await b.page.addInitScript((code) => localStorage.setItem('language', code), language);
    await b.page.goto(link);
    await b.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === `/leagues/join/${code}`);
    await b.page.getByRole('tab', { name: t.auth.page.registerTab }).click();
    const register = b.page.getByRole('tabpanel', { name: t.auth.page.registerTab });
    await register.getByLabel(t.auth.fields.firstName).fill(names.b);
    await register.getByLabel(t.auth.fields.email).fill(uniqueEmail('league-b'));
    await register.getByLabel(t.auth.fields.password).fill('a long enough password');
    await register.getByRole('button', { name: t.auth.register.submit }).click();
    await b.page.waitForURL(new RegExp(`/leagues/join/${code}$`));
    await b.page.getByRole('heading', { level: 2, name: names.league }).waitFor();
    await screenshot(b.page, `leagues-02-invitation-${language}`);
    await b.page.getByRole('button', { name: t.leagues.joinPage.submit }).click();
    await b.page.waitForURL(new RegExp(`/leagues/${leagueId}$`));
    await b.page.getByRole('heading', { level: 1, name: names.league }).waitFor();

    const [userA, userB] = await Promise.all([fetchJson<UserResponse>(a.page, '/api/auth/user'), fetchJson<UserResponse>(b.page, '/api/auth/user')]);

    // Both call the match: A the exact score, B the right winner by the wrong score; each with the joker.
    await predict(a.page, language, match, [2, 1]);
    await predict(b.page, language, match, [1, 0]);

    // Before kick-off, the league page keeps the calls to itself.
    await a.page.goto(`/leagues/${leagueId}`);
    const hidden = await picksOf(a.page, language, match);
    await hidden.getByText(t.leagues.picks.hidden).waitFor();
    expect(await hidden.getByRole('listitem').count()).toBe(0);
    const beforeKickOff = await fetchJson<{ revealed: boolean; picks: unknown[] }>(a.page, `/api/leagues/${leagueId}/picks?matchId=${match.id}`);
    expect([beforeKickOff.revealed, beforeKickOff.picks]).toEqual([false, []]);
    await screenshot(a.page, `leagues-03-picks-hidden-360-${language}`);

    // An operator plays the match to 2-1.
    const operator = await newPage(browser);
    await operator.page.goto('/');
    await sql(`UPDATE users SET role = 'admin' WHERE email = $1`, [await signUpOnPage(operator.page, 'Operator')]);
    for (const body of [
      { type: 'kickoff', confirmEarly: true },
      { type: 'goal', teamId: match.homeTeamId },
      { type: 'goal', teamId: match.awayTeamId },
      { type: 'halftime' },
      { type: 'second_half' },
      { type: 'goal', teamId: match.homeTeamId },
      { type: 'fulltime' },
    ]) {
      await command(operator.page, match.id, body);
    }
    await operator.context.close();

    // Settled by the worker, then the league's table refreshed by it: A's exact score and joker, B's joker.
    const expected = { [userA.id]: (outcome + exactScore) * JOKER_MULTIPLIER, [userB.id]: outcome * JOKER_MULTIPLIER };
    let table: LeagueResponse['table'] = [];
    await waitFor(
      async () => {
        table = (await fetchJson<LeagueResponse>(a.page, `/api/leagues/${leagueId}`)).table;
        return table.every((row) => row.points === expected[row.userId]) && table.length === 2;
      },
      { timeoutMs: 30_000, intervalMs: 250, what: `the league table with ${JSON.stringify(expected)}` },
    ).catch((error: Error) => {
      throw new Error(`${error.message}: it reads ${JSON.stringify(table)}`);
    });

    for (const [fan, me, other] of [
      [a, userA, userB],
      [b, userB, userA],
    ] as const) {
      await fan.page.goto(`/leagues/${leagueId}`);
      const rows = fan.page.getByRole('list', { name: t.leagues.table.title }).getByRole('listitem');
      await rows.first().waitFor();
      const first = await seen(fan.page.locator(`[data-member="${userA.id}"]`));
      const second = await seen(fan.page.locator(`[data-member="${userB.id}"]`));
      expect(first).toContain(`${names.a}`);
      expect(first).toContain(fill(t.leagues.points, { points: expected[userA.id] }));
      expect(second).toContain(fill(t.leagues.points, { points: expected[userB.id] }));
      expect(await rows.nth(0).getAttribute('data-member')).toBe(userA.id);
      expect(await fan.page.locator(`[data-member="${me.id}"]`).getAttribute('aria-current')).toBe('true');
      expect(await fan.page.locator(`[data-member="${other.id}"]`).getAttribute('aria-current')).toBeNull();

      // The calls, now the match has kicked off: each fan's score and joker.
      const picks = await picksOf(fan.page, language, match);
      await picks.locator(`[data-pick="${userB.id}"]`).waitFor();
      expect(await seen(picks.locator(`[data-pick="${userA.id}"]`))).toContain(t.leagues.picks.joker);
      expect(await seen(picks.locator(`[data-pick="${userA.id}"]`))).toContain('2-1');
      expect(await seen(picks.locator(`[data-pick="${userB.id}"]`))).toContain('1-0');
      await expectNoSidewaysScroll(fan.page);
      expect(await fan.page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    }
    await screenshot(a.page, `leagues-04-table-and-picks-360-${language}`);
    expect(await seriousViolations(a.page)).toEqual([]);

    // My Predictions: each fan's lines add up to their points in the table.
    for (const [fan, me] of [
      [a, userA],
      [b, userB],
    ] as const) {
      await fan.page.goto('/my-predictions');
      const call = fan.page
        .locator('li')
        .filter({ hasText: clubName(match, 'home', language) })
        .filter({ has: fan.page.getByTestId('points-breakdown') })
        .first();
      await call.waitFor({ timeout: 10_000 });
      expect(await seen(call.getByTestId('points-total'))).toContain(String(expected[me.id]));
      const lines = await call
        .getByTestId('points-breakdown')
        .locator('[data-reason]')
        .evaluateAll((items) => items.map((line) => `${line.getAttribute('data-reason')} ${line.lastElementChild?.textContent}`));
      expect(lines).toEqual(
        me.id === userA.id
          ? [`outcome +${outcome}`, `exactScore +${exactScore}`, `joker +${outcome + exactScore}`]
          : [`outcome +${outcome}`, 'exactScore 0', `joker +${outcome}`],
      );
    }
    await screenshot(a.page, `leagues-05-breakdown-360-${language}`);

    await a.context.close();
    await b.context.close();
  });
});
