import {
  isPredictionOpen,
  matchOutcome,
  MAX_PREDICTED_GOALS,
  outcomeOfScore,
  type CreatePredictionRequest,
  type JokerResponse,
  type MatchResponse,
  type PredictionOutcome,
  type PredictionResponse,
} from '@isl/contracts';

export type PredictionCardState = 'open' | 'submitted' | 'closed' | 'unavailable';

/**
 * Spec section 4: a prediction can be made only with none yet, a scheduled status and a kick-off ahead.
 * Otherwise: submitted (a prediction exists), closed (scheduled but the kick-off has passed, or the match is
 * under way or over), or not available (postponed, cancelled).
 */
export function predictionCardState(
  match: Pick<MatchResponse, 'status' | 'matchDate'>,
  prediction: PredictionResponse | null | undefined,
  now: Date,
): PredictionCardState {
  if (prediction) return 'submitted';
  if (isPredictionOpen(match, now)) return 'open';
  if (match.status === 'scheduled' || match.status === 'live' || match.status === 'finished') return 'closed';
  return 'unavailable';
}

export type OutcomeBadge = 'pending' | 'correct' | 'wrong';

/** Spec section 4: the actual result of a finished match with both scores, or null (the badge is Pending). */
export function actualOutcome(match: Pick<MatchResponse, 'status' | 'homeScore' | 'awayScore'>): PredictionOutcome | null {
  if (match.status !== 'finished' || match.homeScore === null || match.awayScore === null) return null;
  return matchOutcome(match.homeScore, match.awayScore);
}

export function outcomeBadge(prediction: PredictionOutcome, match: Pick<MatchResponse, 'status' | 'homeScore' | 'awayScore'>): OutcomeBadge {
  const actual = actualOutcome(match);
  if (actual === null) return 'pending';
  return actual === prediction ? 'correct' : 'wrong';
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds until `target`, all 0 once it has passed. */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** An exact score being called. */
export interface ExactScore {
  home: number;
  away: number;
}

/** The exact score as the form holds it: both numbers, neither (no exact score), or one while the fan types. */
export type ScoreDraft = Record<keyof ExactScore, number | null>;

export const NO_SCORE: ScoreDraft = { home: null, away: null };

/**
 * The draft once one side says `goals` (kept within 0 and MAX_PREDICTED_GOALS; null: its box was emptied). The
 * other side starts at 0 when it had no number, so giving one side's goals calls a whole score.
 */
export function withGoals(draft: ScoreDraft, side: keyof ExactScore, goals: number | null): ScoreDraft {
  if (goals === null) return { ...draft, [side]: null };
  const other = side === 'home' ? 'away' : 'home';
  return { [side]: Math.min(MAX_PREDICTED_GOALS, Math.max(0, Math.trunc(goals))), [other]: draft[other] ?? 0 } as ScoreDraft;
}

/** The score the draft calls: null for none, 'incomplete' with one number only (the API takes both or neither). */
export function calledScore(draft: ScoreDraft): ExactScore | null | 'incomplete' {
  if (draft.home === null && draft.away === null) return null;
  if (draft.home === null || draft.away === null) return 'incomplete';
  return { home: draft.home, away: draft.away };
}

/** Whether the exact score called means another outcome than the one picked (the server refuses it). */
export function scoreDisagrees(choice: PredictionOutcome | null, score: ExactScore | null): boolean {
  return choice !== null && score !== null && outcomeOfScore(score.home, score.away) !== choice;
}

/** What the form sends: the outcome, the exact score only when called, the joker only when played. */
export function predictionRequest(matchId: number, prediction: PredictionOutcome, score: ExactScore | null, joker: boolean): CreatePredictionRequest {
  return { matchId, prediction, ...(score ? { homeScore: score.home, awayScore: score.away } : {}), ...(joker ? { joker: true } : {}) };
}

/** The fan's joker in this match's round when it is on another match of it: a round has one joker. */
export function jokerElsewhere(
  jokers: readonly JokerResponse[],
  match: Pick<MatchResponse, 'id' | 'season' | 'matchday'>,
): JokerResponse | undefined {
  return jokers.find((joker) => joker.season === match.season && joker.round === match.matchday && joker.matchId !== match.id);
}
