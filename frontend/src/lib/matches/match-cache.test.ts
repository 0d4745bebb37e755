import type { MatchResponse, MatchUpdatePayload } from '@isl/contracts';
import { match, matchDetail } from '../../../test/fixtures';
import { createTestQueryClient } from '../../../test/render';
import { followMatch } from '../socket';
import { matchQueryOptions } from './get-match';
import { todayMatchesQueryOptions } from './get-today-matches';
import { writeMatchUpdate } from './match-cache';

const todayKey = todayMatchesQueryOptions().queryKey;
/** Ten past midnight in Baghdad (21:10 UTC), and a match that kicked off at 23:30 the evening before. */
const tenPastMidnight = new Date('2025-05-24T21:10:00.000Z');
const lastNight = match({ id: 1, status: 'live', isLive: true, homeScore: 0, awayScore: 0, version: 3, matchDate: '2025-05-24T20:30:00.000Z' });

const update = (overrides: Partial<MatchUpdatePayload>): MatchUpdatePayload => ({
  id: lastNight.id,
  status: 'live',
  homeScore: 1,
  awayScore: 0,
  elapsed: 40,
  isLive: true,
  winProbability: { home: 0.62, draw: 0.25, away: 0.13 },
  version: 4,
  updatedAt: tenPastMidnight.toISOString(),
  kickedOffAt: lastNight.matchDate,
  halfTimeAt: null,
  secondHalfStartedAt: null,
  matchDate: lastNight.matchDate,
  ...overrides,
});

describe("today's list, after midnight", () => {
  it('keeps a match still played from the evening before, as the server lists it, until it ends', () => {
    const client = createTestQueryClient();
    client.setQueryData(todayKey, [lastNight]);

    expect(writeMatchUpdate(client, update({}), tenPastMidnight)).toEqual([]);
    expect(client.getQueryData<MatchResponse[]>(todayKey)?.[0]).toMatchObject({ homeScore: 1, version: 4, winProbability: { home: 0.62, draw: 0.25, away: 0.13 } });

    // Full time: it is no longer today's, which only the server's list can show.
    expect(writeMatchUpdate(client, update({ status: 'finished', isLive: false, version: 5 }), tenPastMidnight)).toContainEqual(todayKey);
  });
});

describe("a kept match detail, when the match's score changes", () => {
  const detailKey = matchQueryOptions(lastNight.id).queryKey;
  const keptDetail = () => {
    const client = createTestQueryClient();
    client.setQueryData(detailKey, matchDetail({ ...lastNight, winProbability: { home: 0.45, draw: 0.3, away: 0.25 } }));
    return client;
  };

  it("is refetched when shown again if no screen follows the match: the change's timeline entry goes to followers only", () => {
    const client = keptDetail();
    expect(writeMatchUpdate(client, update({}), tenPastMidnight)).toEqual([detailKey]);
    expect(client.getQueryData(detailKey)).toMatchObject({ homeScore: 1, version: 4, winProbability: { home: 0.62, draw: 0.25, away: 0.13 } });
  });

  it('waits for the timeline entry while a screen follows the match', () => {
    const client = keptDetail();
    const unfollow = followMatch(lastNight.id);
    try {
      expect(writeMatchUpdate(client, update({}), tenPastMidnight)).toEqual([]);
    } finally {
      unfollow();
    }
  });
});
