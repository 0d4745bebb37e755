import type { MatchEventPayload } from '@isl/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { match } from '../../../../test/fixtures';
import { createTestQueryClient, renderWithProviders, seedError, settle, shownText, visibleText } from '../../../../test/render';
import type { FakeSocket } from '../../../__mocks__/socket.io-client';
import { ApiError } from '../../../lib/api-client';
import { useLanguageStore } from '../../../lib/language-store';
import { connectLiveSocket } from '../../../lib/socket';
import { matchQueryOptions, type MatchDetail } from '../../../lib/matches/get-match';
import MatchCentrePage from './MatchCentrePage';

const kickedOffAt = '2025-05-24T16:00:00.000Z';
const event = (version: number, fields: Omit<MatchEventPayload, 'id' | 'matchId' | 'version' | 'disallowed'>): MatchEventPayload => ({
  id: version,
  matchId: 5,
  version,
  disallowed: false,
  ...fields,
});

/** Half-time of a match with a goal and a booking; the timeline as GET /api/matches/5 gives it. */
const detail: MatchDetail = {
  ...match({
    id: 5,
    status: 'live',
    isLive: true,
    homeScore: 1,
    awayScore: 0,
    elapsed: 45,
    kickedOffAt,
    halfTimeAt: '2025-05-24T16:47:00.000Z',
    referee: 'Ali Sabah',
    attendance: 31250,
    version: 4,
  }),
  lineups: null,
  events: [
    event(1, { type: 'kickoff', minute: 0, teamId: null }),
    event(2, { type: 'goal', minute: 23, teamId: 1, playerId: 9, playerName: 'Aymen Hussein', assistPlayerId: 10, assistPlayerName: 'Ibrahim Bayesh' }),
    event(3, { type: 'yellow_card', minute: 38, teamId: 2, playerId: 30, playerName: 'Hussein Ali' }),
    event(4, { type: 'halftime', minute: 45, teamId: null }),
  ],
};

async function openMatchCentre(path: string, seed?: (client: QueryClient) => Promise<void> | void) {
  const client = createTestQueryClient();
  await seed?.(client);
  const view = renderWithProviders(
    <Routes>
      <Route path="/matches/:id" element={<MatchCentrePage />} />
    </Routes>,
    { client, route: path },
  );
  await settle();
  return view;
}

const seedDetail = (client: QueryClient) => {
  client.setQueryData(matchQueryOptions(5).queryKey, detail);
};

const timelineRows = () => within(screen.getByRole('list')).getAllByRole('listitem').map((row) => visibleText(row));

describe('MatchCentrePage', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it('shows the teams, score, half-time, facts and the event timeline', async () => {
    const { container } = await openMatchCentre('/matches/5', seedDetail);

    expect(visibleText(screen.getByRole('heading', { level: 1 }))).toBe('Al-Shorta1-0Al-Zawraa');
    expect(visibleText(container)).toContain('HT');
    expect(visibleText(container)).toContain('Half-time');
    expect(visibleText(container)).toContain('Al-Shaab Stadium');
    expect(visibleText(container)).toContain('Ali Sabah');
    expect(visibleText(container)).toContain('31,250');
    expect(timelineRows()).toEqual([
      "0'Kick-off",
      "23'Goal! Al-ShortaAymen Hussein · Assist: Ibrahim Bayesh",
      "38'Yellow card (Al-Zawraa)Hussein Ali",
      "45'Half-time",
    ]);
  });

  it('reads in Arabic, with Arabic team names and the minute mark after the number', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    await openMatchCentre('/matches/5', seedDetail);

    expect(visibleText(screen.getByRole('heading', { level: 1 }))).toBe('الشرطة1-0الزوراء');
    expect(timelineRows()).toEqual([
      "0'صافرة البداية",
      "23'هدف! الشرطةAymen Hussein · تمريرة حاسمة: Ibrahim Bayesh",
      "38'بطاقة صفراء (الزوراء)Hussein Ali",
      "45'نهاية الشوط الأول",
    ]);
    expect(screen.getByText("23'").closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('heading', { name: 'أحداث المباراة' }).tagName).toMatch(/^H[2-3]$/);
  });

  it('follows the match room while open', async () => {
    const socket = (await connectLiveSocket()) as unknown as FakeSocket;
    socket.open();
    const { unmount } = await openMatchCentre('/matches/5', seedDetail);
    expect(socket.sent.at(-1)).toEqual(['subscribe', { matchIds: [5] }]);
    unmount();
    expect(socket.sent.at(-1)).toEqual(['subscribe', { matchIds: [] }]);
  });

  it('shows the 404 view for an unknown match', async () => {
    await openMatchCentre('/matches/404', (client) => seedError(client, matchQueryOptions(404).queryKey, new ApiError(404, '{"code":"MATCH_NOT_FOUND"}', '')));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
    expect(shownText()).toContain('We could not find this match. It may have been removed, or the link is wrong.');
  });

  it('does not ask the server about an id that cannot be a match', async () => {
    const { client } = await openMatchCentre('/matches/abc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
