import {
  isPredictionOpen,
  matchOutcome,
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
