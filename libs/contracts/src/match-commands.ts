// The commands that change a match: imported by the enums (every command leaves a timeline row of its type)
// and by the match phases of live.ts, so it imports nothing but types. What only the incidents' writers need (the
// console, the api) is in match-incidents.ts, out of the web app's first load.
import type { CardColour, VarOutcome } from './match-incidents';

/** Commands an operator, the simulator or a data feed sends to change a match. */
export type MatchCommand =
  /** `confirmEarly`: the operator means to kick off more than EARLY_KICKOFF_MINUTES before the scheduled time. */
  | { type: 'kickoff'; confirmEarly?: boolean }
  | { type: 'goal'; teamId: number; playerId?: number; assistPlayerId?: number; minute?: number }
  | { type: 'halftime' }
  | { type: 'second_half' }
  | { type: 'fulltime' }
  | { type: 'postpone' }
  | { type: 'reschedule'; newDate: string }
  | { type: 'cancel' }
  /**
   * A result known without live play (a data desk's file, a match played with no operator): a scheduled or
   * postponed match becomes finished with this score; `matchDate` when it was played on another day than planned.
   */
  | { type: 'record_result'; homeScore: number; awayScore: number; matchDate?: string }
  /** A fixture's details change: its round, venue or referee (its date goes through `reschedule`, its result through the others). */
  | ({ type: 'edit_fixture' } & FixtureDetails)
  | {
      type: 'correct_score';
      homeScore: number;
      awayScore: number;
      /** Goals of the timeline that no longer stand (their scorers and assistants lose them). */
      disallowGoalIds?: number[];
      /** Goals the timeline missed, each with its side, minute and, if known, scorer and assistant. */
      addGoals?: CorrectionGoal[];
    }
  /** A booking; a second yellow for the same player is recorded as his red. */
  | ({ type: 'card'; teamId: number; playerId: number; colour: CardColour } & AtMinute)
  | ({ type: 'shot'; teamId: number; playerId?: number; onTarget: boolean } & AtMinute)
  | ({ type: 'corner'; teamId: number } & AtMinute)
  | ({ type: 'substitution'; teamId: number; playerOffId: number; playerOnId: number } & AtMinute)
  /** A penalty given to `teamId`: scored, it is a goal (the score changes); missed or saved, a chance. */
  | ({ type: 'penalty'; teamId: number; scored: boolean; playerId?: number } & AtMinute)
  /** The outcome of a video review; a goal it rules out is taken back by `correct_score`, which names the score. */
  | ({ type: 'var_review'; outcome: VarOutcome } & AtMinute)
  /** The fourth official's board at the end of the half being played. */
  | { type: 'added_time'; minutes: number }
  /** Takes back an incident entered by mistake (a card, shot, corner, substitution, missed penalty, review or board). */
  | { type: 'undo'; eventId: number };

/** An incident's minute: as given, else the minute the clock shows. */
interface AtMinute {
  minute?: number;
}

/** What qualifies a timeline entry: a shot's aim, a penalty's end, a review's outcome, a red card's cause. */
export type MatchEventDetail = 'on_target' | 'off_target' | 'penalty' | 'missed' | 'second_yellow' | VarOutcome;

/** A fixture's details an `edit_fixture` command may change; each absent field stays as it is. */
export interface FixtureDetails {
  round?: number;
  venue?: string | null;
  venueArabic?: string | null;
  venueKurdish?: string | null;
  referee?: string | null;
  refereeArabic?: string | null;
  refereeKurdish?: string | null;
}

/** The fields of FixtureDetails, in the order they are listed. */
export const FIXTURE_DETAIL_FIELDS = ['round', 'venue', 'venueArabic', 'venueKurdish', 'referee', 'refereeArabic', 'refereeKurdish'] as const satisfies readonly (keyof FixtureDetails)[];

/**
 * A goal added by a score correction. The score always equals the goals that stand, so a correction names
 * the goals it disallows and those it adds, and players' totals follow from the timeline.
 */
export interface CorrectionGoal {
  teamId: number;
  minute: number;
  playerId?: number;
  assistPlayerId?: number;
}

/** The most goals one correction may disallow or add: a typo in a score, not a rewrite of a season. */
export const MAX_CORRECTION_GOALS = 20;

export type MatchCommandType = MatchCommand['type'];

/** The commands of a data desk (an import, the desk's fixture edits), which the match console does not offer. */
export type DeskCommandType = 'record_result' | 'edit_fixture';

/** The commands the match console offers an operator. */
export type OperatorCommandType = Exclude<MatchCommandType, DeskCommandType>;

/**
 * A kick-off more than this many minutes before the scheduled time is refused unless the command confirms it: a
 * slip of the operator's finger on the wrong card would otherwise start a match hours early for every fan.
 */
export const EARLY_KICKOFF_MINUTES = 15;

/** Whole minutes from `now` to the scheduled kick-off; negative once it has passed. */
export function minutesBeforeKickoff(matchDate: Date | string, now: Date): number {
  return Math.round((new Date(matchDate).getTime() - now.getTime()) / 60_000);
}

/** Whether kicking off at `now` is early enough to need the operator's confirmation. */
export function isEarlyKickoff(matchDate: Date | string, now: Date): boolean {
  return minutesBeforeKickoff(matchDate, now) > EARLY_KICKOFF_MINUTES;
}

/**
 * Every command type. Each leaves a timeline row of its own type, but for a card (a `yellow_card` or `red_card` row)
 * and a scored penalty (a `goal` row whose detail is `penalty`).
 */
export const MATCH_COMMAND_TYPES = [
  'kickoff',
  'goal',
  'halftime',
  'second_half',
  'fulltime',
  'postpone',
  'reschedule',
  'cancel',
  'correct_score',
  'record_result',
  'edit_fixture',
  'card',
  'shot',
  'corner',
  'substitution',
  'penalty',
  'var_review',
  'added_time',
  'undo',
] as const satisfies readonly MatchCommandType[];
