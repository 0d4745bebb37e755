import { act, screen, within } from '@testing-library/react';
import { match } from '../../../../test/fixtures';
import { createTestQueryClient, nameIs, renderWithProviders, seedError, shownText, spokenText, visibleText } from '../../../../test/render';
import { ApiError } from '../../../lib/api-client';
import { useSocketStatusStore, type SocketStatus } from '../../../lib/socket-status';
import { liveMatchesQueryOptions } from '../../../lib/matches/get-live-matches';
import { todayMatchesQueryOptions } from '../../../lib/matches/get-today-matches';
import { LiveScoresPanel } from './LiveScoresPanel';

const liveKey = liveMatchesQueryOptions().queryKey;
const todayKey = todayMatchesQueryOptions().queryKey;

describe('LiveScoresPanel', () => {
  it('lists live matches as rows of minute, home, score and away, and counts them', () => {
    const client = createTestQueryClient();
    client.setQueryData(liveKey, [
      match({ id: 1, status: 'live', isLive: true, elapsed: 67, homeScore: 2, awayScore: 1 }),
      match({ id: 2, status: 'live', isLive: true, elapsed: null, homeScore: 0, awayScore: 0, homeTeamName: 'Erbil', awayTeamName: 'Duhok', venue: null }),
    ]);
    renderWithProviders(<LiveScoresPanel />, { client });

    expect(shownText()).toContain('2 Live');
    const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem').map(spokenText);
    expect(first).toBe("Live 67'Al-Shorta2-1Al-Zawraa");
    expect(second).toBe('LIVEErbil0-0Duhok');
    expect(shownText()).toContain('Auto refresh every 30s');
  });

  it('shows the chances of each result under a live match that has them', () => {
    const client = createTestQueryClient();
    client.setQueryData(liveKey, [
      match({ id: 1, status: 'live', isLive: true, elapsed: 67, homeScore: 1, awayScore: 0, homeTeamName: 'Erbil', awayTeamName: 'Zakho', winProbability: { home: 0.523, draw: 0.268, away: 0.209 } }),
      match({ id: 2, status: 'live', isLive: true, elapsed: 12, homeScore: 0, awayScore: 0 }),
    ]);
    renderWithProviders(<LiveScoresPanel />, { client });

    const [withChances, without] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(visibleText(within(withChances).getByRole('img', { name: nameIs('Chances: Erbil 52%, draw 27%, Zakho 21%') }))).toBe('52%27%21%');
    expect(within(without).queryByRole('img')).toBeNull();
  });

  it("falls back to today's matches when nothing is live", () => {
    const client = createTestQueryClient();
    client.setQueryData(liveKey, []);
    client.setQueryData(todayKey, [
      match({ id: 3, status: 'finished', homeScore: 1, awayScore: 1 }),
      match({ id: 4, status: 'scheduled', homeTeamName: 'Zakho', awayTeamName: 'Newroz' }),
    ]);
    renderWithProviders(<LiveScoresPanel />, { client });

    expect(shownText()).toContain('0 Live');
    expect(shownText()).toContain("Today's Matches");
    const [finished, scheduled] = within(screen.getByRole('list')).getAllByRole('listitem').map(spokenText);
    expect(finished).toBe('Final TimeAl-Shorta1-1Al-Zawraa');
    // A fixture shows its kick-off time on the league's clock (16:00Z is 19:00 in Baghdad).
    expect(scheduled).toBe('19:00ZakhovsNewroz');
  });

  it('says when there is nothing live or today', () => {
    const client = createTestQueryClient();
    client.setQueryData(liveKey, []);
    client.setQueryData(todayKey, []);
    renderWithProviders(<LiveScoresPanel />, { client });
    expect(shownText()).toContain('No Live Matches');
  });

  it('offers Retry when the live scores fail to load', async () => {
    const client = createTestQueryClient();
    await seedError(client, liveKey, new ApiError(500, '', 'Internal Server Error'));
    renderWithProviders(<LiveScoresPanel />, { client });
    expect(shownText()).toContain('Error loading live scores');
    expect(screen.getByRole('button', { name: 'Retry' }).hasAttribute('disabled')).toBe(false);
  });

  describe('and the live connection', () => {
    const paused = 'Live updates paused. Checking for new scores every 30 seconds.';
    // The panel is still mounted here (cleanup comes after), so the store change is a React update.
    afterEach(() => act(() => useSocketStatusStore.setState({ status: 'connecting' })));

    function renderWhile(status: SocketStatus) {
      useSocketStatusStore.setState({ status });
      const client = createTestQueryClient();
      client.setQueryData(liveKey, [match({ id: 1, status: 'live', isLive: true, elapsed: 12, homeScore: 0, awayScore: 0 })]);
      renderWithProviders(<LiveScoresPanel />, { client });
      return client.getQueryCache().find({ queryKey: liveKey });
    }

    it('says live updates are paused while the socket is down, and polls every 30 s', () => {
      const liveQuery = renderWhile('disconnected');
      expect(shownText()).toContain(paused);
      expect(shownText()).toContain('Auto refresh every 30s');
      expect(liveQuery?.observers[0].options.refetchInterval).toBe(30_000);
    });

    it('neither says so nor polls while pushes arrive', () => {
      const liveQuery = renderWhile('connected');
      expect(screen.queryByText(paused)).toBeNull();
      expect(liveQuery?.observers[0].options.refetchInterval).toBe(false);
    });
  });

  it('links each row to its match centre', () => {
    const client = createTestQueryClient();
    client.setQueryData(liveKey, [match({ id: 7, status: 'live', isLive: true, elapsed: 3, homeScore: 0, awayScore: 0 })]);
    renderWithProviders(<LiveScoresPanel />, { client });
    expect(screen.getByRole('link', { name: /Al-Shorta.*Al-Zawraa/ }).getAttribute('href')).toBe('/matches/7');
  });
});
