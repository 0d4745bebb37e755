import type { MatchResponse, MyLeaderboardResponse, UserResponse } from '@isl/contracts';
import { waitFor } from '@isl/test-support';
import type { Browser, Locator, Page } from 'playwright-core';
import { fetchJson, launchBrowser, newPage, screenshot, seriousViolations, signUpOnPage, sql } from './support/browser';
import { consoleCommand, consoleKickOff, matchVersion, recorded } from './support/console';

// A fan predicts a match with its exact score and the round's joker; an operator plays it to full time in the
// console; the worker settles it, and the fan sees the points arrive, line by line, without a reload. Then the
// operator, on a phone, corrects who scored: the fan's open match centre shows the first goal struck through and
// the new one, again without a reload.
const SMALL_PHONE = { width: 360, height: 800 };

/** Waits for the correction form's new score (the match cards' row under its label) to read `expected`. */
async function newScoreReads(form: Locator, label: string, expected: string) {
  const row = form.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  let text = '';
  // What a reader hears: the crests' monograms are decoration, hidden from screen readers.
  const heard = () =>
    row.evaluate((element) => {
      const copy = element.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent ?? '';
    });
  await waitFor(async () => (text = await heard()) === expected, { timeoutMs: 5_000, what: `the new score "${expected}"` }).catch((error: Error) => {
    throw new Error(`${error.message}: it reads "${text}"`);
  });
}

