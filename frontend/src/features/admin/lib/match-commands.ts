import { isEarlyKickoff, type MatchCommand, type MatchCommandType, type MatchResponse } from '@isl/contracts';

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
