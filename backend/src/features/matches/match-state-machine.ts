import {
  COMMANDS_BY_PHASE,
  DESK_COMMANDS_BY_PHASE,
  EARLY_KICKOFF_MINUTES,
  FIXTURE_DETAIL_FIELDS,
  elapsedMinutes,
  goalMinuteRange,
  HALF_LENGTH_MINUTES,
  isEarlyKickoff,
  MATCH_STATUS,
  matchPhase,
  minutesBeforeKickoff,
  type CorrectionGoal,
  type FixtureDetails,
  type MatchCommand,
  type MatchEventDetail,
  type MatchEventType,
  type MatchPhase,
  type MatchStatus,
} from '@isl/contracts';
import { ApiError } from '../../platform/http/api-error';

/** The part of a match row the rules read and write. */
export interface MatchState {
  status: MatchStatus;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number | null;
  awayScore: number | null;
  matchDate: Date;
  kickedOffAt: Date | null;
  halfTimeAt: Date | null;
  secondHalfStartedAt: Date | null;
  matchday: number;
  venue: string | null;
  venueArabic: string | null;
  venueKurdish: string | null;
  referee: string | null;
  refereeArabic: string | null;
  refereeKurdish: string | null;
}

export interface TimelineEntry {
  type: MatchEventType;
  minute: number | null;
  teamId: number | null;
  playerId: number | null;
  assistPlayerId: number | null;
  playerOnId: number | null;
  detail: MatchEventDetail | null;
  addedMinutes: number | null;
  undoneEventId: number | null;
}

export interface Transition {
  changes: Partial<MatchState>;
  event: TimelineEntry;
  /** The result of a finished match changed: standings and players' totals must follow. */
  resultChanged: boolean;
}

const FULL_TIME_MINUTE = 2 * HALF_LENGTH_MINUTES;


/** What a phase accepts: the operator's commands and the data desk's. */
const acceptedIn = (phase: MatchPhase): readonly string[] => [...COMMANDS_BY_PHASE[phase], ...DESK_COMMANDS_BY_PHASE[phase]];

export const illegalTransition = (command: string, phase: MatchPhase) =>
  new ApiError('ILLEGAL_TRANSITION', `A match that is ${phase.replace('_', ' ')} cannot take "${command}"; it accepts ${acceptedIn(phase).join(', ')}`);

function entry(type: MatchEventType, minute: number | null, extra: Partial<TimelineEntry> = {}): TimelineEntry {
  return { type, minute, teamId: null, playerId: null, assistPlayerId: null, playerOnId: null, detail: null, addedMinutes: null, undoneEventId: null, ...extra };
}

/** The minute the clock shows: stoppage time shows as the half's last minute, so a goal in it is that minute. */
function clockMinute(state: MatchState, now: Date): number {
  return elapsedMinutes({ ...state, isHalfTime: false }, now) as number;
}

/** The minute a goal or an incident is recorded at: as given, else the running minute; it must lie in the current half, played already. */
function incidentMinute(state: MatchState, phase: MatchPhase, given: number | undefined, now: Date): number {
  const { first, last } = goalMinuteRange(phase);
  // During the break the clock stands at the end of the first half: a substitution then is made at 45.
  const clock = phase === 'half_time' ? HALF_LENGTH_MINUTES : clockMinute(state, now);
  const minute = given ?? clock;
  if (minute < first || minute > last) {
    throw new ApiError('MINUTE_OUT_OF_RANGE', `minute must be from ${first} to ${last} in the ${phase.replace('_', ' ')}`);
  }
  if (minute > clock) {
    throw new ApiError('MINUTE_OUT_OF_RANGE', `minute ${minute} has not been played yet: the clock shows ${clock}`);
  }
  return minute;
}

/** Refuses a side that does not play in this match. */
function checkTeam(state: MatchState, teamId: number): void {
  if (teamId !== state.homeTeamId && teamId !== state.awayTeamId) {
    throw new ApiError('TEAM_NOT_IN_MATCH', `team ${teamId} does not play in this match`);
  }
}

/** A side's incident at its minute, once the side is one of the match's. */
function teamIncident(state: MatchState, type: MatchEventType, minute: number, teamId: number, extra: Partial<TimelineEntry> = {}): TimelineEntry {
  checkTeam(state, teamId);
  return entry(type, minute, { teamId, ...extra });
}

/** A goal as the timeline keeps it, once its side and its assistant make sense. */
function goalEntry(state: MatchState, goal: { teamId: number; playerId?: number; assistPlayerId?: number }, minute: number): TimelineEntry {
  checkTeam(state, goal.teamId);
  if (goal.assistPlayerId !== undefined && goal.assistPlayerId === goal.playerId) {
    throw new ApiError('SAME_PLAYER_ASSIST', 'a scorer cannot assist his own goal');
  }
  return entry('goal', minute, { teamId: goal.teamId, playerId: goal.playerId ?? null, assistPlayerId: goal.assistPlayerId ?? null });
}

