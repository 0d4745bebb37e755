import type { PredictionSettledPayload } from '@isl/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestQueryClient } from '../../../../test/render';
import type { FakeSocket } from '../../../__mocks__/socket.io-client';
import { connectLiveSocket } from '../../../lib/socket';
import { currentUserQueryOptions } from '../../auth/api/get-current-user';
import { LEADERBOARD_KEY } from '../api/get-leaderboard';
import { myPredictionsQueryOptions } from '../api/get-my-predictions';
import { userPredictionQueryOptions } from '../api/get-user-prediction';
import { usePredictionUpdates } from './use-prediction-updates';

let socket: FakeSocket;
beforeAll(async () => {
  socket = (await connectLiveSocket()) as unknown as FakeSocket;
});

const settled: PredictionSettledPayload = { matchId: 12, predictionId: 3, isCorrect: true, pointsAwarded: 10, predictionPoints: 50, winStreak: 3 };

function mount() {
  const client = createTestQueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => usePredictionUpdates(), { wrapper });
  return { invalidate, ...hook };
}

const invalidatedKeys = (invalidate: jest.SpyInstance) => invalidate.mock.calls.map(([filters]) => filters.queryKey);

describe('usePredictionUpdates', () => {
  it('refreshes the current user, My Predictions and that match prediction when a prediction is settled', () => {
    const { invalidate } = mount();
    act(() => socket.receive('prediction:settled', settled));
    expect(invalidatedKeys(invalidate)).toEqual([
      currentUserQueryOptions().queryKey,
      myPredictionsQueryOptions().queryKey,
      userPredictionQueryOptions(12).queryKey,
    ]);
  });

  it('refreshes the leaderboard on leaderboard:update, and nothing else', () => {
    const { invalidate } = mount();
    act(() => socket.receive('leaderboard:update', {}));
    expect(invalidatedKeys(invalidate)).toEqual([LEADERBOARD_KEY]);
  });

  it('stops listening when unmounted', () => {
    const { invalidate, unmount } = mount();
    unmount();
    socket.receive('prediction:settled', settled);
    socket.receive('leaderboard:update', {});
    expect(invalidate).not.toHaveBeenCalled();
  });
});
