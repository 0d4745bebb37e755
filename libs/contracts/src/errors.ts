import type { ImportProblem } from './data-desk';

/**
 * Every machine `code` the API can answer with, and the HTTP status it always travels with. The backend can
 * throw only these (its ApiError takes an ApiErrorCode); the web app translates each one (errors.api.<CODE>
 * in every locale, checked by a test).
 */
export const API_ERRORS = {
  // 400: the request itself is wrong
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  VALIDATION_FAILED: 400,
  /** A character no text may hold (NUL, a lone surrogate), or a control character in text users write for others. */
  INVALID_CHARACTERS: 400,
  MINUTE_OUT_OF_RANGE: 400,
  PLAYER_NOT_IN_TEAM: 400,
  SAME_PLAYER_ASSIST: 400,
  SAME_PLAYER_SUBSTITUTION: 400,
  /** A card, shot or substitution for a player who is not on the pitch (never on it, replaced, or sent off). */
  PLAYER_NOT_ON_PITCH: 400,
  /** A substitute who has already played in the match. */
  PLAYER_ALREADY_PLAYED: 400,
  TEAM_NOT_IN_MATCH: 400,
  GOAL_NOT_IN_MATCH: 400,
  /** An undo naming an entry that is not an incident of this match that still stands (a goal's is correct_score). */
  EVENT_NOT_UNDOABLE: 400,
  SCORE_GOALS_MISMATCH: 400,
  CURRENT_PASSWORD_WRONG: 400,
  RESET_TOKEN_INVALID: 400,
  SQUAD_SIZE: 400,
  SQUAD_DUPLICATE_PLAYER: 400,
  SQUAD_UNKNOWN_PLAYER: 400,
  SQUAD_FORMATION: 400,
  SQUAD_POSITIONS: 400,
  SQUAD_CLUB_LIMIT: 400,
  SQUAD_PLAYER_INJURED: 400,
  SQUAD_ROUND_UNKNOWN: 400,
  /** The captain or vice-captain is not one of the eleven, or they are the same player. */
  SQUAD_CAPTAIN: 400,
  /** One number of an exact score without the other, or a score that disagrees with the outcome picked. */
  PREDICTION_SCORE_INVALID: 400,
  PUSH_SUBSCRIPTION_INVALID: 400,
  /** An imported file with bad entries: the body's `problems` names each (index, field, why); nothing was written. */
  IMPORT_INVALID: 400,
  /** An Idempotency-Key header that is not a UUID. */
  IDEMPOTENCY_KEY_INVALID: 400,
  // 401, 403: who is asking
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  /** Only the league's creator may do that. */
  LEAGUE_NOT_OWNER: 403,
  /** The creator removed this fan from the league: they cannot join it again. */
  LEAGUE_MEMBER_REMOVED: 403,
  CROSS_SITE_REQUEST: 403,
  // 404, 405: what is asked for
  NOT_FOUND: 404,
  MATCH_NOT_FOUND: 404,
  SEASON_NOT_FOUND: 404,
  TEAM_NOT_FOUND: 404,
  UPLOAD_NOT_FOUND: 404,
  APPLICATION_NOT_FOUND: 404,
  ARTICLE_NOT_FOUND: 404,
  COMMENT_NOT_FOUND: 404,
  PLAYER_NOT_FOUND: 404,
  /** No league has that code (or id), or the caller may not see it. */
  LEAGUE_NOT_FOUND: 404,
  LEAGUE_MEMBER_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  // 410: it existed, and is gone for good
  UPLOAD_URL_EXPIRED: 410,
  // 409: the request clashes with the current state
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  ILLEGAL_TRANSITION: 409,
  KICKOFF_TOO_EARLY: 409,
  PREDICTION_CLOSED: 409,
  PREDICTION_EXISTS: 409,
  SCORE_UNCHANGED: 409,
  FIXTURE_UNCHANGED: 409,
  NO_PASSWORD: 409,
  UPLOAD_NOT_PROCESSED: 409,
  SQUAD_LOCKED: 409,
  /** The fan has played their joker in this round already. */
  JOKER_USED: 409,
  LEAGUE_ALREADY_MEMBER: 409,
  /** The league holds MAX_LEAGUE_MEMBERS already. */
  LEAGUE_FULL: 409,
  /** The fan belongs to MAX_LEAGUES_PER_FAN fans' leagues of the season already. */
  LEAGUE_LIMIT_REACHED: 409,
  /** The creator has closed joining. */
  LEAGUE_CLOSED: 409,
  /** A club's public league is joined by following the club, and left by unfollowing it. */
  LEAGUE_IS_CLUBS: 409,
  /** The creator cannot leave or remove themselves while others remain. */
  LEAGUE_OWNER_CANNOT_LEAVE: 409,
  APPLICATION_PENDING: 409,
  ALREADY_JOURNALIST: 409,
  ALREADY_DECIDED: 409,
  ARTICLE_NOT_EDITABLE: 409,
  /** Another player of the club wears that number. */
  SHIRT_NUMBER_TAKEN: 409,
  /** Another club's name or alias reads the same. */
  ALIAS_TAKEN: 409,
  /** A transfer to the club the player is at. */
  ALREADY_AT_CLUB: 409,
  // 413-431: the shape or pace of the request
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UPLOAD_TOO_LARGE: 413,
  IMPORT_FILE_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UPLOAD_TYPE_NOT_ALLOWED: 415,
  UPLOAD_UNREADABLE: 422,
  UPLOAD_TOO_MANY_PIXELS: 422,
  /** The fan's Idempotency-Key was used already for another kind of write (a prediction's key on a comment). */
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  TOO_MANY_UPLOADS: 429,
  HEADERS_TOO_LARGE: 431,
  // 5xx: our side
  INTERNAL_ERROR: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ApiErrorCode = keyof typeof API_ERRORS;

export const API_ERROR_CODES = Object.keys(API_ERRORS) as ApiErrorCode[];

export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === 'string' && Object.hasOwn(API_ERRORS, code);
}

/** The code for a status when nothing more specific is known (a framework's own 404, a parser's 413). */
export function genericErrorCode(status: number): ApiErrorCode {
  const generic = GENERIC_CODE_OF_STATUS[status];
  if (generic) return generic;
  return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
}

const GENERIC_CODE_OF_STATUS: Partial<Record<number, ApiErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

/** Every error body the API sends: a stable machine code the web app translates, and a human message. */
export interface ApiErrorBody {
  statusCode: number;
  code: ApiErrorCode;
  message: string;
  /** IMPORT_INVALID: each bad entry of the imported file (see ImportRefusal). */
  problems?: ImportProblem[];
  /** The request's id (also its X-Request-Id header and its log lines' reqId), for reporting the error. */
  requestId?: string;
}
