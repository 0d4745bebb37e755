import { MATCH_COMMAND_ERROR_CODES, type MatchCommandType } from '@isl/contracts';
import { ApiError } from '../../../lib/api-client';

/** Commands that need details: each opens its form. */
export const FORM_COMMANDS = ['goal', 'correct_score', 'reschedule'] as const;
export type FormCommand = (typeof FORM_COMMANDS)[number];

export const isFormCommand = (type: MatchCommandType): type is FormCommand => (FORM_COMMANDS as readonly string[]).includes(type);

/** Commands that cannot be taken back (full time settles predictions): the operator confirms them first. */
export type ConfirmedCommand = 'fulltime' | 'cancel';

export const needsConfirmation = (type: MatchCommandType): type is ConfirmedCommand => type === 'fulltime' || type === 'cancel';

/** Codes the console explains; 401 (a lost session) is handled by the app's 401 rule. */
const CONSOLE_ERROR_CODES: ReadonlySet<string> = new Set([...MATCH_COMMAND_ERROR_CODES, 'VALIDATION_FAILED', 'FORBIDDEN']);

/** The i18n key for a refused or failed command: the server's code when we know it, else a generic line. */
export function commandErrorKey(error: unknown): string {
  if (error instanceof ApiError && error.code && CONSOLE_ERROR_CODES.has(error.code)) return `console.errors.${error.code}`;
  // fetch rejects with a TypeError when the request never reached the server.
  if (error instanceof TypeError) return 'errors.network';
  return 'errors.generic';
}
