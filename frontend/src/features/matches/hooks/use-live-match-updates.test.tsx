import type { MatchEventPayload, MatchUpdatePayload } from '@isl/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { match, matchDetail } from '../../../../test/fixtures';
import { createTestQueryClient } from '../../../../test/render';
import type { FakeSocket } from '../../../__mocks__/socket.io-client';
import { connectLiveSocket } from '../../../lib/socket';
import { liveMatchesQueryOptions } from '../../../lib/matches/get-live-matches';
import { matchQueryOptions } from '../../../lib/matches/get-match';
import { matchPageQueryOptions } from '../../../lib/matches/get-match-page';
import { matchesQueryOptions } from '../../../lib/matches/get-matches';
import { useLiveMatchUpdates } from './use-live-match-updates';

let socket: FakeSocket;
beforeAll(async () => {
  socket = (await connectLiveSocket()) as unknown as FakeSocket;
});

const liveKey = liveMatchesQueryOptions().queryKey;

const goal: MatchUpdatePayload = {
  id: 1,
  status: 'live',
  homeScore: 1,
  awayScore: 0,
  elapsed: 23,
  isLive: true,
  winProbability: { home: 0.68, draw: 0.22, away: 0.1 },
  version: 4,
  updatedAt: '2025-05-24T16:23:00.000Z',
  kickedOffAt: '2025-05-24T16:00:00.000Z',
  halfTimeAt: null,
  secondHalfStartedAt: null,
  matchDate: '2025-05-24T16:00:00.000Z',
};

function mountWith(client = createTestQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useLiveMatchUpdates(), { wrapper });
  return { client, ...hook };
}

describe('useLiveMatchUpdates', () => {
  afterEach(() => jest.useRealTimers());

  it('writes a pushed score into the live list, round lists and the match detail', () => {
    const client = createTestQueryClient();
    const before = match({ id: 1, status: 'live', isLive: true, homeScore: 0, awayScore: 0, version: 3 });
    client.setQueryData(liveKey, [before]);
    client.setQueryData(matchesQueryOptions({ round: 32 }).queryKey, [before, match({ id: 2 })]);
    client.setQueryData(matchQueryOptions(1).queryKey, matchDetail({ ...before, winProbability: { home: 0.45, draw: 0.3, away: 0.25 } }));
    mountWith(client);

    act(() => socket.receive('match:update', goal));

    expect(client.getQueryData(liveKey)?.[0]).toMatchObject({ homeScore: 1, version: 4 });
    expect(client.getQueryData(matchesQueryOptions({ round: 32 }).queryKey)?.[0]).toMatchObject({ homeScore: 1 });
    expect(client.getQueryData(matchQueryOptions(1).queryKey)).toMatchObject({ homeScore: 1, version: 4, winProbability: goal.winProbability });

    // A late copy of an older push changes nothing.
    act(() => socket.receive('match:update', { ...goal, version: 3, homeScore: 0 }));
    expect(client.getQueryData(liveKey)?.[0].homeScore).toBe(1);
  });

  it('writes a pushed score into the Matches page\'s pages, and refetches a page the match leaves at full time', () => {
    jest.useFakeTimers();
    const client = createTestQueryClient();
    const before = match({ id: 1, status: 'live', isLive: true, homeScore: 0, awayScore: 0, version: 3 });
    const fixturesKey = matchPageQueryOptions({ kind: 'fixtures', round: 32, page: 1 }).queryKey;
    client.setQueryData(fixturesKey, { items: [before, match({ id: 2 })], page: 1, limit: 10, total: 2 });
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    mountWith(client);

    act(() => socket.receive('match:update', goal));
    expect(client.getQueryData(fixturesKey)?.items[0]).toMatchObject({ homeScore: 1, version: 4 });
    act(() => jest.advanceTimersByTime(2_500));
    expect(invalidate).not.toHaveBeenCalled();

    act(() => socket.receive('match:update', { ...goal, version: 5, status: 'finished', isLive: false, elapsed: null, winProbability: null }));
    act(() => jest.advanceTimersByTime(2_500));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: fixturesKey });
  });

  it('adds a pushed goal to the timeline of the open match at once, and refetches it a moment later for its momentum and chances', () => {
    jest.useFakeTimers();
    const client = createTestQueryClient();
    client.setQueryData(matchQueryOptions(1).queryKey, matchDetail({ id: 1, status: 'live', version: 3 }));
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    mountWith(client);
    const event: MatchEventPayload = { id: 40, matchId: 1, disallowed: false, type: 'goal', minute: 23, teamId: 1, playerId: 9, playerName: 'Aymen Hussein', version: 4 };

    act(() => socket.receive('match:event', event));
    expect(client.getQueryData(matchQueryOptions(1).queryKey)?.events).toEqual([event]);
    act(() => jest.advanceTimersByTime(2_000));

    expect(invalidate).toHaveBeenCalledWith({ queryKey: matchQueryOptions(1).queryKey });
  });

  it('refetches the open match, a moment later, when a score correction is pushed: its goals changed', () => {
    jest.useFakeTimers();
    const client = createTestQueryClient();
    const detailKey = matchQueryOptions(1).queryKey;
    const goal: MatchEventPayload = { id: 40, matchId: 1, disallowed: false, type: 'goal', minute: 23, teamId: 1, playerId: 9, playerName: 'Aymen Hussein', version: 4 };
    client.setQueryData(detailKey, matchDetail({ id: 1, status: 'finished', version: 5, events: [goal] }));
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    mountWith(client);
    const correction: MatchEventPayload = { id: 41, matchId: 1, disallowed: false, type: 'correct_score', minute: null, teamId: null, version: 6 };

    act(() => socket.receive('match:event', correction));
    expect(client.getQueryData(detailKey)?.events).toEqual([goal, correction]);
    act(() => jest.advanceTimersByTime(2_000));

    expect(invalidate).toHaveBeenCalledWith({ queryKey: detailKey });
  });

  it('refetches the live list, a moment later, when a match it lacks kicks off', () => {
    jest.useFakeTimers();
    const client = createTestQueryClient();
    client.setQueryData(liveKey, []);
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    mountWith(client);

    act(() => socket.receive('match:update', goal));
    act(() => socket.receive('match:update', { ...goal, version: 5 }));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(2_000));

    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: liveKey });
  });

  it('stops listening when unmounted', () => {
    const client = createTestQueryClient();
    client.setQueryData(liveKey, [match({ id: 1, status: 'live', version: 3 })]);
    const { unmount } = mountWith(client);
    unmount();

    socket.receive('match:update', goal);
    expect(client.getQueryData(liveKey)?.[0].version).toBe(3);
  });
});
