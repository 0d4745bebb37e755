import type { SeasonImportReport } from '@isl/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { renderWithProviders, settle, visibleText } from '../../../../test/render';
import { ImportSection } from './ImportSection';

const CHECK = 'POST /api/admin/seasons/2025-26/import?dryRun=true&timeZone=Asia%2FBaghdad';
const APPLY = 'POST /api/admin/seasons/2025-26/import?dryRun=false&timeZone=Asia%2FBaghdad';

/** A dry run: one fixture moved, to another venue, with its result; one new; one left alone because it is live. */
const dryRun: SeasonImportReport = {
  season: '2025-26',
  dryRun: true,
  seasonCreated: true,
  newClubs: ['Erbil SC'],
  counts: { create: 1, update: 1, unchanged: 304, skipLive: 1 },
  lines: [
    {
      index: 7,
      round: 3,
      homeTeam: 'Al-Shorta',
      awayTeam: 'Al-Zawraa',
      matchId: 21,
      action: 'update',
      changes: [
        // 18:00 and 19:00 in Baghdad (UTC+3).
        { field: 'date', from: '2025-10-12T15:00:00.000Z', to: '2025-10-14T16:00:00.000Z' },
        { field: 'venue', from: 'Al-Shaab Stadium', to: 'Basra International Stadium' },
        { field: 'score', from: null, to: '2-1' },
      ],
    },
    {
      index: 8,
      round: 3,
      homeTeam: 'Erbil SC',
      awayTeam: 'Naft Maysan',
      matchId: null,
      action: 'create',
      // The round is in the line's heading, and "scheduled" is what every new fixture is: neither is repeated.
      changes: [
        { field: 'date', from: null, to: '2025-10-13T14:30:00.000Z' },
        { field: 'round', from: null, to: '3' },
        { field: 'status', from: null, to: 'scheduled' },
        { field: 'venue', from: null, to: 'Franso Hariri Stadium' },
      ],
    },
    { index: 9, round: 3, homeTeam: 'Duhok', awayTeam: 'Zakho', matchId: 23, action: 'skipLive', changes: [] },
  ],
};

