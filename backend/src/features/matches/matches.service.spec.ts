import { MATCH_STATUS, type MatchResponse } from '@isl/contracts';
import type { MatchEvent } from './match-event.entity';
import { ownFollowUps } from './matches.service';

/** The match as fans see it after the command (the fields the socket payload carries), and the goal it added. */
const match = { id: 12, status: MATCH_STATUS.live, homeScore: 2, awayScore: 0, version: 7 } as MatchResponse;
const goal = { id: 40, matchId: 12, type: 'goal', minute: 55, teamId: 1, playerId: 9, assistPlayerId: null, version: 7, disallowedVersion: null } as MatchEvent;

describe("a match change's own follow-ups", () => {
  it('put the match lists out of date, and players\' totals too when a result changed', () => {
    expect(ownFollowUps({ match, entry: goal, resultChanged: false })[0]).toEqual({ readModelsChanged: ['matches'] });
    expect(ownFollowUps({ match, entry: goal, resultChanged: true })[0]).toEqual({ readModelsChanged: ['matches', 'players'] });
  });

  it("tell every live screen and the match's room of the match, and only the match's room of the timeline entry, after the cached reads are dropped", () => {
    expect(ownFollowUps({ match, entry: goal, resultChanged: false })).toEqual([
      { readModelsChanged: ['matches'] },
      { broadcast: { rooms: ['live', 'match:12'], event: 'match:update', payload: expect.objectContaining({ id: 12, homeScore: 2, awayScore: 0, version: 7 }) } },
      { broadcast: { rooms: 'match:12', event: 'match:event', payload: expect.objectContaining({ id: 40, type: 'goal', minute: 55, disallowed: false }) } },
    ]);
  });
});
