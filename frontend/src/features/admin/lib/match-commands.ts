import type { MatchCommandType } from '@isl/contracts';

/** Commands that need details: each opens its form. */
export const FORM_COMMANDS = ['goal', 'correct_score', 'reschedule'] as const;
export type FormCommand = (typeof FORM_COMMANDS)[number];

export const isFormCommand = (type: MatchCommandType): type is FormCommand => (FORM_COMMANDS as readonly string[]).includes(type);

/** Commands that cannot be taken back (full time settles predictions): the operator confirms them first. */
export type ConfirmedCommand = 'fulltime' | 'cancel';

export const needsConfirmation = (type: MatchCommandType): type is ConfirmedCommand => type === 'fulltime' || type === 'cancel';