const seasonFile = (size?: number) => {
  const file = new File([JSON.stringify({ name: 'Iraq Stars League 2025/26', matches: [] })], 'iraq-2025-26.json', { type: 'application/json' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

function renderSeasonImport() {
  renderWithProviders(<ImportSection />);
  const section = screen.getByRole('region', { name: 'Import a season' });
  const button = (name: string) => within(section).getByRole<HTMLButtonElement>('button', { name });
  const choose = (file: File) => fireEvent.change(within(section).getByTestId('file-input'), { target: { files: [file] } });
  const typeSeason = (label: string) => fireEvent.change(within(section).getByLabelText(/^Season/), { target: { value: label } });
  return { section, button, choose, typeSeason };
}

describe('ImportSection: a season from football.json', () => {
  it('checks the file as a dry run and shows its diff: counts, new clubs, and each fixture it changes', async () => {
    const fetchStub = routeFetch({ [CHECK]: () => jsonResponse(200, dryRun) });
    const { section, button, choose, typeSeason } = renderSeasonImport();
    const file = seasonFile();
    choose(file);
    typeSeason('2025-26');
    expect(button('Apply').disabled).toBe(true);
    fireEvent.click(button('Check'));

    const report = await within(section).findByTestId('season-import-report');
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const [, init] = fetchStub.mock.calls[0];
    expect(init.body).toBe(file);
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });

    expect(visibleText(report)).toContain('What importing 2025-26 would change');
    expect(visibleText(report)).toContain('Season 2025-26 does not exist yet');
    expect(visibleText(report)).toContain('New fixtures1Changed1Unchanged304Left alone (live)1');
    expect(visibleText(report)).toContain('Erbil SCNeeds Arabic and Sorani names');
    const lines = within(report).getAllByRole('listitem').filter((item) => item.hasAttribute('data-fixture-line')).map(visibleText);
    expect(lines).toEqual([
      'Round 3 · Al-Shorta – Al-ZawraaChangedDate: 12 Oct 18:00 → 14 Oct 19:00, Venue: Al-Shaab Stadium → Basra International Stadium, Score: – → 2–1',
      'Round 3 · Erbil SC – Naft MaysanNewDate: 13 Oct 17:30, Venue: Franso Hariri Stadium',
      'Round 3 · Duhok – ZakhoLive: left alone',
    ]);
    expect(button('Apply').disabled).toBe(false);
  });

  it('applies the same file for real and shows what it did', async () => {
    const applied: SeasonImportReport = { ...dryRun, dryRun: false };
    const fetchStub = routeFetch({ [CHECK]: () => jsonResponse(200, dryRun), [APPLY]: () => jsonResponse(200, applied) });
    const { section, button, choose, typeSeason } = renderSeasonImport();
    const file = seasonFile();
    choose(file);
    typeSeason('2025-26');
    fireEvent.click(button('Check'));
    await within(section).findByTestId('season-import-report');
    fireEvent.click(button('Apply'));

    await waitFor(() => expect(visibleText(within(section).getByTestId('season-import-report'))).toContain('Season 2025-26 imported'));
    const [url, init] = fetchStub.mock.calls[1];
    expect(`${init.method} ${url}`).toBe(APPLY);
    expect(init.body).toBe(file);
    expect(visibleText(section)).toContain('Season 2025-26 was created, with the current season');
    // Applied: the same inputs cannot be applied twice without another check.
    expect(button('Apply').disabled).toBe(true);
  });

  it('lists every bad entry of a refused file, counted from 1, and offers nothing to apply', async () => {
    routeFetch({
      [CHECK]: () =>
        jsonResponse(400, {
          statusCode: 400,
          code: 'IMPORT_INVALID',
          message: 'The file has 2 bad entries',
          problems: [
            { index: 4, field: 'score.ft', message: 'must be two whole numbers' },
            { index: null, field: 'matches', message: 'Al-Shorta plays twice in round 2' },
          ],
        }),
    });
    const { section, button, choose, typeSeason } = renderSeasonImport();
    choose(seasonFile());
    typeSeason('2025-26');
    fireEvent.click(button('Check'));

    const problems = await within(section).findByTestId('import-problems');
    expect(visibleText(within(section).getByRole('alert'))).toContain('The file was refused and nothing was written. Wrong entries: 2.');
    expect(within(problems).getAllByRole('listitem').map(visibleText)).toEqual([
      'Match 5, score.ft: must be two whole numbers',
      'The file, matches: Al-Shorta plays twice in round 2',
    ]);
    expect(within(section).queryByTestId('season-import-report')).toBeNull();
    expect(button('Apply').disabled).toBe(true);
  });

  it('refuses a file over 5 MB and a malformed season label in the browser, sending nothing', async () => {
    const fetchStub = routeFetch({});
    const { section, button, choose, typeSeason } = renderSeasonImport();
    choose(seasonFile(6 * 1024 * 1024));
    typeSeason('2025-26');
    await settle();
    expect(visibleText(within(section).getByRole('alert'))).toBe('This file is too large: the most is 5 MB. Nothing was sent.');
    expect(button('Check').disabled).toBe(true);

    choose(seasonFile());
    typeSeason('2025-2026');
    await settle();
    expect(within(section).getByText(/^Write the season as 2025-26/)).toBeTruthy();
    expect(button('Check').disabled).toBe(true);
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('asks for another dry run when the file changes after a check', async () => {
    routeFetch({ [CHECK]: () => jsonResponse(200, dryRun) });
    const { section, button, choose, typeSeason } = renderSeasonImport();
    choose(seasonFile());
    typeSeason('2025-26');
    fireEvent.click(button('Check'));
    await within(section).findByTestId('season-import-report');
    choose(seasonFile());
    await waitFor(() => expect(within(section).queryByTestId('season-import-report')).toBeNull());
    expect(button('Apply').disabled).toBe(true);
  });
});
