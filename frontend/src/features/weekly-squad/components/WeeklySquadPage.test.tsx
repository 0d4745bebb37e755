import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlayerPosition, PlayerResponse, WeeklySquadResponse } from '@isl/contracts';
import { AppToaster } from '../../../components/AppToaster';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { useLanguageStore } from '../../../lib/language-store';
import { seasonsQueryOptions } from '../../../lib/season';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';
import { useWaitingWritesStore } from '../../../lib/waiting-writes';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { season, team, user } from '../../../../test/fixtures';
import { createTestQueryClient, renderWithProviders, settle, shownText, visibleText } from '../../../../test/render';
import { pickablePlayersQueryOptions } from '../api/get-pickable-players';
import { weeklySquadQueryOptions } from '../api/get-weekly-squad';
import { useSquadDraftStore } from '../hooks/squad-draft-store';
import WeeklySquadPage from './WeeklySquadPage';

const POSITIONS: PlayerPosition[] = ['goalkeeper', 'leftBack', 'centerBack', 'centerBack', 'rightBack', 'midfielder', 'centralMidfielder', 'attackingMidfielder', 'leftWinger', 'striker', 'rightWinger'];

/** Eleven players of four clubs (at most three each) fitting a 4-3-3, and a spare striker. */
const players = [...POSITIONS, 'striker' as const].map(
  (position, i) => ({ id: i + 1, name: `Player ${i + 1}`, nameArabic: `لاعب ${i + 1}`, position, teamId: 1 + Math.floor(i / 3), teamName: `Club ${1 + Math.floor(i / 3)}`, jerseyNumber: i + 1, rating: '7.0', isInjured: false }) as PlayerResponse,
);
const teams = [1, 2, 3, 4].map((id) => team({ id, name: `Club ${id}`, nameArabic: `نادي ${id}` }));
const squad = (overrides: Partial<WeeklySquadResponse> = {}): WeeklySquadResponse => ({
  week: 33,
  season: '2024-25',
  pickWeek: 33,
  deadline: new Date(Date.now() + 86_400_000).toISOString(),
  locked: false,
  status: 'not_submitted',
  formation: '4-3-3',
  playerIds: [],
  captainId: null,
  viceCaptainId: null,
  totalPoints: 0,
  rank: null,
  players: [],
  ...overrides,
});

function renderPage(current = squad()) {
  const client = createTestQueryClient();
  client.setQueryData(currentUserQueryOptions().queryKey, user());
  client.setQueryData(weeklySquadQueryOptions().queryKey, current);
  client.setQueryData(weeklySquadQueryOptions(32).queryKey, squad({ week: 32, locked: true }));
  client.setQueryData(pickablePlayersQueryOptions().queryKey, players);
  client.setQueryData(teamsQueryOptions().queryKey, teams);
  client.setQueryData(seasonsQueryOptions().queryKey, [season('2024-25', true), season('2023-24')]);
  return renderWithProviders(
    <>
      <WeeklySquadPage />
      <AppToaster />
    </>,
    { client, route: '/weekly-squad' },
  );
}

const available = () => screen.getByRole('list', { name: 'Available Players' });
const pick = (name: string) => fireEvent.click(within(available()).getByText(name).closest('button')!);
const submitButton = () => screen.getByRole('button', { name: 'Submit Weekly Squad' });
const slot = (key: string) => document.querySelector<HTMLElement>(`[data-slot="${key}"]`)!;
/** The armband the player in a slot wears on the pitch, or null. */
const armbandOn = (key: string) => slot(key).querySelector('[data-armband]')?.getAttribute('data-armband') ?? null;
/** What a button's aria-describedby points at says. */
const description = (button: HTMLElement) => visibleText(document.getElementById(button.getAttribute('aria-describedby') ?? ''));

/** Presses one of the armband buttons of a slot's player in the Selected Players list. */
async function giveArmband(key: string, armband: 'Captain' | 'Vice-captain') {
  const name = slot(key).textContent?.match(/Player \d+/)?.[0];
  fireEvent.click(within(screen.getByRole('list', { name: 'Selected Players' })).getByRole('button', { name: `${armband}: ${name}` }));
  await settle();
}

beforeEach(() => {
  useSquadDraftStore.getState().discard();
  routeFetch({
    'GET /api/weekly-squad/leaderboard?week=32': () => jsonResponse(200, { week: 32, squads: 0, entries: [], you: null }),
    'GET /api/weekly-squad/history': () => jsonResponse(200, []),
  });
});

afterEach(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));

// Eleven picks through the page, each re-rendering the pitch and the lists: more than jest's 5 s on a busy machine.
const LONG_TEST_MS = 60_000;

