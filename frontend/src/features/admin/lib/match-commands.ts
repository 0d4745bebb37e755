import { isEarlyKickoff, type MatchCommand, type MatchCommandType, type MatchEventPayload, type MatchResponse } from '@isl/contracts';
import type { TFunction } from 'i18next';
import { ltr } from '../../../lib/bidi';

/** Commands that need details: each opens its form. */
export const FORM_COMMANDS = ['goal', 'correct_score', 'reschedule'] as const;
export type FormCommand = (typeof FORM_COMMANDS)[number];

export const isFormCommand = (type: MatchCommandType): type is FormCommand => (FORM_COMMANDS as readonly string[]).includes(type);

/**
 * Commands the operator confirms first: full time and cancel cannot be taken back (full time settles predictions),
 * and a kick-off well before its time is more likely the wrong card than an early start.
 */
export type ConfirmedCommand = 'fulltime' | 'cancel' | 'kickoff';

export const needsConfirmation = (type: MatchCommandType, match: Pick<MatchResponse, 'matchDate'>, now: Date): type is ConfirmedCommand =>
  type === 'fulltime' || type === 'cancel' || (type === 'kickoff' && isEarlyKickoff(match.matchDate, now));

/** What the operator's confirmation sends: an early kick-off says that it is meant (the server refuses it otherwise). */
export const confirmedCommand = (type: ConfirmedCommand): MatchCommand => (type === 'kickoff' ? { type, confirmEarly: true } : { type });

/** What the wording of a timeline entry reads: its type, its detail, a board's minutes. */
export type TimelineWording = Pick<MatchEventPayload, 'type' | 'detail' | 'addedMinutes'>;

/**
 * The timeline entry a command leaves, as far as its wording goes (see MATCH_COMMAND_TYPES): a card's entry is its
 * colour's, a scored penalty is a goal; a shot's aim, a penalty's end and a review's outcome are its detail.
 */
export function timelineEntryOf(command: MatchCommand): TimelineWording {
  switch (command.type) {
    case 'card':
      return { type: `${command.colour}_card` };
    case 'penalty':
      return command.scored ? { type: 'goal', detail: 'penalty' } : { type: 'penalty', detail: 'missed' };
    case 'shot':
      return { type: 'shot', detail: command.onTarget ? 'on_target' : 'off_target' };
    case 'var_review':
      return { type: 'var_review', detail: command.outcome };
    case 'added_time':
      return { type: 'added_time', addedMinutes: command.minutes };
    default:
      return { type: command.type };
  }
}

/**
 * A timeline entry in words, as the match centre's timeline says it: the detail picks the wording (i18next's
 * context: `shot_on_target`, `var_review_goal_confirmed`), and a board's minutes read "+4" on right-to-left pages too.
 */
export function timelineText(t: TFunction, entry: TimelineWording, team: string): string {
  const minutes = entry.addedMinutes !== null && entry.addedMinutes !== undefined ? ltr(`+${entry.addedMinutes}`) : undefined;
  return t(`matchCentre.events.${entry.type}`, { team, minutes, context: entry.detail ?? undefined });
}
