import type { MatchResponse, UserResponse } from '@isl/contracts';
import type { Browser } from 'playwright-core';
import { fetchJson, launchBrowser, newPage, screenshot, signUpOnPage, sql } from './support/browser';
import { consoleCommand, matchVersion, recorded } from './support/console';

// A fan predicts a match; an operator plays it to full time in the console; the worker settles it, and the
// fan sees the points arrive without a reload.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('settles a correct prediction: the card shows the points, My Predictions a tick, the header 10 more points', async () => {
  const fan = await newPage(browser);
  await fan.page.goto('/');
  await signUpOnPage(fan.page, 'Hawre');
  const [match] = await fetchJson<MatchResponse[]>(fan.page, '/api/matches/upcoming?limit=1');

  await fan.page.goto('/predictions');
  const card = fan.page.locator('li').filter({ hasText: match.homeTeamName }).filter({ hasText: match.awayTeamName }).first();
  await card.getByRole('radio', { name: /Home Win/ }).check({ force: true });
  await card.getByRole('button', { name: 'Submit Prediction' }).click();
  await card.getByText('Prediction Submitted').waitFor();
  await screenshot(fan.page, 'predict-01-submitted');

  const operator = await newPage(browser);
  await operator.page.goto('/');
  const operatorEmail = await signUpOnPage(operator.page, 'Operator');
  await sql(`UPDATE users SET role = 'admin' WHERE email = $1`, [operatorEmail]);
  await operator.page.goto('/admin/matches');
  await consoleCommand(operator.page, match.id, 'Kick off');
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
  await card.getByText('Points earned: 10').waitFor({ timeout: 20_000 }).catch(async (error: Error) => {
    await screenshot(fan.page, 'predict-03-failed');
    const held = await fetchJson(fan.page, `/api/predictions/user/${match.id}`);
    throw new Error(`${error.message}\nthe server holds: ${JSON.stringify(held)}`);
  });
  await fan.page.getByText('10 pts').first().waitFor();
  await screenshot(fan.page, 'predict-03-settled');
  const user = await fetchJson<UserResponse>(fan.page, '/api/auth/user');
  expect(user.predictionPoints).toBe(10);

  await fan.page.getByRole('link', { name: 'My Predictions' }).first().click();
  await fan.page.getByText('✓ Correct').first().waitFor();
  await screenshot(fan.page, 'predict-04-my-predictions');
  expect(await fan.page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

  await fan.context.close();
  await operator.context.close();
});
