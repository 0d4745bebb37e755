import type { MatchCommand } from '@isl/contracts';
import { ApiError } from '../../platform/http/api-error';
import { matchPhase } from '@isl/contracts';
import { correctedGoals, correctionGoalEntry, MatchState, transition } from './match-state-machine';

const now = new Date('2026-11-22T17:30:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

const scheduled: MatchState = {
  status: 'scheduled',
  homeTeamId: 1,
  awayTeamId: 2,
  homeScore: null,
  awayScore: null,
  matchDate: minutesAgo(1),
  kickedOffAt: null,
  halfTimeAt: null,
  secondHalfStartedAt: null,
  matchday: 3,
  venue: 'Al-Shaab Stadium',
  venueArabic: null,
  venueKurdish: null,
  referee: null,
  refereeArabic: null,
  refereeKurdish: null,
};
const firstHalf: MatchState = { ...scheduled, status: 'live', homeScore: 1, awayScore: 0, kickedOffAt: minutesAgo(30) };
const halfTime: MatchState = { ...firstHalf, halfTimeAt: minutesAgo(2) };
const secondHalf: MatchState = { ...halfTime, halfTimeAt: minutesAgo(20), secondHalfStartedAt: minutesAgo(4) };
const finished: MatchState = { ...secondHalf, status: 'finished' };
const postponed: MatchState = { ...scheduled, status: 'postponed' };
const cancelled: MatchState = { ...scheduled, status: 'cancelled' };

const STATES = { scheduled, firstHalf, halfTime, secondHalf, finished, postponed, cancelled };
const COMMANDS: Record<string, MatchCommand> = {
  kickoff: { type: 'kickoff' },
  goal: { type: 'goal', teamId: 1 },
  halftime: { type: 'halftime' },
  second_half: { type: 'second_half' },
  fulltime: { type: 'fulltime' },
  postpone: { type: 'postpone' },
  reschedule: { type: 'reschedule', newDate: '2026-12-01T17:00:00Z' },
  cancel: { type: 'cancel' },
  correct_score: { type: 'correct_score', homeScore: 3, awayScore: 3 },
  record_result: { type: 'record_result', homeScore: 2, awayScore: 1 },
  edit_fixture: { type: 'edit_fixture', round: 4 },
  card: { type: 'card', teamId: 1, playerId: 7, colour: 'yellow' },
  shot: { type: 'shot', teamId: 2, onTarget: true },
  corner: { type: 'corner', teamId: 1 },
  substitution: { type: 'substitution', teamId: 1, playerOffId: 7, playerOnId: 12 },
  penalty: { type: 'penalty', teamId: 2, scored: false },
  var_review: { type: 'var_review', outcome: 'decision_stands' },
  added_time: { type: 'added_time', minutes: 3 },
  undo: { type: 'undo', eventId: 40 },
};
const INCIDENTS = ['card', 'shot', 'corner', 'substitution', 'penalty', 'var_review', 'added_time', 'undo'];
/** The fields of a timeline entry only incidents fill. */
const NO_EXTRAS = { playerOnId: null, detail: null, addedMinutes: null, undoneEventId: null };
const LEGAL: Record<keyof typeof STATES, string[]> = {
  scheduled: ['kickoff', 'postpone', 'cancel', 'reschedule', 'record_result', 'edit_fixture'],
  firstHalf: ['goal', ...INCIDENTS, 'halftime', 'correct_score', 'edit_fixture'],
  halfTime: ['substitution', 'card', 'undo', 'second_half', 'correct_score', 'edit_fixture'],
  secondHalf: ['goal', ...INCIDENTS, 'fulltime', 'correct_score', 'edit_fixture'],
  finished: ['correct_score', 'edit_fixture'],
  postponed: ['reschedule', 'cancel', 'record_result', 'edit_fixture'],
  cancelled: ['edit_fixture'],
};

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    return ((error as ApiError).getResponse() as { code: string }).code;
  }
}

