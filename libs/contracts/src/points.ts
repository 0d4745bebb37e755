/*
 * Points a fan can trace (issue 38): every prediction and every squad player carries the lines that made its
 * points, and the lines add up to the total it shows. Leaderboards and league tables count the same totals.
 */

/** Why a prediction earned points: the right outcome, the exact score's bonus, the joker doubling both. */
export const PREDICTION_POINTS_REASONS = ['outcome', 'exactScore', 'joker'] as const;
export type PredictionPointsReason = (typeof PREDICTION_POINTS_REASONS)[number];

/**
 * Why a squad player earned points in a round: the lines of SQUAD_SCORING, then the captain's doubling (or the
 * vice-captain's, when the captain did not play).
 */
export const SQUAD_POINTS_REASONS = ['appearance', 'goals', 'assists', 'cleanSheet', 'cards', 'captain', 'viceCaptain'] as const;
export type SquadPointsReason = (typeof SQUAD_POINTS_REASONS)[number];

export type PointsReason = PredictionPointsReason | SquadPointsReason;

/** One line of a breakdown: `points` may be negative (a card). */
export interface PointsLine<Reason extends PointsReason = PointsReason> {
  reason: Reason;
  points: number;
}

/** A joker scores its prediction's points this many times. */
export const JOKER_MULTIPLIER = 2;

/** The captain's points count this many times (the vice-captain's, when the captain did not play in the round). */
export const CAPTAIN_MULTIPLIER = 2;

/** The total a breakdown adds up to. */
export function pointsOf(lines: readonly PointsLine[]): number {
  return lines.reduce((total, line) => total + line.points, 0);
}
