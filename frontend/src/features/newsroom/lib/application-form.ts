import {
  APPLICATION_LIMITS,
  EXPERIENCE_OPTIONS,
  SPECIALIZATION_OPTIONS,
  type ExperienceOption,
  type JournalistApplicationRequest,
  type SpecializationOption,
} from '@isl/contracts';
import { ApiError } from '../../../lib/api-client';

export const APPLICATION_FIELDS = ['firstName', 'lastName', 'email', 'workplace', 'experience', 'specialization', 'bio', 'portfolio'] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
export type ApplicationValues = Record<ApplicationField, string>;

/** What is wrong with a field, with the figure its message needs (`min`/`max` characters). */
export type FieldProblem = { problem: 'required' | 'invalidEmail' | 'invalidUrl' | 'invalidOption' | 'rejected' } | { problem: 'tooShort'; min: number } | { problem: 'tooLong'; max: number };

export type ApplicationProblems = Partial<Record<ApplicationField, FieldProblem>>;

export const EMPTY_APPLICATION: ApplicationValues = { firstName: '', lastName: '', email: '', workplace: '', experience: '', specialization: '', bio: '', portfolio: '' };

// A mailbox, an at sign and a dotted domain, no spaces: the server checks the address properly.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function lengthProblem(value: string, { min = 0, max }: { min?: number; max: number }): FieldProblem | undefined {
  if (!value) return min > 0 ? { problem: 'required' } : undefined;
  if (value.length < min) return { problem: 'tooShort', min };
  if (value.length > max) return { problem: 'tooLong', max };
  return undefined;
}

const oneOf = (options: readonly string[], value: string): FieldProblem | undefined =>
  !value ? { problem: 'required' } : options.includes(value) ? undefined : { problem: 'invalidOption' };

/** The form's rules, with the contracts' bounds (the server checks the same), on trimmed values. */
export function applicationProblems(raw: ApplicationValues): ApplicationProblems {
  const values = trimmed(raw);
  const problems: ApplicationProblems = {
    firstName: lengthProblem(values.firstName, APPLICATION_LIMITS.name),
    lastName: lengthProblem(values.lastName, APPLICATION_LIMITS.name),
    email: lengthProblem(values.email, { min: 1, ...APPLICATION_LIMITS.email }) ?? (EMAIL.test(values.email) ? undefined : { problem: 'invalidEmail' }),
    workplace: lengthProblem(values.workplace, APPLICATION_LIMITS.workplace),
    experience: oneOf(EXPERIENCE_OPTIONS, values.experience),
    specialization: oneOf(SPECIALIZATION_OPTIONS, values.specialization),
    bio: lengthProblem(values.bio, APPLICATION_LIMITS.bio),
    portfolio: lengthProblem(values.portfolio, APPLICATION_LIMITS.portfolio) ?? (!values.portfolio || isWebAddress(values.portfolio) ? undefined : { problem: 'invalidUrl' }),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as ApplicationProblems;
}

/** The form's start: what the draft holds, and the page's values (the account's, the last application's) where it holds nothing. */
export function withDraft(initial: ApplicationValues, draft: ApplicationValues | null): ApplicationValues {
  if (!draft) return initial;
  return Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, draft[field]?.trim() ? draft[field] : initial[field]])) as ApplicationValues;
}

function trimmed(values: ApplicationValues): ApplicationValues {
  return Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, values[field].trim()])) as ApplicationValues;
}

/** The request for valid values: trimmed, no portfolio when left empty, and the spec's fixed userType. */
export function applicationRequest(values: ApplicationValues): JournalistApplicationRequest {
  const { portfolio, experience, specialization, ...rest } = trimmed(values);
  return {
    userType: 'journalist',
    ...rest,
    experience: experience as ExperienceOption,
    specialization: specialization as SpecializationOption,
    portfolio: portfolio || null,
  };
}

/** The human message of an API error body ("400: {...}"), or "" when it has none. */
function serverMessage(error: ApiError): string {
  try {
    const body = JSON.parse(error.message.slice(error.message.indexOf(' ') + 1)) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : '';
  } catch {
    return '';
  }
}

/** The refusals whose message is "<field> <what is wrong>" clauses joined by "; " (the validation pipe names each field first). */
const FIELD_REFUSALS: readonly string[] = ['VALIDATION_FAILED', 'INVALID_CHARACTERS'];

/** The fields a refused application names. */
export function fieldsRefusedByServer(error: unknown): ApplicationField[] {
  if (!(error instanceof ApiError) || !FIELD_REFUSALS.includes(error.code ?? '')) return [];
  const message = serverMessage(error);
  const named = new Set(message.split(';').map((clause) => clause.trim().split(/\s/)[0]));
  return APPLICATION_FIELDS.filter((field) => named.has(field));
}