describe('match state machine', () => {
  it('reads the phase from the status and the half-time timestamps', () => {
    expect(Object.values(STATES).map(matchPhase)).toEqual([
      'scheduled', 'first_half', 'half_time', 'second_half', 'finished', 'postponed', 'cancelled',
    ]);
  });

  describe.each(Object.keys(STATES) as (keyof typeof STATES)[])('from %s', (from) => {
    it.each(Object.keys(COMMANDS))('%s is legal only where the rules allow it', (command) => {
      const code = codeOf(() => transition(STATES[from], COMMANDS[command], now));
      expect(code === 'ILLEGAL_TRANSITION').toBe(!LEGAL[from].includes(command));
    });
  });

  it('kicks off up to 15 minutes early as asked, and earlier only when the operator confirms it', () => {
    const inMinutes = (m: number): MatchState => ({ ...scheduled, matchDate: minutesAgo(-m) });
    expect(transition(inMinutes(15), { type: 'kickoff' }, now).changes.status).toBe('live');
    expect(codeOf(() => transition(inMinutes(16), { type: 'kickoff' }, now))).toBe('KICKOFF_TOO_EARLY');
    expect(() => transition(inMinutes(300), { type: 'kickoff' }, now)).toThrow(/300 minutes from now: send confirmEarly: true/);
    expect(transition(inMinutes(300), { type: 'kickoff', confirmEarly: true }, now).changes).toEqual(
      expect.objectContaining({ status: 'live', kickedOffAt: now }),
    );
  });

  it('kicks off at 0-0 with the kick-off time, and plays through both halves to full time', () => {
    const kickoff = transition(scheduled, { type: 'kickoff' }, now);
    expect(kickoff.changes).toEqual({ status: 'live', kickedOffAt: now, homeScore: 0, awayScore: 0 });
    expect(kickoff.event).toEqual(expect.objectContaining({ type: 'kickoff', minute: 0 }));
    expect(transition(firstHalf, { type: 'halftime' }, now).changes).toEqual({ halfTimeAt: now });
    expect(transition(halfTime, { type: 'second_half' }, now).changes).toEqual({ secondHalfStartedAt: now });
    const fulltime = transition(secondHalf, { type: 'fulltime' }, now);
    expect(fulltime).toEqual(expect.objectContaining({ changes: { status: 'finished' }, resultChanged: true }));
  });

  it('scores a goal for the right side at the running minute or the one given', () => {
    const home = transition(firstHalf, { type: 'goal', teamId: 1, playerId: 7, assistPlayerId: 9, ...NO_EXTRAS }, now);
    expect(home.changes).toEqual({ homeScore: 2 });
    expect(home.event).toEqual({ type: 'goal', minute: 31, teamId: 1, playerId: 7, assistPlayerId: 9, ...NO_EXTRAS });
    const away = transition(secondHalf, { type: 'goal', teamId: 2, minute: 48 }, now);
    expect(away.changes).toEqual({ awayScore: 1 });
    expect(away.event.minute).toBe(48);
  });

  it("refuses a minute the clock has not reached, and takes stoppage time as the half's last minute", () => {
    // 30 minutes played: the clock shows 31.
    expect(transition(firstHalf, { type: 'goal', teamId: 1, minute: 31 }, now).event.minute).toBe(31);
    expect(() => transition(firstHalf, { type: 'goal', teamId: 1, minute: 32 }, now)).toThrow('minute 32 has not been played yet: the clock shows 31');
    // 49 minutes into the first half (stoppage time): the clock shows 45, and a goal then is a 45th-minute goal.
    const stoppage = { ...firstHalf, kickedOffAt: minutesAgo(49) };
    expect(transition(stoppage, { type: 'goal', teamId: 2 }, now).event.minute).toBe(45);
    expect(transition(stoppage, { type: 'goal', teamId: 2, minute: 45 }, now).event.minute).toBe(45);
    // 4 minutes into the second half: the clock shows 50.
    expect(codeOf(() => transition(secondHalf, { type: 'goal', teamId: 1, minute: 88 }, now))).toBe('MINUTE_OUT_OF_RANGE');
  });

  it("lets a correction add goals at minutes already played: the whole match once finished, up to the clock while it runs", () => {
    expect(correctionGoalEntry(finished, { teamId: 2, minute: 90, playerId: 5 }, now)).toEqual({ type: 'goal', minute: 90, teamId: 2, playerId: 5, assistPlayerId: null, ...NO_EXTRAS });
    expect(correctionGoalEntry(halfTime, { teamId: 1, minute: 45 }, now).minute).toBe(45);
    expect(codeOf(() => correctionGoalEntry(halfTime, { teamId: 1, minute: 46 }, now))).toBe('MINUTE_OUT_OF_RANGE');
    expect(correctionGoalEntry(secondHalf, { teamId: 1, minute: 12 }, now).minute).toBe(12);
    expect(codeOf(() => correctionGoalEntry(secondHalf, { teamId: 1, minute: 51 }, now))).toBe('MINUTE_OUT_OF_RANGE');
    expect(codeOf(() => correctionGoalEntry(finished, { teamId: 3, minute: 10 }, now))).toBe('TEAM_NOT_IN_MATCH');
  });

  it('refuses a goal for a team not in the match, a self-assist, or a minute outside the half', () => {
    expect(codeOf(() => transition(firstHalf, { type: 'goal', teamId: 3 }, now))).toBe('TEAM_NOT_IN_MATCH');
    expect(codeOf(() => transition(firstHalf, { type: 'goal', teamId: 1, playerId: 4, assistPlayerId: 4 }, now))).toBe(
      'SAME_PLAYER_ASSIST',
    );
    expect(codeOf(() => transition(firstHalf, { type: 'goal', teamId: 1, minute: 60 }, now))).toBe('MINUTE_OUT_OF_RANGE');
    expect(codeOf(() => transition(secondHalf, { type: 'goal', teamId: 1, minute: 30 }, now))).toBe('MINUTE_OUT_OF_RANGE');
  });

  it('corrects a score, marking the result changed only once the match is finished', () => {
    expect(transition(finished, COMMANDS.correct_score, now).resultChanged).toBe(true);
    expect(transition(firstHalf, COMMANDS.correct_score, now).resultChanged).toBe(false);
    expect(codeOf(() => transition(finished, { type: 'correct_score', homeScore: 1, awayScore: 0 }, now))).toBe('SCORE_UNCHANGED');
    // The same score with a goal given to another player is a correction.
    const rescored = transition(finished, { type: 'correct_score', homeScore: 1, awayScore: 0, disallowGoalIds: [4], addGoals: [{ teamId: 1, minute: 9 }] }, now);
    expect(rescored.resultChanged).toBe(true);
  });

  it('records each incident for its side at the running minute, leaving the score alone', () => {
    const at = (command: MatchCommand, state: MatchState = firstHalf) => transition(state, command, now);
    expect(at(COMMANDS.card)).toEqual({ changes: {}, event: { ...NO_EXTRAS, type: 'yellow_card', minute: 31, teamId: 1, playerId: 7, assistPlayerId: null }, resultChanged: false });
    expect(at({ type: 'card', teamId: 2, playerId: 5, colour: 'red', minute: 20 }).event).toEqual(expect.objectContaining({ type: 'red_card', minute: 20, teamId: 2 }));
    expect(at(COMMANDS.shot).event).toEqual(expect.objectContaining({ type: 'shot', teamId: 2, playerId: null, detail: 'on_target' }));
    expect(at({ type: 'shot', teamId: 1, playerId: 9, onTarget: false }).event.detail).toBe('off_target');
    expect(at(COMMANDS.corner).event).toEqual(expect.objectContaining({ type: 'corner', teamId: 1 }));
    expect(at(COMMANDS.substitution, halfTime).event).toEqual(expect.objectContaining({ type: 'substitution', minute: 45, playerId: 7, playerOnId: 12 }));
    expect(at(COMMANDS.penalty)).toEqual(expect.objectContaining({ changes: {}, event: expect.objectContaining({ type: 'penalty', teamId: 2, detail: 'missed' }) }));
    expect(at(COMMANDS.var_review).event).toEqual(expect.objectContaining({ type: 'var_review', teamId: null, detail: 'decision_stands' }));
    expect(at(COMMANDS.undo).event).toEqual(expect.objectContaining({ type: 'undo', minute: null, undoneEventId: 40 }));
  });

  it('scores a penalty as a goal from the spot', () => {
    const step = transition(secondHalf, { type: 'penalty', teamId: 2, scored: true, playerId: 9 }, now);
    expect(step.changes).toEqual({ awayScore: 1 });
    expect(step.event).toEqual(expect.objectContaining({ type: 'goal', minute: 50, teamId: 2, playerId: 9, detail: 'penalty' }));
  });

  it("puts the added-time board at the end of the half being played", () => {
    expect(transition(firstHalf, COMMANDS.added_time, now).event).toEqual(expect.objectContaining({ type: 'added_time', minute: 45, addedMinutes: 3 }));
    expect(transition(secondHalf, COMMANDS.added_time, now).event.minute).toBe(90);
  });

  it('refuses an incident for a team not in the match, a player replacing himself, or a minute not yet played', () => {
    expect(codeOf(() => transition(firstHalf, { type: 'corner', teamId: 3 }, now))).toBe('TEAM_NOT_IN_MATCH');
    expect(codeOf(() => transition(firstHalf, { type: 'substitution', teamId: 1, playerOffId: 7, playerOnId: 7 }, now))).toBe('SAME_PLAYER_SUBSTITUTION');
    expect(codeOf(() => transition(firstHalf, { type: 'shot', teamId: 1, onTarget: true, minute: 40 }, now))).toBe('MINUTE_OUT_OF_RANGE');
  });

  it('refuses an incident in a match that is not being played', () => {
    for (const state of [scheduled, finished, postponed, cancelled]) {
      for (const type of INCIDENTS) expect(codeOf(() => transition(state, COMMANDS[type], now))).toBe('ILLEGAL_TRANSITION');
    }
  });

  it('reschedules a postponed match only to a future date', () => {
    expect(transition(postponed, COMMANDS.reschedule, now).changes).toEqual({
      status: 'scheduled',
      matchDate: new Date('2026-12-01T17:00:00Z'),
    });
    expect(codeOf(() => transition(postponed, { type: 'reschedule', newDate: '2026-11-01T10:00:00Z' }, now))).toBe(
      'VALIDATION_FAILED',
    );
    expect(codeOf(() => transition(postponed, { type: 'reschedule', newDate: 'soon' }, now))).toBe('VALIDATION_FAILED');
  });

  it('moves a scheduled match to another future date, and refuses the date it already has', () => {
    const later: MatchState = { ...scheduled, matchDate: new Date('2026-12-01T17:00:00Z') };
    expect(transition(later, { type: 'reschedule', newDate: '2026-12-03T15:00:00Z' }, now).changes.matchDate).toEqual(new Date('2026-12-03T15:00:00Z'));
    expect(codeOf(() => transition(later, COMMANDS.reschedule, now))).toBe('FIXTURE_UNCHANGED');
  });

  it('records a result known without live play: finished with that score, on a past date when given', () => {
    const step = transition(postponed, { type: 'record_result', homeScore: 2, awayScore: 1, matchDate: '2026-11-20T15:00:00Z' }, now);
    expect(step).toEqual({
      changes: { status: 'finished', homeScore: 2, awayScore: 1, matchDate: new Date('2026-11-20T15:00:00Z') },
      event: { type: 'record_result', minute: null, teamId: null, playerId: null, assistPlayerId: null, ...NO_EXTRAS },
      resultChanged: true,
    });
    expect(codeOf(() => transition(scheduled, { type: 'record_result', homeScore: 0, awayScore: 0, matchDate: '2026-12-01T15:00:00Z' }, now))).toBe('VALIDATION_FAILED');
  });

  it("edits a fixture's details, changing only the fields that differ, and refuses an edit that changes nothing", () => {
    expect(transition(finished, { type: 'edit_fixture', round: 3, venue: 'Franso Hariri Stadium', referee: 'Ali Sabah' }, now)).toEqual({
      changes: { venue: 'Franso Hariri Stadium', referee: 'Ali Sabah' },
      event: { type: 'edit_fixture', minute: null, teamId: null, playerId: null, assistPlayerId: null, ...NO_EXTRAS },
      resultChanged: false,
    });
    expect(transition(scheduled, COMMANDS.edit_fixture, now).changes).toEqual({ matchday: 4 });
    expect(codeOf(() => transition(scheduled, { type: 'edit_fixture', round: 3, venue: 'Al-Shaab Stadium' }, now))).toBe('FIXTURE_UNCHANGED');
    expect(codeOf(() => transition(scheduled, { type: 'edit_fixture', round: 0 }, now))).toBe('VALIDATION_FAILED');
  });
});

