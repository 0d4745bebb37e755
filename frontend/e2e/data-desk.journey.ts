import type { DeskClub, DeskPlayer, FootballJsonFile } from '@isl/contracts';
import { waitFor } from '@isl/test-support';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, fetchJson, launchBrowser, newPage, screenshot, signUpOnPage, SMALL_PHONE, sql } from './support/browser';

// The league's data desk: an admin loads a new season from a football.json file through the console (checks the
// diff, applies it), writes a new club's Arabic name, transfers a player to it; a fan then reads the new fixtures
// and the club's Arabic name.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SEASON = '2027-28';
const NEW_CLUB = 'Samarra FC';
const NEW_CLUB_ARABIC = 'سامراء';

/** A few fixtures of round 1 of a season to come, one of them the new club's, as openfootball writes them. */
const seasonFile: FootballJsonFile = {
  name: `Iraq Stars League ${SEASON}`,
  matches: [
    { round: 'Matchday 1', date: '2027-08-20', time: '18:00', team1: NEW_CLUB, team2: 'Al-Shorta', ground: 'Samarra Stadium' },
    { round: 'Matchday 1', date: '2027-08-20', time: '20:30', team1: 'Al-Zawraa', team2: 'Al-Quwa Al-Jawiya' },
    { round: 'Matchday 1', date: '2027-08-21', team1: 'Zakho', team2: 'Duhok' },
  ],
};
/** Text as a reader sees it: without the invisible Unicode isolates around names and labels. */
const shown = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

const fileUpload = { name: 'iraq-2027-28.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(seasonFile)) };

async function adminPage(language: 'en' | 'ar', viewport = DESKTOP): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await page.addInitScript((code) => localStorage.setItem('language', code), language);
  await page.goto('/');
  const email = await signUpOnPage(page, 'Desk');
  await sql(`UPDATE users SET role = 'admin' WHERE email = $1`, [email]);
  await page.goto('/admin/data');
  return page;
}

/** Picks the file, names the season and runs the dry run; answers the section. */
async function checkSeasonFile(page: Page, { section, season, check }: { section: string; season: string; check: string }) {
  const importSection = page.getByRole('region', { name: section });
  await importSection.getByTestId('file-input').setInputFiles(fileUpload);
  await importSection.getByLabel(season).fill(SEASON);
  await importSection.getByRole('button', { name: check }).click();
  await importSection.getByTestId('season-import-report').waitFor();
  return importSection;
}