/** The console with the match's round shown: a finished match leaves the live list, and may not be today's. */
async function consoleWithRound(page: Page, match: MatchResponse, roundLabel: string) {
  await page.goto('/admin/matches');
  await page.getByLabel(roundLabel, { exact: true }).selectOption(String(match.matchday));
  const card = page.locator('li').filter({ has: page.locator(`a[href="/matches/${match.id}"]`) }).first();
  await card.waitFor();
  return card;
}
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('settles a right exact score played as the joker: the card shows 30 points line by line, My Predictions a tick, the header 30 more points', async () => {
  const fan = await newPage(browser);
  await fan.page.goto('/');
  await signUpOnPage(fan.page, 'Hawre');
  const [match] = await fetchJson<MatchResponse[]>(fan.page, '/api/matches/upcoming?limit=1');

  await fan.page.goto('/predictions');
  const card = fan.page.locator('li').filter({ hasText: match.homeTeamName }).filter({ hasText: match.awayTeamName }).first();
  // The exact score 1-0 (the outcome follows it) and the round's joker: (10 + 5) x 2 once it comes true.
  await card.getByRole('button', { name: 'Add the exact score or your joker' }).click();
  await card.getByRole('button', { name: `One more goal for ${match.homeTeamName}` }).click();
  expect(await card.getByRole('radio', { name: /Home Win/ }).isChecked()).toBe(true);
  await card.getByText('Play your joker: double points').click();
  await card.getByRole('button', { name: 'Submit Prediction' }).click();
  await card.getByText('Prediction Submitted').waitFor();
  await card.getByTestId('joker-mark').waitFor();
  // Spec section 8: the success toast, as the card turns to Submitted.
  await fan.page.getByText('Prediction submitted successfully!').waitFor({ timeout: 5_000 });
  await screenshot(fan.page, 'predict-01-submitted');

  const operator = await newPage(browser);
  await operator.page.goto('/');
  const operatorEmail = await signUpOnPage(operator.page, 'Operator');
  await sql(`UPDATE users SET role = 'admin' WHERE email = $1`, [operatorEmail]);
  await operator.page.goto('/admin/matches');
  await consoleKickOff(operator.page, match);
  const beforeGoal = await matchVersion(operator.page, match.id);
  const playing = await consoleCommand(operator.page, match.id, 'Goal');
  const goalForm = playing.getByRole('form', { name: 'Record a goal' });
  await goalForm.getByLabel('Team').selectOption(String(match.homeTeamId));
  await goalForm.getByRole('button', { name: 'Record goal' }).click();
  await recorded(operator.page, match.id, beforeGoal);
  await consoleCommand(operator.page, match.id, 'Half-time');
  await consoleCommand(operator.page, match.id, 'Start second half');
  const ending = await consoleCommand(operator.page, match.id, 'Full time', { confirm: true });
  // Finished: a correction is the only command left.
  await ending.getByRole('group').getByRole('button', { name: 'Correct score', exact: true }).waitFor();
  await screenshot(operator.page, 'predict-02-console-full-time');

  // Pushed to the fan's own socket by the worker: no reload anywhere below.
  await card.getByText('Points earned: 30').waitFor({ timeout: 20_000 }).catch(async (error: Error) => {
    await screenshot(fan.page, 'predict-03-failed');
    const held = await fetchJson(fan.page, `/api/predictions/user/${match.id}`);
    throw new Error(`${error.message}\nthe server holds: ${JSON.stringify(held)}`);
  });
  // The lines came with the push, adding up to the points.
  const lines = card.getByRole('list', { name: 'How the points were made' }).getByRole('listitem');
  expect((await lines.allTextContents()).map((line) => line.replace(/[\u2066-\u2069]/g, ''))).toEqual(['Right outcome+10', 'Exact score+5', 'Joker ×2+15']);
  await card.getByText(/^Settled: /).waitFor();
  await fan.page.getByText('30 pts').first().waitFor();
  await screenshot(fan.page, 'predict-03-settled');
  const user = await fetchJson<UserResponse>(fan.page, '/api/auth/user');
  expect(user.predictionPoints).toBe(30);

  await fan.page.getByRole('link', { name: 'My Predictions' }).first().click();
  await fan.page.getByText('✓ Correct').first().waitFor();
  expect(await fan.page.getByTestId('points-total').first().textContent()).toBe('Total30');
  await screenshot(fan.page, 'predict-04-my-predictions');
  expect(await fan.page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

  // The fan opens the match; the operator, on a small phone, says the goal was someone else's at the 30th minute.
  await fan.page.goto(`/matches/${match.id}`);
  await fan.page.getByText(`Goal! ${match.homeTeamName}`).waitFor();
  await operator.page.setViewportSize(SMALL_PHONE);
  await consoleWithRound(operator.page, match, 'Round');
  const beforeCorrection = await matchVersion(operator.page, match.id);
  const correcting = await consoleCommand(operator.page, match.id, 'Correct score');
  const correction = correcting.getByRole('form', { name: 'Correct the score' });
  const save = correction.getByRole('button', { name: 'Save score' });
  expect(await save.isDisabled()).toBe(true);
  await correction.getByText('Disallow', { exact: true }).click();
  await correction.getByText('Disallowed goal').waitFor();
  await correction.getByLabel('Team', { exact: true }).selectOption(String(match.homeTeamId));
  await correction.getByLabel('Scorer', { exact: true }).selectOption({ index: 1 });
  await correction.getByRole('spinbutton', { name: 'Minute' }).fill('30');
  await correction.getByRole('button', { name: 'Add goal' }).click();
  await newScoreReads(correction, 'New score', `${match.homeTeamName}1-0${match.awayTeamName}`);
  await screenshot(operator.page, 'predict-05-console-correction-360-en');
  await save.click();
  await recorded(operator.page, match.id, beforeCorrection);

  // Pushed: the correction makes the fan's page fetch the match again.
  const struck = fan.page.locator('s', { hasText: `Goal! ${match.homeTeamName}` });
  await struck.waitFor({ timeout: 10_000 });
  await fan.page.getByText('Disallowed', { exact: true }).waitFor();
  const goalRows = fan.page.getByRole('listitem').filter({ hasText: `Goal! ${match.homeTeamName}` });
  expect(await goalRows.count()).toBe(2);
  expect(await goalRows.filter({ hasNot: fan.page.locator('s') }).textContent()).toContain("30'");
  await screenshot(fan.page, 'predict-06-timeline-corrected');

  // The same form on a small phone in Arabic mirrors: what stands now is the goal just added.
  const arabic = await newPage(browser, SMALL_PHONE);
  await arabic.page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await arabic.page.goto('/');
  await sql(`UPDATE users SET role = 'admin' WHERE email = $1`, [await signUpOnPage(arabic.page, 'Operator')]);
  const arabicCard = await consoleWithRound(arabic.page, match, 'الجولة');
  await arabicCard.getByRole('group').getByRole('button', { name: 'تصحيح النتيجة', exact: true }).click();
  const arabicForm = arabicCard.getByRole('form', { name: 'تصحيح النتيجة' });
  await arabicForm.getByText('إلغاء الهدف', { exact: true }).click();
  await arabicForm.getByText('هدف ملغى').waitFor();
  await newScoreReads(arabicForm, 'النتيجة الجديدة', `${match.homeTeamNameArabic}0-0${match.awayTeamNameArabic}`);
  expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await screenshot(arabic.page, 'predict-07-console-correction-360-ar');

  await arabic.context.close();
  await fan.context.close();
  await operator.context.close();
});

it("shows a fan below the month's top 10 their own line under it, with their rank, in Sorani on a phone and in Arabic", async () => {
  // Eleven fans call a match right and this one wrong; an operator plays it to a 0-0 draw; the worker settles it.
  const fan = await newPage(browser, SMALL_PHONE, { bypassCSP: true });
  await fan.page.addInitScript(() => localStorage.setItem('language', 'ku'));
  await fan.page.goto('/');
  const fanEmail = await signUpOnPage(fan.page, 'Shilan');
  const upcoming = await fetchJson<MatchResponse[]>(fan.page, '/api/matches/upcoming?limit=40');
  const match = upcoming[upcoming.length - 1];
  const leaders = await sql<{ id: string }>(
    `INSERT INTO users (email, first_name) SELECT 'leader-' || g || '-' || $1, 'Leader' || g FROM generate_series(1, 11) g RETURNING id`,
    [fanEmail],
  );
  for (const { id } of leaders) await sql(`INSERT INTO predictions (user_id, match_id, prediction) VALUES ($1, $2, 'draw')`, [id, match.id]);
  await sql(`INSERT INTO predictions (user_id, match_id, prediction) SELECT id, $2, 'home' FROM users WHERE email = $1`, [fanEmail, match.id]);

  const operator = await newPage(browser);
  await operator.page.goto('/');
  await sql(`UPDATE users SET role = 'admin' WHERE email = $1`, [await signUpOnPage(operator.page, 'Operator')]);
  for (const command of [{ type: 'kickoff', confirmEarly: true }, { type: 'halftime' }, { type: 'second_half' }, { type: 'fulltime' }]) {
    const status = await operator.page.evaluate(
      async ([id, body]) =>
        (await fetch(`/api/admin/matches/${id}/commands`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body })).status,
      [match.id, JSON.stringify(command)] as const,
    );
    expect([command.type, status]).toEqual([command.type, 200]);
  }
  // Settled by the worker: the fan's own line has an entry once their prediction is scored.
  const { rank } = await waitFor(
    async () => (await fetchJson<MyLeaderboardResponse>(fan.page, '/api/predictions/leaderboard/me?period=month')).entry,
    { timeoutMs: 20_000, intervalMs: 200, what: 'the match settled' },
  );
  expect(rank).toBeGreaterThan(11);

  await fan.page.goto('/predictions');
  const line = fan.page.getByRole('list', { name: 'پلەی تۆ' }).getByRole('listitem');
  await line.waitFor();
  expect(await line.textContent()).toContain('Shilan(تۆ)');
  expect(await line.getByLabel(`پلەی ${rank}`).textContent()).toBe(String(rank));
  expect(await line.getAttribute('aria-current')).toBe('true');
  expect(await fan.page.getByTestId('rank-badge').textContent()).toContain(String(rank));
  expect(await fan.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await seriousViolations(fan.page)).toEqual([]);
  await screenshot(fan.page, 'predict-08-own-line-360-ku');

  // The same fan, signed in, in Arabic.
  const arabic = await newPage(browser, SMALL_PHONE);
  await arabic.context.addCookies(await fan.context.cookies());
  await arabic.page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await arabic.page.goto('/predictions');
  const arabicLine = arabic.page.getByRole('list', { name: 'مركزك' }).getByRole('listitem');
  await arabicLine.waitFor();
  expect(await arabicLine.textContent()).toContain('Shilan(أنت)');
  expect(await arabicLine.getByLabel(`المركز ${rank}`).textContent()).toBe(String(rank));
  await screenshot(arabic.page, 'predict-09-own-line-360-ar');

  await arabic.context.close();
  await fan.context.close();
  await operator.context.close();
});
