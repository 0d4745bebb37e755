import { HALF_LENGTH_MINUTES } from './elapsed';
import type { MatchPhase } from './live';
import type { MatchCommandType, OperatorCommandType } from './match-commands';

// What each phase of a match accepts, for the api that enforces it and the console that offers it: apart from
// live.ts, which the web app's first screens import, so a fan's first load carries none of it.

/** What an operator enters while the ball is in play, most frequent first. */
const INCIDENT_COMMANDS = ['goal', 'shot', 'corner', 'card', 'substitution', 'penalty', 'var_review', 'added_time', 'undo'] as const satisfies readonly OperatorCommandType[];

/** The commands each phase accepts, in the order an operator meets them: the server enforces it, the console shows it. */
export const COMMANDS_BY_PHASE: Record<MatchPhase, readonly OperatorCommandType[]> = {
  scheduled: ['kickoff', 'postpone', 'cancel'],
  first_half: [...INCIDENT_COMMANDS, 'halftime', 'correct_score'],
  half_time: ['substitution', 'card', 'undo', 'second_half', 'correct_score'],
  second_half: [...INCIDENT_COMMANDS, 'fulltime', 'correct_score'],
  finished: ['correct_score'],
  postponed: ['reschedule', 'cancel'],
  cancelled: [],
};

/**
 * The commands a data desk sends besides (a file's import, the desk's fixture edits), by phase: the server accepts
 * them with the operator's, but the match console, which shows COMMANDS_BY_PHASE, offers none of them. A fixture's
 * details may be set right whatever its state; a result known without live play finishes a match not yet played;
 * a scheduled match may move to another date without being postponed first.
 */
export const DESK_COMMANDS_BY_PHASE: Record<MatchPhase, readonly MatchCommandType[]> = {
  scheduled: ['reschedule', 'record_result', 'edit_fixture'],
  first_half: ['edit_fixture'],
  half_time: ['edit_fixture'],
  second_half: ['edit_fixture'],
  finished: ['edit_fixture'],
  postponed: ['record_result', 'edit_fixture'],
  cancelled: ['edit_fixture'],
};

/** The minutes a goal can be given at while a match is in `phase`: 46-90 in the second half, else 1-45. */
export function goalMinuteRange(phase: MatchPhase): { first: number; last: number } {
  return phase === 'second_half' ? { first: HALF_LENGTH_MINUTES + 1, last: 2 * HALF_LENGTH_MINUTES } : { first: 1, last: HALF_LENGTH_MINUTES };
}
