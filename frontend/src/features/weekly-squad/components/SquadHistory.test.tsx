import type { SquadHistoryEntry } from '@isl/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/language-store';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { renderWithProviders, settle, visibleText } from '../../../../test/render';
import { SquadHistory } from './SquadHistory';

const entry = (week: number, totalPoints: number, rank: number | null, squads = 340): SquadHistoryEntry => ({ week, totalPoints, rank, squads });

/** Each row of the table (its header, a row per round, the season's total) as a reader sees it. */
const rows = () => within(screen.getByRole('table')).getAllByRole('row').map((row) => visibleText(row));

describe('Your rounds', () => {
  it("lists each round's points and rank as an ordinal of the round's squads, newest first, and the season's total", async () => {
    routeFetch({
      'GET /api/weekly-squad/history': () =>
        jsonResponse(200, [entry(6, 1250, null), entry(5, 41, 12), entry(4, 30, 1), entry(3, 27, 22, 1234), entry(2, 12, 103), entry(1, 8, 111)]),
    });
    renderWithProviders(<SquadHistory />);
    await screen.findByRole('table', { name: 'Your rounds' });
    expect(screen.getByRole('heading', { name: 'Your rounds' })).toBeTruthy();
    expect(rows()).toEqual([
      'RoundRankPoints',
      '6Not ranked yet1,250',
      '512th of 34041',
      '41st of 34030',
      '322nd of 1,23427',
      '2103rd of 34012',
      '1111th of 3408',
      'Season total1,368',
    ]);
  });

  it('writes the rank as Arabic and Sorani do: «12 من 340», «12 لە 340»', async () => {
    routeFetch({ 'GET /api/weekly-squad/history': () => jsonResponse(200, [entry(5, 41, 12), entry(4, 30, 2)]) });
    act(() => useLanguageStore.getState().setLanguage('ar'));
    try {
      renderWithProviders(<SquadHistory />);
      await screen.findByRole('table');
      expect(rows()).toEqual(['الجولةالمركزالنقاط', '512 من 34041', '42 من 34030', 'مجموع الموسم71']);
      act(() => useLanguageStore.getState().setLanguage('ku'));
      await settle();
      expect(rows().slice(0, 2)).toEqual(['گەڕپلەخاڵ', '512 لە 34041']);
    } finally {
      act(() => useLanguageStore.getState().setLanguage('en'));
    }
  });

  it('asks for the season it is given, and says so when the fan had no squad in it', async () => {
    const fetchStub = routeFetch({ 'GET /api/weekly-squad/history?season=2023-24': () => jsonResponse(200, []) });
    renderWithProviders(<SquadHistory season="2023-24" />);
    await waitFor(() => expect(visibleText(document.body)).toContain('You have no squad in a round played this season.'));
    expect(fetchStub).toHaveBeenCalledWith('/api/weekly-squad/history?season=2023-24', expect.anything());
    expect(screen.queryByRole('table')).toBeNull();
  });
});
