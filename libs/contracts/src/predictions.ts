import type { MatchResponse } from './api';
import { PREDICTION_OUTCOMES, type PredictionOutcome } from './enums';
import { wholePercentages } from './percentages';
import type { PointsLine, PredictionPointsReason } from './points';
import type { PredictionTotals } from './user';

/**
 * `POST /api/predictions`: the outcome, and optionally the exact score (both numbers or neither, agreeing with the
 * outcome) and the round's joker (one per round: it scores double).
 */
export interface CreatePredictionRequest {
  matchId: number;
  prediction: PredictionOutcome;
  homeScore?: number;
  awayScore?: number;
  joker?: boolean;
}

/** The highest score a fan may predict for a side. */
export const MAX_PREDICTED_GOALS = 20;

/** One fan's call on one match; `isCorrect` stays null until the match is settled. */
export interface PredictionResponse {
  id: number;
  matchId: number;
  prediction: PredictionOutcome;
  /** The exact score called, or null for an outcome alone. */
  homeScore: number | null;
  awayScore: number | null;
  joker: boolean;
  pointsAwarded: number;
  isCorrect: boolean | null;
  /** Whether the exact score was right; null until settled or without an exact score. */
  isExact: boolean | null;
  /** The lines that made `pointsAwarded` (empty until settled); they add up to it. */
  breakdown: PointsLine<PredictionPointsReason>[];
  /** When the match was first settled; null until then. */
  settledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The outcome an exact score means. */
export function outcomeOfScore(homeScore: number, awayScore: number): PredictionOutcome {
  if (homeScore > awayScore) return 'home';
  return homeScore < awayScore ? 'away' : 'draw';
}

/**
 * `GET /api/predictions/jokers`: the rounds in which the signed-in fan has played their joker, and on which match
 * (one per round of a season), oldest round first.
 */
export interface JokerResponse {
  season: string;
  round: number;
  matchId: number;
}

/** GET /api/predictions/my: each prediction with its match, newest first. */
export interface MyPredictionResponse extends PredictionResponse {
  pointsEarned: number;
  match: MatchResponse;
}

/** month: this Baghdad calendar month; season: one season's (the current one unless asked); all: every season's. */
export const LEADERBOARD_PERIODS = ['month', 'season', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** One fan's line on a leaderboard, the same for whoever asks. */
export interface LeaderboardEntry {
  /** Competition ranking: equal points share a rank (1, 1, 3), one more than the fans with more points. */
  rank: number;
  /** The fan's account id: a signed-in web app finds its own line by it. */
  userId: string;
  /** The first name, never anything of the e-mail address; null for a deleted account (shown as "User"). */
  displayName: string | null;
  profileImageUrl: string | null;
  points: number;
  correctPredictions: number;
  totalPredictions: number;
  /** Rounded percent of correct over settled predictions in the period. */
  accuracy: number;
}

/**
 * GET /api/predictions/leaderboard: the top of the ranking, by points, then accuracy (equal ones in a stable order).
 * Public and cached: it carries nothing of the caller (see MyLeaderboardResponse).
 */
export interface LeaderboardResponse {
  period: LeaderboardPeriod;
  /** The season ranked on a season's board (period=season); null on the others. */
  season: string | null;
  /** When this ranking gives way to the next one: the end of the Baghdad calendar month; null for the others. */
  endsAt: string | null;
  entries: LeaderboardEntry[];
}

/**
 * GET /api/predictions/leaderboard/me: the signed-in fan's own line in the period, wherever it stands, or null
 * while they have no settled prediction in it. Never cached.
 */
export interface MyLeaderboardResponse {
  period: LeaderboardPeriod;
  season: string | null;
  entry: LeaderboardEntry | null;
  /** The fan is in private mode: off the public boards (entry null), still in their leagues' tables. */
  hidden: boolean;
}

/**
 * Sent to a fan's own sockets when one of their predictions is settled: the prediction's outcome and the fan's
 * new totals, everything the web app needs to patch its caches without asking again.
 */
export interface PredictionSettledPayload {
  matchId: number;
  predictionId: number;
  isCorrect: boolean;
  /** Whether the exact score called was right; null without one. */
  isExact: boolean | null;
  pointsAwarded: number;
  /** The lines that made pointsAwarded, as PredictionResponse has them. */
  breakdown: PointsLine<PredictionPointsReason>[];
  settledAt: string;
  totals: PredictionTotals;
}

/** Spec section 5: the rounded share of correct over total, or 0 with none. */
export function accuracyPercent(correct: number, total: number): number {
  return total > 0 ? Math.round((100 * correct) / total) : 0;
}

/** A prediction can be made while the match is scheduled and its kick-off is still ahead. */
export function isPredictionOpen(match: Pick<MatchResponse, 'status' | 'matchDate'>, now: Date): boolean {
  return match.status === 'scheduled' && new Date(match.matchDate).getTime() > now.getTime();
}

/**
 * `GET /api/predictions/match/:matchId/split`: how many fans called each outcome of a match. A sampled aggregate,
 * shared by everyone and up to PREDICTION_SPLIT_MAX_AGE_S old: `countedAt` says when it was counted.
 */
export interface PredictionSplitResponse extends Record<PredictionOutcome, number> {
  matchId: number;
  total: number;
  countedAt: string;
}

/** How long a counted split is served before it is counted again (see the api's PredictionSplitController). */
export const PREDICTION_SPLIT_MAX_AGE_S = 15;

/**
 * The split with the fan's own call in it: a call made after the split was counted is added, so the fan who
 * has just predicted never sees a crowd that leaves them out.
 */
export function withOwnPrediction(
  split: PredictionSplitResponse,
  own: Pick<PredictionResponse, 'prediction' | 'createdAt'> | null | undefined,
): PredictionSplitResponse {
  if (!own || Date.parse(own.createdAt) <= Date.parse(split.countedAt)) return split;
  return { ...split, [own.prediction]: split[own.prediction] + 1, total: split.total + 1 };
}

/** Each outcome's whole percent of the calls, adding up to 100 (all 0 with no call). */
export function splitPercentages(split: Record<PredictionOutcome, number>): Record<PredictionOutcome, number> {
  const shares = wholePercentages(PREDICTION_OUTCOMES.map((outcome) => split[outcome]));
  return Object.fromEntries(PREDICTION_OUTCOMES.map((outcome, index) => [outcome, shares[index]])) as Record<PredictionOutcome, number>;
}