describe('the data desk', () => {
  it('imports a season through the console, names its new club in Arabic, transfers a player to it; a fan sees them', async () => {
    // In Arabic on a small phone: the dry run's diff, which writes nothing.
    const phone = await adminPage('ar', SMALL_PHONE);
    const checkedInArabic = await checkSeasonFile(phone, { section: 'استيراد موسم', season: 'الموسم', check: 'فحص' });
    expect(await checkedInArabic.getByTestId('season-import-report').textContent()).toContain(NEW_CLUB);
    await screenshot(phone, 'data-desk-import-360-ar', checkedInArabic);

    const page = await adminPage('en');
    const importSection = await checkSeasonFile(page, { section: 'Import a season', season: 'Season', check: 'Check' });
    const report = importSection.getByTestId('season-import-report');
    const diff = shown(await report.textContent());
    expect(diff).toContain(`What importing ${SEASON} would change`);
    expect(diff).toContain('New fixtures3');
    expect(diff).toContain(`${NEW_CLUB}Needs Arabic and Sorani names`);
    expect(diff).toContain(`Round 1 · ${NEW_CLUB} – Al-ShortaNewDate: 20 Aug 18:00`);
    await screenshot(page, 'data-desk-import-1280-en');

    await importSection.getByRole('button', { name: 'Apply' }).click();
    await report.getByRole('heading', { name: /imported$/ }).waitFor();

    // The new club, named in Arabic.
    await page.getByRole('tab', { name: 'Clubs' }).click();
    await page.getByRole('list', { name: 'Clubs' }).getByRole('button', { name: new RegExp(NEW_CLUB) }).click();
    const clubForm = page.getByRole('form', { name: `Edit ${NEW_CLUB}` });
    await clubForm.getByLabel('Name (Arabic)', { exact: true }).fill(NEW_CLUB_ARABIC);
    await clubForm.getByLabel('Name (Sorani)', { exact: true }).fill('سامەڕا');
    await clubForm.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`${NEW_CLUB_ARABIC} has been updated.`, { exact: false }).or(page.getByText(`${NEW_CLUB} has been updated.`, { exact: false })).first().waitFor();
    await screenshot(page, 'data-desk-clubs-1280-en');
    const club = (await fetchJson<DeskClub[]>(page, '/api/admin/clubs')).find((candidate) => candidate.name === NEW_CLUB) as DeskClub;
    expect(club.nameArabic).toBe(NEW_CLUB_ARABIC);

    // A player of Al-Shorta moves to it, with the number 9.
    await page.getByRole('tab', { name: 'Players' }).click();
    const shorta = (await fetchJson<DeskClub[]>(page, '/api/admin/clubs')).find((candidate) => candidate.name === 'Al-Shorta') as DeskClub;
    await page.getByLabel('Club', { exact: true }).selectOption(String(shorta.id));
    const [player] = await fetchJson<DeskPlayer[]>(page, `/api/admin/players?teamId=${shorta.id}`);
    await page.getByRole('list', { name: 'Players' }).getByRole('button', { name: new RegExp(player.name) }).click();
    const transfer = page.getByRole('form', { name: 'Transfer' });
    await transfer.getByRole('combobox', { name: /^New club/ }).selectOption(String(club.id));
    await transfer.getByLabel('Shirt number at the new club').fill('9');
    await transfer.getByRole('button', { name: 'Record transfer' }).click();
    // The toast may be replacing the club's (one toast at a time): the squads say whether the transfer was recorded.
    const squadOf = async (teamId: number) => (await fetchJson<DeskPlayer[]>(page, `/api/admin/players?teamId=${teamId}`)).map(({ id, jerseyNumber }) => ({ id, jerseyNumber }));
    await waitFor(async () => (await squadOf(club.id)).length > 0, { timeoutMs: 10_000, intervalMs: 200, what: 'the transfer recorded' });
    expect(await squadOf(club.id)).toEqual([{ id: player.id, jerseyNumber: 9 }]);
    expect((await squadOf(shorta.id)).map(({ id }) => id)).not.toContain(player.id);

    // The club editor on the small phone, in Arabic: the list gives way to the editor.
    await phone.goto('/admin/data?section=clubs');
    await phone.getByRole('list', { name: 'الأندية' }).getByRole('button', { name: new RegExp(NEW_CLUB_ARABIC) }).click();
    await phone.getByRole('form', { name: `تعديل ${NEW_CLUB}` }).waitFor();
    await screenshot(phone, 'data-desk-clubs-360-ar');

    // The change history tells it, newest first.
    await page.getByRole('tab', { name: 'Change history' }).click();
    const history = page.getByRole('list', { name: 'Changes' });
    await history.getByRole('listitem').first().waitFor();
    expect(shown(await history.getByRole('listitem').first().textContent())).toContain(`Player ${player.id}, transferred`);

    // A fan reading in Arabic: the season's first round, with the new club under its Arabic name, and the table.
    const fan = await newPage(browser);
    await fan.page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await fan.page.goto(`/matches?season=${SEASON}&round=1`);
    await fan.page.getByRole('main').getByText(NEW_CLUB_ARABIC, { exact: true }).filter({ visible: true }).first().waitFor();
    expect(await fan.page.getByRole('main').textContent()).toContain('القوة الجوية');
    await screenshot(fan.page, 'data-desk-fan-matches-ar');
    // Signed in, the home page is the dashboard, whose table follows the address's season.
    await signUpOnPage(fan.page, 'Fan');
    await fan.page.goto(`/?season=${SEASON}`);
    await fan.page.getByRole('table').first().getByText(NEW_CLUB_ARABIC, { exact: true }).waitFor();
  });
});
