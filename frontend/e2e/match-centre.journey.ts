import type { MatchDetailResponse, MatchResponse } from '@isl/contracts';
import { waitFor } from '@isl/test-support';
import type { Browser, Locator, Page } from 'playwright-core';
import ar from '../src/locales/ar.json';
import en from '../src/locales/en.json';
import { recorded, matchVersion } from './support/console';
import { fetchJson, launchBrowser, newPage, screenshot, seriousViolations, signUpOnPage, SMALL_PHONE, sql } from './support/browser';

// An operator in the stands enters a shot, a corner and a goal from a phone; a fan's match centre, open on
// another phone, redraws who is on top and the chances of each result without a reload. In English and Arabic,
// at 360 px, with axe on the match centre and on a club's page with its charts.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Language = 'en' | 'ar';
const TEXTS = { en, ar };
const nameIn = (language: Language, team: { name: string; nameArabic: string | null }) => (language === 'ar' ? (team.nameArabic as string) : team.name);

/** A page at 360 px in this language; axe needs the page's CSP set aside (the app still runs under its own). */
async function phoneIn(language: Language) {
  const opened = await newPage(browser, SMALL_PHONE, { bypassCSP: true });
  await opened.page.addInitScript((code) => localStorage.setItem('language', code), language);
  return opened;
}

/** Taps one of the pad's buttons for a side, and waits until the server has recorded it. */
async function tapIncident(page: Page, card: Locator, matchId: number, side: string, incident: string): Promise<void> {
  const before = await matchVersion(page, matchId);
  await card.getByRole('group', { name: side }).getByRole('button', { name: new RegExp(`^${incident}`) }).click();
  await recorded(page, matchId, before);
}

/** What a chart draws now: it changes when the chart is redrawn. */
const drawing = (chart: Locator) => chart.evaluate((element) => element.querySelector('svg')?.innerHTML ?? '');

describe.each<Language>(['en', 'ar'])('the match centre in %s at 360 px', (language) => {
  const t = TEXTS[language];

  it("moves the momentum and the chances as an operator enters a shot, a corner and a goal, and axe finds nothing serious", async () => {
    const operator = await phoneIn(language);
    await operator.page.goto('/');
    const operatorEmail = await signUpOnPage(operator.page, 'Operator');
    await sql(`UPDATE users SET role = 'admin' WHERE email = $1`, [operatorEmail]);
    const [live] = await fetchJson<MatchResponse[]>(operator.page, '/api/matches/live');
    const home = nameIn(language, { name: live.homeTeamName, nameArabic: live.homeTeamNameArabic });
    const away = nameIn(language, { name: live.awayTeamName, nameArabic: live.awayTeamNameArabic });

    const fan = await phoneIn(language);
    await fan.page.goto(`/matches/${live.id}`);
    const momentum = fan.page.getByRole('img', { name: new RegExp(t.matchCentre.momentum.title) }).first();
    await momentum.waitFor();
    const chances = fan.page.getByRole('img', { name: new RegExp(`^${t.matches.chances.label.split(':')[0]}`) }).first();
    const momentumBefore = await drawing(momentum);
    expect(await seriousViolations(fan.page)).toEqual([]);
    await screenshot(fan.page, `match-centre-${language}-01-live`);

    await operator.page.goto('/admin/matches');
    const card = operator.page.locator('li').filter({ has: operator.page.locator(`a[href="/matches/${live.id}"]`) }).first();
    await card.getByRole('group', { name: home }).waitFor();
    const [narrowest, viewport] = await operator.page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(narrowest).toBeLessThanOrEqual(viewport);
    await tapIncident(operator.page, card, live.id, home, t.console.pad.incidents.shot_on_target);
    await tapIncident(operator.page, card, live.id, away, t.console.pad.incidents.corner);
    await screenshot(operator.page, `match-centre-${language}-02-operator`);

    // Shots and corners move the momentum; the fan's chart is redrawn from the refetched match.
    await fan.page.waitForFunction(
      ({ name, before }) => [...document.querySelectorAll('[role="img"]')].find((element) => element.getAttribute('aria-label')?.includes(name))?.querySelector('svg')?.innerHTML !== before,
      { name: t.matchCentre.momentum.title, before: momentumBefore },
      { timeout: 15_000 },
    );

    const chancesBefore = await chances.getAttribute('aria-label');
    const beforeGoal = await matchVersion(operator.page, live.id);
    await card.getByRole('button', { name: t.console.commands.goal, exact: true }).click();
    const goalForm = card.getByRole('form', { name: t.console.goal.title });
    await goalForm.getByLabel(t.console.goal.team).selectOption(String(live.homeTeamId));
    await goalForm.getByRole('button', { name: t.console.goal.submit }).click();
    await recorded(operator.page, live.id, beforeGoal);

    // The goal changes the chances, pushed with the score.
    await fan.page.waitForFunction(
      ({ prefix, before }) => [...document.querySelectorAll('[role="img"]')].find((element) => element.getAttribute('aria-label')?.startsWith(prefix))?.getAttribute('aria-label') !== before,
      { prefix: t.matches.chances.label.split(':')[0], before: chancesBefore },
      { timeout: 15_000 },
    );
    let lastThree: string[] = [];
    await waitFor(
      async () => (lastThree = (await fetchJson<MatchDetailResponse>(fan.page, `/api/matches/${live.id}`)).events.slice(-3).map((event) => event.type)).join() === 'shot,corner,goal',
      { timeoutMs: 10_000, what: 'the shot, corner and goal on the timeline' },
    ).catch((error: Error) => {
      throw new Error(`${error.message}: the timeline ends ${lastThree.join(', ')}`);
    });
    expect(await fan.page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await screenshot(fan.page, `match-centre-${language}-03-after-goal`);

    // A club's page: its season drawn round by round.
    await fan.page.goto('/teams');
    await fan.page.getByRole('button', { name: new RegExp(t.teams.viewSquad) }).first().click();
    await fan.page.getByRole('button', { name: t.teams.squad.back }).waitFor();
    await fan.page.locator('svg').first().waitFor();
    expect(await seriousViolations(fan.page)).toEqual([]);
    const [pageWidth, clientWidth] = await fan.page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(pageWidth).toBeLessThanOrEqual(clientWidth);
    await screenshot(fan.page, `club-page-${language}`);

    await fan.context.close();
    await operator.context.close();
  });
});