/**
 * A goal a score correction adds: any minute already played (the whole match once it is finished, up to
 * half time during the break, up to the clock while it runs).
 */
export function correctionGoalEntry(state: MatchState, goal: CorrectionGoal, now: Date): TimelineEntry {
  const phase = matchPhase(state);
  const last = phase === 'finished' ? FULL_TIME_MINUTE : phase === 'half_time' ? HALF_LENGTH_MINUTES : clockMinute(state, now);
  if (goal.minute > last) {
    throw new ApiError('MINUTE_OUT_OF_RANGE', `an added goal's minute must be from 1 to ${last}: later minutes have not been played`);
  }
  return goalEntry(state, goal, goal.minute);
}

/** A goal of the timeline that stands (not disallowed by an earlier correction). */
export interface StandingGoal {
  id: number;
  teamId: number | null;
}

/**
 * What a score correction does to the goals: those it disallows stop counting, those it adds join the timeline,
 * and the goals that stand then must make the corrected score. Refuses a disallowed goal that does not stand.
 */
export function correctedGoals(
  state: MatchState & { id: number },
  standing: readonly StandingGoal[],
  command: Extract<MatchCommand, { type: 'correct_score' }>,
  now: Date,
): { disallowed: number[]; added: TimelineEntry[] } {
  // A match that never kicked off here (its result recorded, not played) has no goals to account for.
  if (state.kickedOffAt === null && !command.disallowGoalIds?.length && !command.addGoals?.length) return { disallowed: [], added: [] };
  const disallowed = new Set(command.disallowGoalIds ?? []);
  const unknown = [...disallowed].filter((id) => !standing.some((goal) => goal.id === id));
  if (unknown.length) {
    throw new ApiError('GOAL_NOT_IN_MATCH', `goal ${unknown.join(', ')} is not a goal that stands in match ${state.id}`);
  }
  const added = (command.addGoals ?? []).map((goal) => correctionGoalEntry(state, goal, now));
  const goalsOf = (teamId: number) =>
    standing.filter((goal) => goal.teamId === teamId && !disallowed.has(goal.id)).length + added.filter((goal) => goal.teamId === teamId).length;
  const [home, away] = [goalsOf(state.homeTeamId), goalsOf(state.awayTeamId)];
  if (home !== command.homeScore || away !== command.awayScore) {
    throw new ApiError(
      'SCORE_GOALS_MISMATCH',
      `the goals that would stand make ${home}-${away}, not ${command.homeScore}-${command.awayScore}: ` +
        'list the goals that no longer count in disallowGoalIds and the missing ones in addGoals',
    );
  }
  return { disallowed: [...disallowed], added };
}

/** A goal's entry and the score it makes. */
function scored(state: MatchState, goal: TimelineEntry): Transition {
  const side = goal.teamId === state.homeTeamId ? 'homeScore' : 'awayScore';
  return { changes: { [side]: (state[side] ?? 0) + 1 }, event: goal, resultChanged: false };
}

/** The details an `edit_fixture` changes (the round is the match's matchday); refuses one that changes nothing. */
function fixtureChanges(state: MatchState, details: FixtureDetails): Partial<MatchState> {
  const changes: Partial<MatchState> = {};
  for (const field of FIXTURE_DETAIL_FIELDS) {
    const value = details[field];
    const column = field === 'round' ? 'matchday' : field;
    if (value !== undefined && value !== state[column]) Object.assign(changes, { [column]: value });
  }
  if (changes.matchday !== undefined && !(Number.isInteger(changes.matchday) && changes.matchday >= 1)) {
    throw new ApiError('VALIDATION_FAILED', 'round must be a whole number from 1');
  }
  if (!Object.keys(changes).length) throw new ApiError('FIXTURE_UNCHANGED', 'the fixture already has these details');
  return changes;
}

/**
 * The rules of a match as a pure function: what a command changes and the timeline entry it adds, or a 409
 * when the match is not in a phase that accepts it. Player checks need the squad and live in the service.
 */