describe('WeeklySquadPage', () => {
  it("offers a saved squad to share: the page's link, saying which round it is for", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderPage(squad({ status: 'submitted', playerIds: players.slice(0, 11).map((p) => p.id), captainId: 10, viceCaptainId: 5 }));
    await settle();
    expect(document.title).toBe('Weekly Squad · Iraq Stars League');
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await settle();
    expect(share).toHaveBeenCalledWith({ title: 'Weekly Squad', text: 'My squad for round 33', url: `${window.location.origin}/weekly-squad?lang=en` });
  });

  it("says, in a status, that the round's squad is saved on the phone until it can be sent", async () => {
    const body = { week: 33, formation: '4-3-3', playerIds: players.slice(0, 11).map((p) => p.id), captainId: 10, viceCaptainId: 5 };
    useWaitingWritesStore.setState({ writes: [{ kind: 'squad', url: '/api/weekly-squad', body, userId: 'u1', key: 'k1', madeAt: Date.now() }] });
    try {
      renderPage();
      await settle();
      expect(screen.getAllByRole('status').map(visibleText)).toContain('Your squad is saved on this phone. It will be sent when you are back online.');
    } finally {
      useWaitingWritesStore.setState({ writes: [] });
    }
  });

  it('offers nothing to share before the squad is saved', async () => {
    renderPage();
    await settle();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('keeps Submit disabled, saying why, until eleven are picked and two wear the armbands; keeps the draft; then sends them in pitch order', async () => {
    const pitchOrder = [1, 2, 3, 4, 5, 7, 6, 8, 9, 10, 11];
    const saved = squad({ status: 'submitted', playerIds: pitchOrder, captainId: 10, viceCaptainId: 5 });
    const fetchStub = routeFetch({
      'POST /api/weekly-squad': () => jsonResponse(201, saved),
      'GET /api/weekly-squad/leaderboard?week=32': () => jsonResponse(200, { week: 32, squads: 0, entries: [], you: null }),
      'GET /api/weekly-squad/history': () => jsonResponse(200, []),
    });
    renderPage();
    await settle();
    expect(shownText()).toContain('Round 33');
    expect(shownText()).toContain('0/11 Players');
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(shownText()).toContain('Invalid Squad - Please select exactly 11 players for your squad.');

    for (const player of players.slice(0, 11)) pick(player.name);
    await settle();
    expect(shownText()).toContain('11/11 Players');
    // Each in the slot of his position: the generic midfielder, picked first, in the centre.
    expect(useSquadDraftStore.getState().draft?.slots).toEqual(pitchOrder);
    // Eleven, but nobody wears an armband yet: the button says why it is off.
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(description(submitButton())).toBe('Choose a captain and a vice-captain in the list of selected players.');

    // In the Selected Players list, the striker takes the captain's armband, the right-back the vice-captain's.
    await giveArmband('ST', 'Captain');
    await giveArmband('RB', 'Vice-captain');
    expect(armbandOn('ST')).toBe('captainId');
    expect(armbandOn('RB')).toBe('viceCaptainId');
    expect(useSquadDraftStore.getState().draft).toMatchObject({ captainId: 10, viceCaptainId: 5 });
    const listed = within(screen.getByRole('list', { name: 'Selected Players' }));
    expect(listed.getAllByRole('button', { pressed: true }).map((button) => button.getAttribute('aria-label'))).toEqual(['Vice-captain: Player 5', 'Captain: Player 10']);
    expect(submitButton()).toHaveProperty('disabled', false);

    fireEvent.click(submitButton());
    await waitFor(() => expect(shownText()).toContain('Weekly squad submitted successfully!'));
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/weekly-squad',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ week: 33, formation: '4-3-3', playerIds: pitchOrder, captainId: 10, viceCaptainId: 5 }) }),
    );
    expect(useSquadDraftStore.getState().draft).toBeNull();
  }, LONG_TEST_MS);

  it('swaps the armbands when the vice-captain is made captain, and takes his armband off a player removed from the pitch', async () => {
    renderPage();
    await settle();
    for (const player of players.slice(0, 11)) pick(player.name);
    await settle();
    await giveArmband('ST', 'Captain');
    await giveArmband('GK', 'Vice-captain');
    await giveArmband('GK', 'Captain');
    expect([armbandOn('GK'), armbandOn('ST')]).toEqual(['captainId', 'viceCaptainId']);
    // Pressed again, an armband comes off.
    await giveArmband('GK', 'Captain');
    expect(armbandOn('GK')).toBeNull();
    await giveArmband('GK', 'Captain');

    // Spec: a filled slot tapped on the pitch removes its player.
    fireEvent.click(slot('ST'));
    await settle();
    expect(shownText()).toContain('10/11 Players');
    expect(useSquadDraftStore.getState().draft).toMatchObject({ captainId: 1, viceCaptainId: null });
    expect(description(submitButton())).toBe('Invalid Squad - Please select exactly 11 players for your squad.');
  }, LONG_TEST_MS);

  it('refuses a forward in the goalkeeper slot, puts each forward in his own slot, and fills a slot emptied from the pitch', async () => {
    renderPage();
    await settle();
    fireEvent.click(document.querySelector('[data-slot="GK"]')!);
    pick('Player 10');
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Player 10 is a Striker and cannot play at GK.');
    fireEvent.click(document.querySelector('[data-slot="GK"]')!);
    pick('Player 11');
    pick('Player 10');
    pick('Player 12');
    await settle();
    // The right winger at RW though picked first; the strikers at ST and beside him.
    const slotText = (slot: string) => document.querySelector(`[data-slot="${slot}"]`)!.textContent;
    expect(['LW', 'ST', 'RW'].map(slotText).join(' ')).toMatch(/Player 12.*Player 10.*Player 11/);
    pick('Player 9');
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Every place for a Left winger is taken');
    // A filled slot tapped removes its player, and his place takes the next pick.
    fireEvent.click(slot('LW'));
    pick('Player 9');
    await settle();
    expect(slotText('LW')).toContain('Player 9');
    expect(shownText()).toContain('3/11 Players');
  }, LONG_TEST_MS);

  it('searches names and clubs in every language, and filters by position', async () => {
    renderPage();
    await settle();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search players...' }), { target: { value: 'نادي 2' } });
    expect(within(available()).getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('Player 4')]));
    expect(within(available()).getAllByRole('button')).toHaveLength(3);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search players...' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'GK' }));
    expect(within(available()).getAllByRole('button')).toHaveLength(1);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search players...' }), { target: { value: 'nobody' } });
    expect(shownText()).toContain('No players found');
  });

  it('says the time left to the deadline in the reader’s words: Arabic’s dual, Sorani’s unit words, joined by «و»', async () => {
    const client = createTestQueryClient();
    client.setQueryData(currentUserQueryOptions().queryKey, user());
    // Two days and two hours ahead (and a few seconds, so the minute the page reads stays on the same side).
    client.setQueryData(weeklySquadQueryOptions().queryKey, squad({ deadline: new Date(Date.now() + (50 * 60 + 0.5) * 60_000).toISOString() }));
    client.setQueryData(weeklySquadQueryOptions(32).queryKey, squad({ week: 32, locked: true }));
    client.setQueryData(pickablePlayersQueryOptions().queryKey, players);
    client.setQueryData(teamsQueryOptions().queryKey, teams);
    act(() => useLanguageStore.getState().setLanguage('ar'));
    try {
      renderWithProviders(<WeeklySquadPage />, { client, route: '/weekly-squad' });
      await settle();
      // Joined by «و», as Arabic and Sorani join two amounts.
      expect(shownText()).toContain('يومان وساعتان');
      act(() => useLanguageStore.getState().setLanguage('ku'));
      await settle();
      expect(shownText()).toContain('2 ڕۆژ و 2 کاتژمێر');
      expect(shownText()).not.toMatch(/\d [dh]\b/);
    } finally {
      act(() => useLanguageStore.getState().setLanguage('en'));
    }
  });

  it("shows the fan's rounds of the current season beside last round's board, and of a past season with its board, read only", async () => {
    const board = (season: string) => ({ week: 34, season, squads: 2, entries: [{ rank: 1, displayName: 'Ali', profileImageUrl: null, totalPoints: 50, isCurrentUser: false }], you: null });
    routeFetch({
      'GET /api/weekly-squad/leaderboard?week=32': () => jsonResponse(200, board('2024-25')),
      'GET /api/weekly-squad/history': () => jsonResponse(200, [{ week: 32, totalPoints: 41, rank: 3, squads: 120 }]),
      'GET /api/weekly-squad/leaderboard?season=2023-24': () => jsonResponse(200, board('2023-24')),
      'GET /api/weekly-squad/history?season=2023-24': () => jsonResponse(200, [{ week: 34, totalPoints: 20, rank: 2, squads: 2 }, { week: 33, totalPoints: 15, rank: null, squads: 2 }]),
    });
    const { client, unmount } = renderPage();
    const rounds = async () => within(await screen.findByRole('table', { name: 'Your rounds' })).getAllByRole('row').map(visibleText);
    await waitFor(async () => expect(await rounds()).toEqual(['RoundRankPoints', '323rd of 12041', 'Season total41']));
    expect(submitButton()).toBeTruthy();

    unmount();
    renderWithProviders(<WeeklySquadPage />, { client, route: '/weekly-squad?season=2023-24' });
    await waitFor(async () => expect(await rounds()).toEqual(['RoundRankPoints', '342nd of 220', '33Not ranked yet15', 'Season total35']));
    expect(screen.getByRole('heading', { name: 'Round Leaderboard' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Weekly Squad' })).toBeNull();
  });
});
