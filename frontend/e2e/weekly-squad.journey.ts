import { arrangeSquad, pointsOf, positionGroup, SQUAD_SLOTS, type MatchResponse, type PlayerResponse, type PositionGroup, type WeeklySquadResponse } from '@isl/contracts';
import type { Browser, Page } from 'playwright-core';
import ar from '../src/locales/ar.json';
import en from '../src/locales/en.json';
import { fetchJson, launchBrowser, newPage, screenshot, seriousViolations, signUpOnPage, sql } from './support/browser';
import { consoleCommand, consoleKickOff, matchVersion, recorded } from './support/console';

// A fan picks next round's 4-3-3 through search and filters, is refused a wrong slot, gives the captain's and the
// vice-captain's armbands in the list of selected players, submits and finds the squad after a reload; then an
// operator plays one of this round's matches to full time and the fan's Last Week's Squad shows the points, line
// by line, without a reload. In English and in Arabic.
const TEXTS = { en, ar } as const;
const GROUPS: [PositionGroup, number][] = [['GK', 1], ['DEF', 4], ['MID', 3], ['FWD', 3]];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A valid eleven: fit players, at most two a club, best rated first, line by line. */
function validEleven(players: PlayerResponse[]): PlayerResponse[] {
  const perClub = new Map<number, number>();
  return GROUPS.flatMap(([group, count]) => {
    const chosen: PlayerResponse[] = [];
    for (const player of players) {
      if (chosen.length === count) break;
      if (player.isInjured || positionGroup(player.position) !== group || (perClub.get(player.teamId) ?? 0) >= 2) continue;
      perClub.set(player.teamId, (perClub.get(player.teamId) ?? 0) + 1);
      chosen.push(player);
    }
    return chosen;
  });
}

const nameIn = (player: PlayerResponse, language: 'en' | 'ar') => (language === 'ar' ? player.nameArabic || player.name : player.name);

/** Gives a slot's player an armband with its button in his row of the Selected Players list; the pitch shows it. */
async function giveArmband(page: Page, language: 'en' | 'ar', slot: string, armband: 'captainId' | 'viceCaptainId') {
  const t = TEXTS[language].squad;
  const row = page
    .getByRole('list', { name: t.selected.title })
    .getByRole('listitem')
    .filter({ has: page.getByText(t.slots[slot as keyof typeof t.slots], { exact: true }) });
  await row.getByRole('button', { name: new RegExp(`^${t.armbands[armband].name}: `) }).click();
  await page.locator(`[data-slot="${slot}"] [data-armband="${armband}"]`).waitFor();
}

async function pickThroughSearch(page: Page, language: 'en' | 'ar', player: PlayerResponse) {
  const t = TEXTS[language].squad;
  await page.getByRole('group', { name: t.available.filter }).getByRole('button', { name: t.filters[positionGroup(player.position)], exact: true }).click();
  await page.getByRole('searchbox', { name: t.available.search }).fill(nameIn(player, language));
  await page.getByRole('list', { name: t.available.title }).getByRole('button').filter({ hasText: nameIn(player, language) }).first().click();
}

