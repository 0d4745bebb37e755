import type { MatchEventPayload } from '@isl/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { matchDetail } from '../../../../test/fixtures';
import { createTestQueryClient, nameIs, renderWithProviders, seedError, settle, shownText, visibleText } from '../../../../test/render';
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

/**
 * Half-time of a match with a goal and a booking; the timeline, the chances and who has been on top as
 * GET /api/matches/5 gives them: Al-Shorta on top around their goal, Al-Zawraa for a spell before the break.
 */
const detail: MatchDetail = matchDetail({
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
  winProbability: { home: 0.652, draw: 0.231, away: 0.117 },
  momentum: Array.from({ length: 46 }, (_, minute) => ({ minute, value: minute >= 20 && minute <= 28 ? 0.6 : minute >= 36 && minute <= 40 ? -0.3 : 0 })),
  probabilityHistory: Array.from({ length: 46 }, (_, minute) =>
    minute < 23 ? { minute, home: 0.45, draw: 0.28, away: 0.27 } : { minute, home: 0.652, draw: 0.231, away: 0.117 },
  ),
  events: [
    event(1, { type: 'kickoff', minute: 0, teamId: null }),
    event(2, { type: 'goal', minute: 23, teamId: 1, playerId: 9, playerName: 'Aymen Hussein', assistPlayerId: 10, assistPlayerName: 'Ibrahim Bayesh' }),
    event(3, { type: 'yellow_card', minute: 38, teamId: 2, playerId: 30, playerName: 'Hussein Ali' }),
    event(4, { type: 'halftime', minute: 45, teamId: null }),
  ],
});

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
  afterEach(() => {
    act(() => useLanguageStore.getState().setLanguage('en'));
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });

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

  it("shares the match by its score and its address in the reader's language", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    act(() => useLanguageStore.getState().setLanguage('ar'));
    await openMatchCentre('/matches/5', seedDetail);
    fireEvent.click(screen.getByRole('button', { name: 'مشاركة' }));
    await settle();
    expect(share).toHaveBeenCalledWith({ title: 'الشرطة 1-0 الزوراء', url: `${window.location.origin}/matches/5?lang=ar` });
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

  it('shows the chances, who has been on top and how the chances moved since kick-off', async () => {
    await openMatchCentre('/matches/5', seedDetail);

    expect(screen.getByRole('img', { name: nameIs('Chances: Al-Shorta 65%, draw 23%, Al-Zawraa 12%') })).toBeTruthy();
    const flow = screen.getByRole('region', { name: 'Match flow' });
    expect(within(flow).getByRole('img', { name: nameIs('Momentum minute by minute: bars above the line when Al-Shorta is on top, below it when Al-Zawraa is') })).toBeTruthy();
    expect(visibleText(within(flow).getByText(/^Minutes on top/))).toBe('Minutes on top: Al-Shorta 9, Al-Zawraa 5. At minute 45, neither side is on top.');
    expect(within(flow).getByRole('img', { name: nameIs('Chances minute by minute, a line each for Al-Shorta, the draw and Al-Zawraa') })).toBeTruthy();
    expect(within(within(flow).getByRole('table')).getAllByRole('row').map((row) => visibleText(row))).toEqual([
      'Al-ShortaDrawAl-Zawraa',
      'Kick-off45%28%27%',
      "Now (45')65%23%12%",
    ]);
  });

  it('shows the chances before kick-off, and no momentum until the match is played', async () => {
    const fixture = matchDetail({ id: 5, winProbability: { home: 0.45, draw: 0.28, away: 0.27 } });
    await openMatchCentre('/matches/5', (client) => {
      client.setQueryData(matchQueryOptions(5).queryKey, fixture);
    });

    expect(screen.getByRole('img', { name: nameIs('Chances: Al-Shorta 45%, draw 28%, Al-Zawraa 27%') })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Match flow' })).toBeNull();
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
