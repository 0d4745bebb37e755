import type { BadgeResponse, LeaderboardEntry, MyPredictionResponse, UserResponse } from '@isl/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppToaster } from '../../../components/AppToaster';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { match, myPrediction, prediction, settledCall, user } from '../../../../test/fixtures';
import { createTestQueryClient, renderWithProviders, seedPending, settle, shownText, visibleText } from '../../../../test/render';
import { matchesToPredictQueryOptions } from '../api/get-matches-to-predict';
import { leaderboardQueryOptions } from '../api/get-leaderboard';
import { myBadgesQueryOptions } from '../../../lib/badges/my-badges';
import { myPredictionsQueryOptions } from '../../../lib/predictions/my-predictions';
import { myStandingQueryOptions } from '../api/get-my-standing';
import { userPredictionQueryOptions } from '../api/get-user-prediction';
import { MyPredictionCard } from './MyPredictionsPage';
import { PredictionsScreen } from './PredictionsPage';

const fan = user({ id: 'fan-1', predictionPoints: 30, totalPredictions: 8, correctPredictions: 3, winStreak: 2 });

const entry = (overrides: Partial<LeaderboardEntry> & Pick<LeaderboardEntry, 'rank'>): LeaderboardEntry => ({
  userId: `other-${overrides.rank}`,
  displayName: `Fan ${overrides.rank}`,
  profileImageUrl: null,
  points: 100 - overrides.rank * 10,
  correctPredictions: 5,
  totalPredictions: 10,
  accuracy: 50,
  ...overrides,
});

const future = () => new Date(Date.now() + 86_400_000).toISOString();

/**
 * The page with this month's public list, the fan's own line (null: not on the leaderboard) and the fan's own
 * predictions.
 */
async function renderPage(
  entries: LeaderboardEntry[],
  mine: LeaderboardEntry | null = entries.find((e) => e.userId === fan.id) ?? null,
  own: MyPredictionResponse[] = [],
  { signedIn = fan, badges = [] }: { signedIn?: UserResponse; badges?: BadgeResponse[] } = {},
) {
  const client = createTestQueryClient();
  client.setQueryData(myPredictionsQueryOptions().queryKey, own);
  client.setQueryData(myBadgesQueryOptions().queryKey, badges);
  const upcoming = Array.from({ length: 7 }, (_, index) => match({ id: index + 1, matchDate: future() }));
  client.setQueryData(matchesToPredictQueryOptions().queryKey, upcoming);
  upcoming.forEach((fixture) => client.setQueryData(userPredictionQueryOptions(fixture.id).queryKey, null));
  client.setQueryData(leaderboardQueryOptions({ period: 'month' }).queryKey, { period: 'month', season: null, endsAt: future(), entries });
  client.setQueryData(myStandingQueryOptions({ period: 'month' }).queryKey, { period: 'month', season: null, entry: mine, hidden: signedIn.hiddenFromLeaderboards });
  renderWithProviders(<PredictionsScreen user={signedIn} />, { client });
  await settle();
}

const leaders = () => screen.getByRole('region', { name: "This Month's Leaders" });
const leaderRows = () => within(leaders()).getAllByRole('listitem');
const statistics = () => screen.getByRole('region', { name: 'Your Statistics' });

