import type { MatchEventPayload } from '@isl/contracts';
import { lastCorrectionMinute, planScoreCorrection, standingGoals } from './score-correction';

const match = { homeTeamId: 1, awayTeamId: 2 };
const row = (fields: Partial<MatchEventPayload> & Pick<MatchEventPayload, 'id' | 'type' | 'version'>): MatchEventPayload => ({
  matchId: 5,
  minute: null,
  teamId: null,
  disallowed: false,
  ...fields,
});

describe('standingGoals', () => {
  it('keeps the goals no correction disallowed, by minute', () => {
    const events = [
      row({ id: 1, type: 'kickoff', minute: 0, version: 1 }),
      row({ id: 2, type: 'goal', minute: 30, teamId: 1, version: 2 }),
      row({ id: 3, type: 'goal', minute: 50, teamId: 2, version: 4, disallowed: true }),
      row({ id: 4, type: 'yellow_card', minute: 60, teamId: 2, version: 5 }),
      // Added by a correction: late in the timeline, early in the match.
      row({ id: 6, type: 'goal', minute: 12, teamId: 2, version: 7 }),
      row({ id: 7, type: 'correct_score', version: 7 }),
    ];
    expect(standingGoals(events).map((goal) => goal.id)).toEqual([6, 2]);
  });
});

describe('planScoreCorrection', () => {
  const goals = [
    { id: 11, teamId: 1 },
    { id: 12, teamId: 1 },
    { id: 13, teamId: 2 },
  ];

  it('changes nothing until a goal is disallowed or added', () => {
    expect(planScoreCorrection(match, goals, { disallowGoalIds: [], addGoals: [] })).toEqual({
      current: { homeScore: 2, awayScore: 1 },
      changed: false,
      command: { type: 'correct_score', homeScore: 2, awayScore: 1 },
    });
  });

  it('counts the score from the goals that would stand, and names the goals that change', () => {
    const plan = planScoreCorrection(match, goals, {
      disallowGoalIds: [12, 11],
      addGoals: [{ teamId: 2, minute: 67, playerId: 30 }, { teamId: 2, minute: 88, playerId: undefined, assistPlayerId: 31 }],
    });
    expect(plan.changed).toBe(true);
    expect(plan.command).toEqual({
      type: 'correct_score',
      homeScore: 0,
      awayScore: 3,
      disallowGoalIds: [11, 12],
      addGoals: [
        { teamId: 2, minute: 67, playerId: 30 },
        { teamId: 2, minute: 88, assistPlayerId: 31 },
      ],
    });
    // No undefined player ids reach the body.
    expect(Object.keys(plan.command.addGoals?.[1] ?? {})).toEqual(['teamId', 'minute', 'assistPlayerId']);
  });

  it('takes the same score with another scorer as a change (a goal credited to the wrong player)', () => {
    const plan = planScoreCorrection(match, goals, { disallowGoalIds: [13], addGoals: [{ teamId: 2, minute: 40, playerId: 31 }] });
    expect(plan).toMatchObject({ changed: true, command: { homeScore: 2, awayScore: 1, disallowGoalIds: [13] } });
  });

  it('drops a disallowed goal that no longer stands (the timeline was refetched)', () => {
    const plan = planScoreCorrection(match, goals, { disallowGoalIds: [99], addGoals: [] });
    expect(plan.changed).toBe(false);
    expect(plan.command).toEqual({ type: 'correct_score', homeScore: 2, awayScore: 1 });
  });
});

describe('lastCorrectionMinute', () => {
  it('is 90 once finished, else the running minute (90 when the clock is unknown)', () => {
    expect(lastCorrectionMinute('finished', null)).toBe(90);
    expect(lastCorrectionMinute('live', 45)).toBe(45);
    expect(lastCorrectionMinute('live', 63)).toBe(63);
    expect(lastCorrectionMinute('live', null)).toBe(90);
  });
});
