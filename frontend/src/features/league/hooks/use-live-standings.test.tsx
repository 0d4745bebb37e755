import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestQueryClient } from '../../../../test/render';
import type { FakeSocket } from '../../../__mocks__/socket.io-client';
import { connectLiveSocket } from '../../../lib/socket';
import { useLiveStandings } from './use-live-standings';

describe('useLiveStandings', () => {
  it('refetches the league table and the scorers when a result changes the standings', async () => {
    const socket = (await connectLiveSocket()) as unknown as FakeSocket;
    jest.useFakeTimers();
    const client = createTestQueryClient();
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    renderHook(() => useLiveStandings(), { wrapper });

    act(() => socket.receive('standings:update', { season: '2024-25' }));
    act(() => jest.advanceTimersByTime(2_000));

    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(
      expect.arrayContaining([['teams'], ['players', 'top-rated']]),
    );
    jest.useRealTimers();
  });
});
