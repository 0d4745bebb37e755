import type { Language, MatchDetailResponse, MatchResponse, TeamResponse } from '@isl/contracts';
import type { Browser, Page } from 'playwright-core';
import { fetchJson, launchBrowser, newPage, screenshot, signUpOnPage } from './support/browser';
import { easternDigitsInMain, latinRunsInMain } from './support/scripts';

// Issue 15, item 4: every name in the reader's script, on a small phone. Team search finds clubs by any
// script's name or city; Arabic pages name every city, stadium, referee and player in Arabic.
let browser: Browser;
/** The clubs as the API gives them, every script's names included. */
let teams: TeamResponse[];
const club = (slug: string) => teams.find((team) => team.slug === slug)!;

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  await page.goto('/');
  teams = await fetchJson<TeamResponse[]>(page, '/api/teams');
  await context.close();
});
afterAll(() => browser?.close());

/** The narrowest common phone. */
const NARROW = { width: 360, height: 800 };

/** A page at 360 px that opens in `language`, as a fan's browser that chose it before. */
async function pageIn(language: Language): Promise<Page> {
  const { context, page } = await newPage(browser, NARROW);
  await context.addInitScript((code) => localStorage.setItem('language', code), language);
  return page;
}

/** The team cards' titles (the level-2 headings of the teams grid). */
async function teamCardTitles(page: Page): Promise<string[]> {
  return (await page.locator('main h2').allTextContents()).map((title) => title.trim()).sort();
}

/** Types `query` in the search box and answers the cards left once the grid shows `expected` of them. */
async function searchTeams(page: Page, query: string, expected: number): Promise<string[]> {
  await page.getByRole('searchbox').fill(query);
  await page.waitForFunction((count) => document.querySelectorAll('main h2').length === count, expected);
  return teamCardTitles(page);
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** An Arabic page as it should read: no Latin-script text and no Arabic-Indic digits in main, nothing sideways; then its screenshot. */
async function expectArabicOnly(page: Page, screenshotName: string): Promise<void> {
  expect(await latinRunsInMain(page)).toEqual([]);
  expect(await easternDigitsInMain(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await screenshot(page, screenshotName);
  await page.close();
}

describe('names in the reader’s script at 360 px', () => {
  it('finds the Baghdad clubs by "بغداد" on the Arabic teams page', async () => {
    const page = await pageIn('ar');
    await page.goto('/teams');
    await page.locator('main h2').nth(19).waitFor();
    const baghdadClubs = teams.filter((team) => team.city === 'Baghdad').map((team) => team.nameArabic!);
    expect(baghdadClubs.length).toBeGreaterThanOrEqual(5);

    expect(await searchTeams(page, 'بغداد', baghdadClubs.length)).toEqual(baghdadClubs.sort());
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'names-teams-search-360-ar');
    await page.close();
  });

  it('finds a Kurdish club by its Sorani name and its city on the Sorani teams page', async () => {
    const page = await pageIn('ku');
    await page.goto('/teams');
    await page.locator('main h2').nth(19).waitFor();
    expect(await searchTeams(page, 'هەولێر', 1)).toEqual([club('erbil').nameKurdish]);
    // Sulaymaniyah, Newroz's city, as Sorani writes it.
    expect(await searchTeams(page, 'سلێمانی', 1)).toEqual([club('newroz').nameKurdish]);
    // Typed with an Arabic keyboard's look-alike letters (ك for ک, و for ۆ), Duhok is still found.
    expect(await searchTeams(page, 'دهوك', 1)).toEqual([club('duhok').nameKurdish]);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'names-teams-search-360-ku');
    await page.close();
  });

  it('shows a squad on an Arabic page with no Latin-script name, city, stadium or nationality', async () => {
    const page = await pageIn('ar');
    const zakho = club('zakho');
    await page.goto(`/teams?team=${zakho.id}`);
    await page.locator('main ul li').nth(24).waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain(zakho.cityArabic!);
    expect(text).toContain(zakho.stadiumArabic!);
    // Zakho's Brazilian striker, his country named in Arabic.
    expect(text).toContain('غوستافو هيرنيك');
    expect(text).toContain('البرازيل');
    await expectArabicOnly(page, 'names-squad-360-ar');
  });

  it('shows the match centre of a finished match on an Arabic page with its venue, referee and scorers in Arabic', async () => {
    const page = await pageIn('ar');
    await page.goto('/matches');
    // The latest seeded result: a journey before this one may have finished a match with a goal of no named scorer.
    const recent = await fetchJson<MatchResponse[]>(page, '/api/matches/recent?limit=10');
    const details = await Promise.all(recent.map((played) => fetchJson<MatchDetailResponse>(page, `/api/matches/${played.id}`)));
    const goalsOf = (played: MatchDetailResponse) => played.events.filter((e) => e.type === 'goal');
    const match = details.find((played) => goalsOf(played).length > 0 && goalsOf(played).every((goal) => goal.playerNameArabic))!;
    await page.goto(`/matches/${match.id}`);
    await page.getByText(match.refereeArabic!).waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain(match.venueArabic!);
    const scorers = goalsOf(match).map((goal) => goal.playerNameArabic!);
    for (const scorer of scorers) expect(text).toContain(scorer);
    await expectArabicOnly(page, 'names-match-centre-360-ar');
  });

  it('ranks the top scorers on the Arabic dashboard with no Latin-script player or club name', async () => {
    const page = await pageIn('ar');
    await page.goto('/');
    await signUpOnPage(page, 'زينب');
    await page.goto('/');
    const scorers = page.getByRole('region', { name: 'الهدافون' });
    await scorers.getByRole('listitem').nth(4).waitFor();
    const rows = await scorers.getByRole('listitem').allTextContents();
    expect(rows.join(' ')).toMatch(/[\u0600-\u06FF]/);
    await expectArabicOnly(page, 'names-dashboard-360-ar');
  });
});
