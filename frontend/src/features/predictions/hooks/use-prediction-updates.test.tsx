import type { MyPredictionResponse, PredictionResponse, PredictionSettledPayload } from '@isl/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { stubFetch } from '../../../../test/canned-fetch';
import { match, prediction, settledCall, user } from '../../../../test/fixtures';
import { createTestQueryClient } from '../../../../test/render';
import type { FakeSocket } from '../../../__mocks__/socket.io-client';
import { connectLiveSocket } from '../../../lib/socket';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { LEADERBOARD_KEY } from '../api/get-leaderboard';
import { myPredictionsQueryOptions } from '../../../lib/predictions/my-predictions';
import { USER_PREDICTIONS_KEY, userPredictionQueryOptions } from '../api/get-user-prediction';
import { usePredictionUpdates } from './use-prediction-updates';

let socket: FakeSocket;
beforeAll(async () => {
  socket = (await connectLiveSocket()) as unknown as FakeSocket;
});

/** A right exact score played as the joker, settled: 30 points in three lines. */
const call = settledCall({ id: 3, matchId: 12, exact: true, joker: true, settledAt: '2025-05-24T17:52:00.000Z' });
/** What the push says of the prediction itself, written over the cached one. */
const outcome = { isCorrect: true, isExact: true, pointsAwarded: call.pointsAwarded, breakdown: call.breakdown, settledAt: '2025-05-24T17:52:00.000Z' };
const settled: PredictionSettledPayload = {
  matchId: 12,
  predictionId: 3,
  ...outcome,
  totals: { predictionPoints: 70, totalPredictions: 7, correctPredictions: 5, winStreak: 3 },
};

const pending = (id: number, matchId: number): PredictionResponse =>
  prediction({ id, matchId, createdAt: '2025-05-20T10:00:00.000Z', updatedAt: '2025-05-20T10:00:00.000Z' });
const mine = (id: number, matchId: number): MyPredictionResponse => ({ ...pending(id, matchId), pointsEarned: 0, match: match({ id: matchId }) });

function mount() {
  const client = createTestQueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => usePredictionUpdates(), { wrapper });
  return { invalidate, client, ...hook };
}

const invalidatedKeys = (invalidate: jest.SpyInstance) => invalidate.mock.calls.map(([filters]) => filters.queryKey);

describe('usePredictionUpdates', () => {
  it('writes a pushed full time into the match a fan\'s prediction embeds, so My Predictions shows the result', () => {
    const { invalidate, client } = mount();
    const held = [mine(3, 12), mine(4, 13)];
    client.setQueryData(myPredictionsQueryOptions().queryKey, held);

    act(() =>
      socket.receive('match:update', {
        id: 12,
        status: 'finished',
        homeScore: 2,
        awayScore: 0,
        elapsed: null,
        isLive: false,
        version: 9,
        updatedAt: '2025-05-24T17:50:00.000Z',
        kickedOffAt: '2025-05-24T16:00:00.000Z',
        halfTimeAt: '2025-05-24T16:47:00.000Z',
        secondHalfStartedAt: '2025-05-24T17:02:00.000Z',
        matchDate: '2025-05-24T16:00:00.000Z',
      }),
    );

    const [first, second] = client.getQueryData(myPredictionsQueryOptions().queryKey) ?? [];
    expect(first.match).toMatchObject({ id: 12, status: 'finished', homeScore: 2, awayScore: 0, version: 9 });
    expect(second).toBe(held[1]);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("writes a settlement (its points line by line) into the fan's totals, My Predictions and that match's card, without asking the server", () => {
    const { invalidate, client } = mount();
    const fetchStub = stubFetch(200, '{}');
    client.setQueryData(currentUserQueryOptions().queryKey, user({ predictionPoints: 40, totalPredictions: 6, correctPredictions: 4, winStreak: 2 }));
    client.setQueryData(myPredictionsQueryOptions().queryKey, [mine(3, 12), mine(4, 13)]);
    client.setQueryData(userPredictionQueryOptions(12).queryKey, pending(3, 12));

    act(() => socket.receive('prediction:settled', settled));

    expect(client.getQueryData(currentUserQueryOptions().queryKey)).toEqual(
      expect.objectContaining({ predictionPoints: 70, totalPredictions: 7, correctPredictions: 5, winStreak: 3 }),
    );
    const [settledOne, other] = client.getQueryData(myPredictionsQueryOptions().queryKey) ?? [];
    // The points line by line and when they were settled, as the card and My Predictions show them.
    expect(settledOne).toEqual({ ...mine(3, 12), ...outcome, pointsEarned: 30 });
    expect(other).toEqual(mine(4, 13));
    expect(client.getQueryData(userPredictionQueryOptions(12).queryKey)).toEqual({ ...pending(3, 12), ...outcome });
    expect(invalidate).not.toHaveBeenCalled();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('leaves caches alone that nobody has loaded', () => {
    const { client } = mount();
    act(() => socket.receive('prediction:settled', settled));
    expect(client.getQueryData(currentUserQueryOptions().queryKey)).toBeUndefined();
    expect(client.getQueryData(myPredictionsQueryOptions().queryKey)).toBeUndefined();
  });

  it('refreshes the leaderboard on leaderboard:update, and nothing else', () => {
    const { invalidate } = mount();
    act(() => socket.receive('leaderboard:update', {}));
    expect(invalidatedKeys(invalidate)).toEqual([LEADERBOARD_KEY]);
  });

  it('refetches what a missed settlement would have changed after a reconnection that lost pushes', () => {
    act(() => socket.open());
    const { invalidate } = mount();
    act(() => {
      socket.drop();
      socket.open({ recovered: false });
    });
    expect(invalidatedKeys(invalidate)).toEqual([
      LEADERBOARD_KEY,
      myPredictionsQueryOptions().queryKey,
      USER_PREDICTIONS_KEY,
      currentUserQueryOptions().queryKey,
    ]);
  });

  it('stops listening when unmounted', () => {
    const { invalidate, unmount } = mount();
    unmount();
    socket.receive('prediction:settled', settled);
    socket.receive('leaderboard:update', {});
    expect(invalidate).not.toHaveBeenCalled();
  });
});
