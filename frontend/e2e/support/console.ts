import { isEarlyKickoff, type MatchResponse } from '@isl/contracts';
import { waitFor } from '@isl/test-support';
import type { Page } from 'playwright-core';
import { fetchJson } from './browser';

// Driving the operators' match console (/admin/matches) as an operator would, one recorded command at a time.

export const matchVersion = async (page: Page, matchId: number) => (await fetchJson<MatchResponse>(page, `/api/matches/${matchId}`)).version;

/** Waits until the server has recorded one more command on the match, so console steps never overlap. */
export async function recorded(page: Page, matchId: number, before: number) {
  await waitFor(async () => (await matchVersion(page, matchId)) !== before, {
    timeoutMs: 10_000,
    intervalMs: 100,
    what: `the console's command on match ${matchId} recorded`,
  });
}

/** Buttons that open a form: nothing is recorded until the form is sent. */
const FORM_BUTTONS = ['Goal', 'Correct score', 'Reschedule'];

export async function consoleCommand(page: Page, matchId: number, button: string, { confirm = false } = {}) {
  const card = page.locator('li').filter({ has: page.locator(`a[href="/matches/${matchId}"]`) }).first();
  const before = await matchVersion(page, matchId);
  await card.getByRole('group').getByRole('button', { name: button, exact: true }).click();
  if (confirm) await card.getByRole('alert').getByRole('button', { name: button, exact: true }).click();
  if (!FORM_BUTTONS.includes(button)) await recorded(page, matchId, before);
  return card;
}

/** Kicks a match off from the console, answering the question the console asks when its time is over 15 minutes away. */
export const consoleKickOff = (page: Page, match: MatchResponse) =>
  consoleCommand(page, match.id, 'Kick off', { confirm: isEarlyKickoff(match.matchDate, new Date()) });