export function transition(state: MatchState, command: MatchCommand, now: Date): Transition {
  const phase = matchPhase(state);
  if (!acceptedIn(phase).includes(command.type)) throw illegalTransition(command.type, phase);
  const plain = (changes: Partial<MatchState>, event: TimelineEntry): Transition => ({ changes, event, resultChanged: false });

  const minute = () => incidentMinute(state, phase, 'minute' in command ? command.minute : undefined, now);
  switch (command.type) {
    case 'kickoff':
      if (isEarlyKickoff(state.matchDate, now) && !command.confirmEarly) {
        throw new ApiError(
          'KICKOFF_TOO_EARLY',
          `the match is scheduled for ${state.matchDate.toISOString()}, ${minutesBeforeKickoff(state.matchDate, now)} minutes from now: ` +
            `send confirmEarly: true to kick off more than ${EARLY_KICKOFF_MINUTES} minutes early`,
        );
      }
      return plain({ status: MATCH_STATUS.live, kickedOffAt: now, homeScore: 0, awayScore: 0 }, entry('kickoff', 0));
    case 'goal':
      return scored(state, goalEntry(state, command, minute()));
    case 'penalty':
      return command.scored
        ? scored(state, teamIncident(state, 'goal', minute(), command.teamId, { playerId: command.playerId ?? null, detail: 'penalty' }))
        : plain({}, teamIncident(state, 'penalty', minute(), command.teamId, { playerId: command.playerId ?? null, detail: 'missed' }));
    case 'card':
      // A second yellow is told from a first by the timeline, which the service reads (see match-sheet.ts).
      return plain({}, teamIncident(state, command.colour === 'red' ? 'red_card' : 'yellow_card', minute(), command.teamId, { playerId: command.playerId }));
    case 'shot':
      return plain({}, teamIncident(state, 'shot', minute(), command.teamId, { playerId: command.playerId ?? null, detail: command.onTarget ? 'on_target' : 'off_target' }));
    case 'corner':
      return plain({}, teamIncident(state, 'corner', minute(), command.teamId));
    case 'substitution':
      if (command.playerOffId === command.playerOnId) throw new ApiError('SAME_PLAYER_SUBSTITUTION', 'a player cannot replace himself');
      return plain({}, teamIncident(state, 'substitution', minute(), command.teamId, { playerId: command.playerOffId, playerOnId: command.playerOnId }));
    case 'var_review':
      return plain({}, entry('var_review', minute(), { detail: command.outcome }));
    case 'added_time':
      // The board goes up at the end of the half being played.
      return plain({}, entry('added_time', goalMinuteRange(phase).last, { addedMinutes: command.minutes }));
    case 'undo':
      // Which incident, and whether it can be taken back, is the timeline's to say (the service reads it).
      return plain({}, entry('undo', null, { undoneEventId: command.eventId }));
    case 'halftime':
      return plain({ halfTimeAt: now }, entry('halftime', HALF_LENGTH_MINUTES));
    case 'second_half':
      return plain({ secondHalfStartedAt: now }, entry('second_half', HALF_LENGTH_MINUTES + 1));
    case 'fulltime':
      return { changes: { status: MATCH_STATUS.finished }, event: entry('fulltime', FULL_TIME_MINUTE), resultChanged: true };
    case 'postpone':
      return plain({ status: MATCH_STATUS.postponed }, entry('postpone', null));
    case 'reschedule': {
      const date = new Date(command.newDate);
      if (Number.isNaN(date.getTime()) || date <= now) {
        throw new ApiError('VALIDATION_FAILED', 'newDate must be a date and time in the future');
      }
      if (date.getTime() === state.matchDate.getTime() && phase === 'scheduled') {
        throw new ApiError('FIXTURE_UNCHANGED', `the match is already scheduled for ${date.toISOString()}`);
      }
      return plain({ status: MATCH_STATUS.scheduled, matchDate: date }, entry('reschedule', null));
    }
    case 'record_result': {
      const changes: Partial<MatchState> = { status: MATCH_STATUS.finished, homeScore: command.homeScore, awayScore: command.awayScore };
      if (command.matchDate !== undefined) {
        const date = new Date(command.matchDate);
        if (Number.isNaN(date.getTime()) || date > now) throw new ApiError('VALIDATION_FAILED', 'matchDate must be a date and time already past');
        changes.matchDate = date;
      }
      return { changes, event: entry('record_result', null), resultChanged: true };
    }
    case 'edit_fixture':
      return plain(fixtureChanges(state, command), entry('edit_fixture', null));
    case 'cancel':
      return plain({ status: MATCH_STATUS.cancelled }, entry('cancel', null));
    case 'correct_score': {
      // The same score with other goals is a correction too (a goal credited to the wrong player).
      const goalsChange = Boolean(command.disallowGoalIds?.length || command.addGoals?.length);
      if (command.homeScore === state.homeScore && command.awayScore === state.awayScore && !goalsChange) {
        throw new ApiError('SCORE_UNCHANGED', `the score is already ${state.homeScore}-${state.awayScore}`);
      }
      return {
        changes: { homeScore: command.homeScore, awayScore: command.awayScore },
        event: entry('correct_score', null),
        resultChanged: phase === 'finished',
      };
    }
  }
}
