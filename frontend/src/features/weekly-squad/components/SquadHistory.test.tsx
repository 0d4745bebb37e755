import type { SquadHistoryEntry } from '@isl/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/language-store';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { renderWithProviders, settle, visibleText } from '../../../../test/render';
import { SquadHistory } from './SquadHistory';

const entry = (week: number, totalPoints: number, rank: number | null, squads = 340): SquadHistoryEntry => ({ week, totalPoints, rank, squads });

/** Each round's row as a reader sees it. */
const rows = () => within(screen.getByRole('list')).getAllByRole('listitem').map((row) => visibleText(row));

describe('Your rounds', () => {
  it("lists each round's points and rank as an ordinal of the round's squads, newest first, and the season's total", async () => {
    routeFetch({
      'GET /api/weekly-squad/history': () =>
        jsonResponse(200, [entry(6, 1250, null), entry(5, 41, 12), entry(4, 30, 1), entry(3, 27, 22, 1234), entry(2, 12, 103), entry(1, 8, 111)]),
    });
    renderWithProviders(<SquadHistory />);
    await screen.findByRole('list');
    expect(screen.getByRole('heading', { name: 'Your rounds' })).toBeTruthy();
    expect(rows()).toEqual([
      'Round 6Not ranked yet1,250 pts',
      'Round 512th of 34041 pts',
      'Round 41st of 34030 pts',
      'Round 322nd of 1,23427 pts',
      'Round 2103rd of 34012 pts',
      'Round 1111th of 3408 pts',
    ]);
    expect(visibleText(document.body)).toContain('Season total1,368 pts');
  });

  it('writes the rank as Arabic and Sorani do: «المركز 12 من 340», «پلەی 12 لە 340»', async () => {
    routeFetch({ 'GET /api/weekly-squad/history': () => jsonResponse(200, [entry(5, 41, 12), entry(4, 30, 2)]) });
    act(() => useLanguageStore.getState().setLanguage('ar'));
    try {
      renderWithProviders(<SquadHistory />);
      await screen.findByRole('list');
      expect(rows()).toEqual(['الجولة 5المركز 12 من 340النقاط: 41', 'الجولة 4المركز 2 من 340النقاط: 30']);
      act(() => useLanguageStore.getState().setLanguage('ku'));
      await settle();
      expect(rows()[0]).toBe('گەڕی 5پلەی 12 لە 34041 خاڵ');
    } finally {
      act(() => useLanguageStore.getState().setLanguage('en'));
    }
  });

  it('asks for the season it is given, and says so when the fan had no squad in it', async () => {
    const fetchStub = routeFetch({ 'GET /api/weekly-squad/history?season=2023-24': () => jsonResponse(200, []) });
    renderWithProviders(<SquadHistory season="2023-24" />);
    await waitFor(() => expect(visibleText(document.body)).toContain('You have no squad in a round played this season.'));
    expect(fetchStub).toHaveBeenCalledWith('/api/weekly-squad/history?season=2023-24', expect.anything());
    expect(screen.queryByRole('list')).toBeNull();
  });
});
