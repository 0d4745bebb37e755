import type { MatchEventType, MatchResponse } from '@isl/contracts';
import type { EntityManager } from 'typeorm';
import type { MatchChange } from '../matches';
import type { Settlement } from '../predictions';
import { notificationsFollowMatches, notificationsFollowSettlements } from './notifications-follow-ups';

const manager = {} as EntityManager;
const change = (type: MatchEventType, resultChanged: boolean): MatchChange => ({
  match: { id: 12, version: 6 } as MatchResponse,
  entry: { id: 300, type },
  resultChanged,
  manager,
});

describe('the pushes that follow a match change', () => {
  it("send the clubs' followers a kick-off and each goal, once per timeline entry", async () => {
    const eventJob = { job: { queue: 'notifications', name: 'match-event', data: { matchId: 12, eventId: 300 }, jobId: 'event-300' } };
    expect(await notificationsFollowMatches(change('kickoff', false))).toEqual([eventJob]);
    expect(await notificationsFollowMatches(change('goal', false))).toEqual([eventJob]);
  });

  it('send a changed result (full time, or a correction after it) once per version of the result', async () => {
    const resultJob = { job: { queue: 'notifications', name: 'match-result', data: { matchId: 12, version: 6 }, jobId: 'result-12-6' } };
    expect(await notificationsFollowMatches(change('fulltime', true))).toEqual([resultJob]);
    expect(await notificationsFollowMatches(change('correct_score', true))).toEqual([resultJob]);
  });

  it('send nothing for any other change', async () => {
    const quiet = (['halftime', 'second_half', 'postpone', 'reschedule', 'cancel', 'correct_score'] as const).map((type) => notificationsFollowMatches(change(type, false)));
    expect(await Promise.all(quiet)).toEqual([[], [], [], [], [], []]);
  });
});

describe('the pushes that follow a settlement', () => {
  it('tell each predictor of the match their outcome, once per settled version', async () => {
    const settlement: Settlement & { manager: EntityManager } = { matchId: 12, version: 6, season: '2024-25', round: 32, settled: 900, manager };
    expect(await notificationsFollowSettlements(settlement)).toEqual([
      { job: { queue: 'notifications', name: 'predictions-settled', data: { matchId: 12, version: 6 }, jobId: 'settled-12-6' } },
    ]);
  });
});
