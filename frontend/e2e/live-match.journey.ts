import { matchPhase, type MatchResponse, type TeamResponse } from '@isl/contracts';
import { waitFor } from '@isl/test-support';
import type { Browser, Page } from 'playwright-core';
import { fetchJson, launchBrowser, newPage, screenshot, signUpOnPage, sql } from './support/browser';

// A fan watches the dashboard while an operator scores and blows full time: the fan's score and table change
// without a reload, pushed over Socket.IO, in English and in Arabic.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function command(page: Page, matchId: number, body: object): Promise<void> {
  const status = await page.evaluate(
    async ({ url, body }) =>
      (await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })).status,
    { url: `/api/admin/matches/${matchId}/commands`, body },
  );
  expect(status).toBe(200);
}

/** The text of one column of a team's row in the league table, found by the column's header. */
async function tableCell(page: Page, teamName: string, header: string): Promise<string> {
  const table = page.getByRole('table').first();
  const headers = await table.locator('thead th').allTextContents();
  const column = headers.findIndex((h) => h.trim() === header);
  const row = table.locator('tbody tr').filter({ hasText: teamName });
  return (await row.locator('td, th').nth(column).textContent())?.trim() ?? '';
}

describe.each([
  { language: 'en', played: 'MP', teamName: (t: TeamResponse) => t.name },
  { language: 'ar', played: 'لعب', teamName: (t: TeamResponse) => t.nameArabic as string },
])('a live match pushed to a fan in $language', ({ language, played, teamName }) => {
  it('changes the score and then the table on the open dashboard, without a reload', async () => {
    const operator = await newPage(browser);
    await operator.page.goto('/');
    const operatorEmail = await signUpOnPage(operator.page, 'Operator');
    await sql(`UPDATE users SET role = 'admin' WHERE email = $1`, [operatorEmail]);

    const fan = await newPage(browser);
    await fan.page.addInitScript((code) => localStorage.setItem('language', code), language);
    await fan.page.goto('/');
    await signUpOnPage(fan.page, 'Fan');
    await fan.page.goto('/');
    await fan.page.getByRole('table').first().locator('tbody tr').nth(19).waitFor();

    const [match] = await fetchJson<MatchResponse[]>(fan.page, '/api/matches/live');
    const home = (await fetchJson<TeamResponse[]>(fan.page, '/api/teams')).find((t) => t.id === match.homeTeamId) as TeamResponse;
    const liveRow = fan.page.locator(`a[href="/matches/${match.id}"]`).first();
    await liveRow.waitFor();
    expect(await liveRow.textContent()).toContain(`${match.homeScore}-${match.awayScore}`);
    const playedBefore = Number(await tableCell(fan.page, teamName(home), played));
    await screenshot(fan.page, `live-${language}-01-before`);

    await command(operator.page, match.id, { type: 'goal', teamId: match.homeTeamId });
    const newScore = `${(match.homeScore as number) + 1}-${match.awayScore}`;
    await fan.page.waitForFunction(
      ({ id, score }) => document.querySelector(`a[href="/matches/${id}"]`)?.textContent?.includes(score),
      { id: match.id, score: newScore },
    );
    await screenshot(fan.page, `live-${language}-02-goal`);

    if (matchPhase(match) === 'first_half') {
      await command(operator.page, match.id, { type: 'halftime' });
      await command(operator.page, match.id, { type: 'second_half' });
    }
    await command(operator.page, match.id, { type: 'fulltime' });
    // Full time reaches the fan's table pushed, a moment later: until then the row counts the matches played before.
    let playedAfter = playedBefore;
    await waitFor(async () => (playedAfter = Number(await tableCell(fan.page, teamName(home), played))) !== playedBefore, {
      timeoutMs: 15_000,
      intervalMs: 200,
      what: `a change in ${teamName(home)}'s matches played`,
    });
    expect(playedAfter).toBe(playedBefore + 1);
    expect(await fan.page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await screenshot(fan.page, `live-${language}-03-full-time`);

    await fan.context.close();
    await operator.context.close();
  });
});