describe.each(['en', 'ar'] as const)('Weekly Squad in %s', (language) => {
  const t = TEXTS[language].squad;

  it('picks, is refused a wrong slot, submits, reloads; last round scores live as a match finishes', async () => {
    const { context, page } = await newPage(browser, undefined, { bypassCSP: true });
    await page.addInitScript((code) => localStorage.setItem('language', code), language);
    await page.goto('/');
    const email = await signUpOnPage(page, language === 'en' ? 'Hawre' : 'حيدر');
    await page.goto('/weekly-squad');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    const pickWeek = (await fetchJson<WeeklySquadResponse>(page, '/api/weekly-squad')).week;
    await page.getByText(t.round.replace('{{week}}', String(pickWeek))).first().waitFor();

    const players = await fetchJson<PlayerResponse[]>(page, '/api/players/top-rated?limit=600');
    const eleven = validEleven(players);
    // A forward in the goalkeeper's slot: chosen slot first, then the player.
    await page.locator('[data-slot="GK"]').click();
    await pickThroughSearch(page, language, eleven[10]);
    await page.getByRole('alert').filter({ hasText: nameIn(eleven[10], language) }).waitFor();
    await screenshot(page, `squad-01-wrong-slot-${language}`);
    await page.locator('[data-slot="GK"]').click();
    for (const player of eleven) await pickThroughSearch(page, language, player);
    await page.getByText(t.count.replace('{{count}}', '11').replace('{{size}}', '11')).waitFor();
    await page.getByRole('searchbox', { name: t.available.search }).fill('');
    // Eleven, but no armband yet: the button is off and says why.
    expect(await page.getByRole('button', { name: t.submit }).isDisabled()).toBe(true);
    await page.getByText(t.armbands.needed).waitFor();
    await giveArmband(page, language, 'ST', 'captainId');
    await giveArmband(page, language, 'GK', 'viceCaptainId');
    await screenshot(page, `squad-02-picked-${language}`);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: t.submit }).click();
    await page.getByText(t.submitted.description).waitFor();
    await page.reload();
    await page.getByText(t.count.replace('{{count}}', '11').replace('{{size}}', '11')).waitFor();
    const saved = await fetchJson<WeeklySquadResponse>(page, '/api/weekly-squad');
    // Kept in the pitch's order: each player in the slot of his position.
    expect(saved.playerIds).toEqual(arrangeSquad(eleven));
    const slotOf = (key: string) => SQUAD_SLOTS.findIndex((slot) => slot.key === key);
    expect([saved.captainId, saved.viceCaptainId]).toEqual([saved.playerIds[slotOf('ST')], saved.playerIds[slotOf('GK')]]);
    await page.locator('[data-slot="ST"] [data-armband="captainId"]').waitFor();
    expect(await page.getByRole('list', { name: t.selected.title }).getByRole('listitem').count()).toBe(11);

    // Last round, under way: the fan had a squad in it, with three starters of a match still to play.
    const [match] = (await fetchJson<MatchResponse[]>(page, '/api/matches/upcoming?limit=20'))
      .filter((m) => m.matchday === pickWeek - 1)
      .slice(language === 'en' ? -1 : -2);
    const operator = await newPage(browser);
    await operator.page.goto('/');
    await sql(`UPDATE users SET role = 'admin' WHERE email = $1`, [await signUpOnPage(operator.page, 'Operator')]);
    await operator.page.goto('/admin/matches');
    // The round may be days from today (another journey's early kick-off can lock a round ahead): the console
    // lists it by its number.
    await operator.page.getByLabel('Round', { exact: true }).selectOption(String(pickWeek - 1));
    await consoleKickOff(operator.page, match);
    const starters = await sql<{ player_id: number }>(`SELECT player_id FROM match_lineups WHERE match_id = $1 AND team_id = $2 AND is_starter LIMIT 3`, [match.id, match.homeTeamId]);
    const others = validEleven(players.filter((p) => p.teamId !== match.homeTeamId)).slice(3);
    const lastSquad = [...starters.map((row) => row.player_id), ...others.map((p) => p.id)];
    // The first starter wears the captain's armband: his points count double.
    await sql(
      `INSERT INTO weekly_squads (user_id, week, season, formation, player_ids, captain_id, vice_captain_id)
       SELECT id, $2, '2024-25', '4-3-3', $3, $4, $5 FROM users WHERE email = $1`,
      [email, pickWeek - 1, JSON.stringify(lastSquad), starters[0].player_id, starters[1].player_id],
    );
    await page.reload();
    const lastWeek = page.getByRole('region', { name: t.lastWeek.title });
    const starterRow = lastWeek.locator(`[data-player="${starters[0].player_id}"]`);
    await starterRow.getByText(t.lastWeek.notPlayedYet).waitFor();
    const navigationsBefore = await page.evaluate(() => performance.getEntriesByType('navigation').length);

    const beforeGoal = await matchVersion(operator.page, match.id);
    const playing = await consoleCommand(operator.page, match.id, 'Goal');
    await playing.getByRole('form', { name: 'Record a goal' }).getByRole('button', { name: 'Record goal' }).click();
    await recorded(operator.page, match.id, beforeGoal);
    await consoleCommand(operator.page, match.id, 'Half-time');
    await consoleCommand(operator.page, match.id, 'Start second half');
    await consoleCommand(operator.page, match.id, 'Full time', { confirm: true });

    // Scored by the worker, told over the socket: the row fills in with no reload.
    await starterRow.getByText(t.lastWeek.notPlayedYet).waitFor({ state: 'detached', timeout: 20_000 });
    const scored = await fetchJson<WeeklySquadResponse>(page, `/api/weekly-squad?week=${pickWeek - 1}`);
    const captain = scored.players.find((p) => p.id === starters[0].player_id);
    expect(captain?.points?.appearance).toBe(2);
    // The captain's lines double what he made; every player's lines add up to his points, and theirs to the squad's.
    expect(captain?.breakdown.find((line) => line.reason === 'captain')?.points).toBe(captain?.points?.total);
    expect(scored.players.reduce((total, player) => total + pointsOf(player.breakdown), 0)).toBe(scored.totalPoints);
    await lastWeek.getByText(String(scored.totalPoints), { exact: true }).first().waitFor();
    await starterRow.getByRole('button', { expanded: false }).click();
    await starterRow.locator('[data-reason="captain"]').waitFor();
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(navigationsBefore);
    await screenshot(page, `squad-03-last-week-scored-${language}`);
    await operator.context.close();
    await context.close();
  });
});