describe('correctedGoals', () => {
  // The finished match stands at 1-0: home goal 4 stands, goal 6 was disallowed by an earlier correction.
  const match = { ...finished, id: 12 };
  const standing = [{ id: 4, teamId: 1 }];
  const correct = (command: Partial<Extract<MatchCommand, { type: 'correct_score' }>>) =>
    correctedGoals(match, standing, { type: 'correct_score', homeScore: 1, awayScore: 0, ...command }, now);

  it('disallows the goals named, each once, and adds the new ones to the timeline at their minutes', () => {
    expect(correct({ homeScore: 0, awayScore: 1, disallowGoalIds: [4, 4], addGoals: [{ teamId: 2, minute: 70, playerId: 9 }] })).toEqual({
      disallowed: [4],
      added: [{ type: 'goal', minute: 70, teamId: 2, playerId: 9, assistPlayerId: null, ...NO_EXTRAS }],
    });
    // The same score with the goal given to another scorer.
    expect(correct({ disallowGoalIds: [4], addGoals: [{ teamId: 1, minute: 12, playerId: 3 }] }).disallowed).toEqual([4]);
  });

  it('corrects the score of a match that never kicked off here (a recorded result) without goals to account for', () => {
    const recorded = { ...scheduled, id: 13, status: 'finished' as const, homeScore: 1, awayScore: 0 };
    expect(correctedGoals(recorded, [], { type: 'correct_score', homeScore: 2, awayScore: 2 }, now)).toEqual({ disallowed: [], added: [] });
  });

  it('refuses to disallow a goal that does not stand in the match', () => {
    expect(() => correct({ homeScore: 0, disallowGoalIds: [6] })).toThrow(
      expect.objectContaining({ code: 'GOAL_NOT_IN_MATCH', message: 'goal 6 is not a goal that stands in match 12' }),
    );
  });

  it('refuses a score the goals that would stand do not make', () => {
    expect(() => correct({ homeScore: 2 })).toThrow(expect.objectContaining({ code: 'SCORE_GOALS_MISMATCH', message: expect.stringContaining('make 1-0, not 2-0') }));
    expect(() => correct({ homeScore: 0, awayScore: 0 })).toThrow(expect.objectContaining({ code: 'SCORE_GOALS_MISMATCH' }));
    expect(() => correct({ homeScore: 1, awayScore: 1, addGoals: [{ teamId: 1, minute: 30 }] })).toThrow(
      expect.objectContaining({ code: 'SCORE_GOALS_MISMATCH', message: expect.stringContaining('make 2-0, not 1-1') }),
    );
  });
});
