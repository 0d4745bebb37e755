import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestQueryClient } from '../../../../test/render';
import type { FakeSocket } from '../../../__mocks__/socket.io-client';
import { LEAGUES_KEY } from '../../../lib/leagues/my-leagues';
import { connectLiveSocket } from '../../../lib/socket';
import { useLeagueUpdates } from './use-league-updates';

let socket: FakeSocket;
beforeAll(async () => {
  socket = (await connectLiveSocket()) as unknown as FakeSocket;
});

function mount() {
  const client = createTestQueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { invalidate, ...renderHook(() => useLeagueUpdates(), { wrapper }) };
}

const invalidatedKeys = (invalidate: jest.SpyInstance) => invalidate.mock.calls.map(([filters]) => filters.queryKey);

describe('useLeagueUpdates', () => {
  it('reads the leagues again when their tables are new, not when only the leaderboard is', () => {
    const { invalidate } = mount();
    act(() => socket.receive('leaderboard:update', {}));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => socket.receive('leagues:update', { season: '2024-25', game: 'predictions' }));
    expect(invalidatedKeys(invalidate)).toEqual([LEAGUES_KEY]);
  });

  it('reads them again after a reconnection that lost pushes', () => {
    act(() => socket.open());
    const { invalidate } = mount();
    act(() => {
      socket.drop();
      socket.open({ recovered: false });
    });
    expect(invalidatedKeys(invalidate)).toEqual([LEAGUES_KEY]);
  });

  it('stops listening when unmounted', () => {
    const { invalidate, unmount } = mount();
    unmount();
    socket.receive('leagues:update', { season: '2024-25', game: 'squad' });
    expect(invalidate).not.toHaveBeenCalled();
  });
});