describe('the Match Predictions page', () => {
  it('shows the title, the points and the first 5 upcoming matches with a card each', async () => {
    await renderPage([]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Match Predictions');
    expect(shownText()).toContain('Predict match outcomes and earn points');
    expect(shownText()).toContain('Your points: 30');
    expect(screen.getAllByRole('radiogroup')).toHaveLength(5);
    expect(visibleText(leaders())).toContain('No predictions yet');
  });

  it('marks the current user with "(You)" and ranks 1 to 3 with medals, showing 10 entries', async () => {
    const entries = Array.from({ length: 12 }, (_, index) => entry({ rank: index + 1, ...(index === 4 ? { userId: fan.id } : {}) }));
    entries[1] = entry({ rank: 2, displayName: null });
    await renderPage(entries);
    const rows = leaderRows();
    expect(rows).toHaveLength(10);
    expect(visibleText(rows[4])).toContain('Fan 5(You)');
    expect(rows[4].getAttribute('aria-current')).toBe('true');
    expect(rows.filter((row) => row.textContent?.includes('(You)'))).toHaveLength(1);
    expect(within(leaders()).queryByRole('list', { name: 'Your place' })).toBeNull();
    expect(visibleText(rows[1])).toContain('User');
    expect(rows.slice(0, 4).map((row) => row.querySelector('[data-medal]')?.getAttribute('data-medal') ?? null)).toEqual(['gold', 'silver', 'bronze', null]);
    expect(rows.map((row) => within(row).queryByLabelText('Gold medal, rank 1') !== null)).toEqual([true, ...Array(9).fill(false)]);
    expect(visibleText(rows[0])).toContain('50% accuracy');
  });

  it("shows the fan's own line below the top 10 when they rank lower, with their rank", async () => {
    const entries = Array.from({ length: 10 }, (_, index) => entry({ rank: index + 1 }));
    await renderPage(entries, entry({ rank: 4_812, userId: fan.id, displayName: 'Hawre', points: 10, accuracy: 25 }));
    const own = within(leaders()).getByRole('list', { name: 'Your place' });
    const line = within(own).getByRole('listitem');
    expect(visibleText(line)).toContain('Hawre(You)');
    expect(visibleText(line)).toContain('25% accuracy');
    expect(within(line).getByLabelText('Rank 4812').textContent).toBe('4812');
    expect(line.getAttribute('aria-current')).toBe('true');
    expect(leaderRows()).toHaveLength(11);
    expect(visibleText(within(statistics()).getByTestId('rank-badge'))).toBe('Rank #4812');
  });

  it('shows the statistics, and the rank badge when the fan is on the leaderboard', async () => {
    await renderPage([entry({ rank: 1 }), entry({ rank: 2 }), entry({ rank: 3 }), entry({ rank: 4, userId: fan.id })]);
    const stats = statistics();
    expect(visibleText(stats)).toContain('Total Predictions8');
    expect(visibleText(stats)).toContain('Awaiting Result0');
    expect(visibleText(stats)).toContain('Settled8');
    expect(visibleText(stats)).toContain('Correct3');
    expect(visibleText(stats)).toContain('Accuracy38%');
    expect(visibleText(stats)).toContain('Win Streak2');
    expect(visibleText(within(stats).getByTestId('rank-badge'))).toBe('Rank #4');
    expect(within(stats).queryByLabelText(/medal/)).toBeNull();
  });

  it('counts the predictions awaiting a result beside the settled ones, so a new call shows at once', async () => {
    // Two settled (the account's totals say 8: earlier ones were settled too), three awaiting, one on a cancelled match.
    await renderPage([], null, [
      myPrediction(1, 'scheduled'),
      myPrediction(2, 'live'),
      myPrediction(3, 'finished'),
      myPrediction(4, 'finished', true),
      myPrediction(5, 'finished', false),
      myPrediction(6, 'cancelled'),
    ]);
    const stats = visibleText(statistics());
    expect(stats).toContain('Total Predictions11');
    expect(stats).toContain('Awaiting Result3');
    expect(stats).toContain('Settled8');
    expect(stats).toContain('Accuracy38%');
  });

  it('shows no count of its own predictions until they have loaded', async () => {
    const client = createTestQueryClient();
    seedPending(client, myPredictionsQueryOptions().queryKey);
    client.setQueryData(matchesToPredictQueryOptions().queryKey, []);
    client.setQueryData(leaderboardQueryOptions({ period: 'month' }).queryKey, { period: 'month', season: null, endsAt: future(), entries: [] });
    client.setQueryData(myStandingQueryOptions({ period: 'month' }).queryKey, { period: 'month', season: null, entry: null, hidden: false });
    renderWithProviders(<PredictionsScreen user={user({ totalPredictions: 8 })} />, { client });
    await settle();
    expect(visibleText(statistics())).toContain('Total Predictions–Awaiting Result–Settled8');
  });

  it('gives a top-3 fan a medal beside the rank', async () => {
    await renderPage([entry({ rank: 1, userId: fan.id })]);
    expect(within(statistics()).getByTestId('rank-badge').querySelector('svg')?.getAttribute('aria-label')).toBe('Gold medal, rank 1');
  });

  it('has no rank badge and no own line for a fan off the leaderboard', async () => {
    await renderPage([entry({ rank: 1 })]);
    expect(within(statistics()).queryByTestId('rank-badge')).toBeNull();
    expect(leaderRows()).toHaveLength(1);
  });

  it('tells a fan in private mode they are hidden instead of showing their place and rank', async () => {
    const entries = Array.from({ length: 10 }, (_, index) => entry({ rank: index + 1 }));
    await renderPage(entries, null, [], { signedIn: { ...fan, hiddenFromLeaderboards: true } });
    expect(within(leaders()).queryByRole('list', { name: 'Your place' })).toBeNull();
    expect(visibleText(within(leaders()).getByTestId('private-mode-note'))).toBe(
      'You are in private mode: hidden from the public leaderboards. Change it in Settings',
    );
    expect(within(leaders()).getByRole('link', { name: 'Change it in Settings' }).getAttribute('href')).toBe('/settings');
    expect(within(statistics()).queryByTestId('rank-badge')).toBeNull();
  });

  it('shows a row of the badges won beside the statistics, each kind once with how many times', async () => {
    const won = (kind: BadgeResponse['kind'], round: number | null): BadgeResponse => ({ kind, season: '2024-25', round, leagueId: null, awardedAt: '2025-04-01T00:00:00.000Z' });
    await renderPage([], null, [], { badges: [won('roundWinner', 30), won('streak3', null), won('roundWinner', 31)] });
    const row = within(statistics()).getByRole('region', { name: 'Your badges' });
    expect(within(row).getAllByRole('listitem').map(visibleText)).toEqual(['Round winner, 2 times×2', '3 correct in a row']);
  });

  it('tells a fan without a badge beside the statistics how to earn one', async () => {
    await renderPage([]);
    expect(visibleText(within(statistics()).getByTestId('badges-empty'))).toContain('Win a round, call 3 matches right in a row');
  });

  it('shows 3 and 5 placeholders while loading', async () => {
    const client = createTestQueryClient();
    seedPending(client, matchesToPredictQueryOptions().queryKey);
    seedPending(client, leaderboardQueryOptions({ period: 'month' }).queryKey);
    seedPending(client, myStandingQueryOptions({ period: 'month' }).queryKey);
    renderWithProviders(<PredictionsScreen user={user()} />, { client });
    await settle();
    const [upcoming, leaders] = screen.getAllByRole('status', { name: 'Loading...' });
    expect(upcoming.children).toHaveLength(3);
    expect(leaders.children).toHaveLength(5);
  });
});

describe('an upcoming match on the Match Predictions page, against the api', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  /** The page with one match to predict, its other panels loaded; the fan's prediction is asked of `routes`. */
  async function renderWithOneMatch(routes: Parameters<typeof routeFetch>[0]) {
    const fetchStub = routeFetch(routes);
    const client = createTestQueryClient();
    client.setQueryData(myPredictionsQueryOptions().queryKey, []);
    client.setQueryData(matchesToPredictQueryOptions().queryKey, [match({ id: 1, matchDate: future(), homeTeamName: 'Zakho', awayTeamName: 'Duhok' })]);
    client.setQueryData(leaderboardQueryOptions({ period: 'month' }).queryKey, { period: 'month', season: null, endsAt: future(), entries: [] });
    client.setQueryData(myStandingQueryOptions({ period: 'month' }).queryKey, { period: 'month', season: null, entry: null, hidden: false });
    renderWithProviders(
      <>
        <PredictionsScreen user={fan} />
        <AppToaster />
      </>,
      { client },
    );
    await settle();
    return fetchStub;
  }

  const card = () => screen.getByRole('listitem');

  it("says when the fan's prediction could not be loaded, and loads it again on Retry", async () => {
    let answer = () => jsonResponse(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' });
    const fetchStub = await renderWithOneMatch({ 'GET /api/predictions/user/1': () => answer() });
    await waitFor(() => expect(within(card()).getByRole('alert').textContent).toContain('Unable to load your prediction'));
    expect(within(card()).queryByText('Loading...')).toBeNull();
    expect(visibleText(card())).toContain('Zakho');

    answer = () => jsonResponse(200, null);
    fireEvent.click(within(card()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(card()).getByRole('radiogroup', { name: 'Your prediction' })).toBeTruthy());
    expect(fetchStub.mock.calls.filter(([url]) => url === '/api/predictions/user/1')).toHaveLength(2);
  });

  it('says "Prediction submitted successfully!" once the prediction is in, as the card turns to Submitted', async () => {
    let held: unknown = null;
    const saved = prediction({ id: 7, createdAt: future(), updatedAt: future() });
    await renderWithOneMatch({
      'GET /api/predictions/user/1': () => jsonResponse(200, held),
      'POST /api/predictions': () => {
        held = saved;
        return jsonResponse(201, saved);
      },
      'GET /api/predictions/match/1/split': () => jsonResponse(200, { matchId: 1, home: 1, draw: 0, away: 0, total: 1, countedAt: future() }),
    });
    await waitFor(() => expect(within(card()).getByRole('radiogroup')).toBeTruthy());
    fireEvent.click(within(card()).getByText('Home Win'));
    await settle();
    fireEvent.click(within(card()).getByRole('button', { name: 'Submit Prediction' }));
    await waitFor(() => expect(visibleText(card())).toContain('Prediction Submitted'));
    await waitFor(() => expect(shownText()).toContain('Prediction submitted successfully!'));
    expect(shownText()).toContain('Success');
  });
});

describe('a My Predictions card', () => {
  const item = (overrides: Partial<MyPredictionResponse>): MyPredictionResponse => ({
    ...prediction({ createdAt: '2025-05-20T10:00:00.000Z', updatedAt: '2025-05-20T10:00:00.000Z' }),
    pointsEarned: 0,
    match: match({ id: 1 }),
    ...overrides,
  });

  it('shows a settled call\'s exact score, joker and points line by line, adding up to its points, and when it was settled', async () => {
    renderWithProviders(
      <ul>
        <MyPredictionCard
          item={{
            ...settledCall({ homeScore: 1, awayScore: 0, exact: false, joker: true, settledAt: '2025-05-24T10:00:00.000Z' }),
            pointsEarned: 20,
            match: match({ id: 1, status: 'finished', homeScore: 2, awayScore: 0 }),
          }}
          now={new Date('2025-05-24T12:00:00.000Z')}
        />
      </ul>,
    );
    await settle();
    const card = screen.getAllByRole('listitem')[0];
    expect(visibleText(card)).toContain('20 pts');
    expect(visibleText(within(card).getByTestId('called-score')).replace(/\s/g, '')).toBe('Exactscore:1-0');
    expect(within(card).getByTestId('joker-mark')).toBeTruthy();
    const breakdown = within(card).getByRole('list', { name: 'How the points were made' });
    expect(within(breakdown).getAllByRole('listitem').map(visibleText)).toEqual(['Right outcome+10', 'Exact score0', 'Joker ×2+10']);
    expect(visibleText(within(card).getByTestId('points-total'))).toBe('Total20');
    expect(visibleText(card)).toContain('Settled: Today, 13:00');
  });

  it('shows no breakdown before the match is settled', async () => {
    renderWithProviders(
      <ul>
        <MyPredictionCard item={item({ match: match({ id: 1, status: 'live', homeScore: 1, awayScore: 0 }) })} now={new Date('2025-05-24T12:00:00.000Z')} />
      </ul>,
    );
    await settle();
    expect(screen.queryByTestId('points-breakdown')).toBeNull();
    expect(screen.queryByTestId('joker-mark')).toBeNull();
  });

  it.each([
    ['Pending', match({ id: 1, status: 'live', homeScore: 2, awayScore: 0 }), 0],
    ['✓ Correct', match({ id: 1, status: 'finished', homeScore: 2, awayScore: 0 }), 10],
    ['✗ Wrong', match({ id: 1, status: 'finished', homeScore: 1, awayScore: 1 }), 0],
  ])('reads %s', async (badge, fixture, points) => {
    renderWithProviders(
      <ul>
        <MyPredictionCard item={item({ match: fixture, pointsEarned: points })} now={new Date('2025-05-24T12:00:00.000Z')} />
      </ul>,
    );
    await settle();
    const card = screen.getByRole('listitem');
    expect(card.querySelector('[data-outcome]')?.textContent).toBe(badge);
    expect(visibleText(card)).toContain('Prediction: Home Win');
    expect(visibleText(card)).toContain(`${points} pts`);
    expect(visibleText(card)).toContain('Predicted on May 20');
    // The final score only once finished.
    const score = `${fixture.homeScore}-${fixture.awayScore}`;
    expect(visibleText(card).replace(/\s/g, '').includes(score)).toBe(fixture.status === 'finished');
  });
});
