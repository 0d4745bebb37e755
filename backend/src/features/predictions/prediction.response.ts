import { JOKER_MULTIPLIER, type MatchResponse, type MyPredictionResponse, type PointsLine, type PredictionPointsReason, type PredictionResponse } from '@isl/contracts';
import { Prediction } from './prediction.entity';

export function toPredictionResponse(p: Prediction): PredictionResponse {
  return {
    id: p.id,
    matchId: p.matchId,
    prediction: p.prediction,
    homeScore: p.homeScore,
    awayScore: p.awayScore,
    joker: p.joker,
    pointsAwarded: p.pointsAwarded,
    isCorrect: p.isCorrect,
    isExact: p.isExact,
    breakdown: predictionBreakdown(p),
    settledAt: p.settledAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function toMyPredictionResponse(p: Prediction, match: MatchResponse): MyPredictionResponse {
  return { ...toPredictionResponse(p), pointsEarned: p.pointsAwarded, match };
}

/**
 * The lines of a settled prediction's points, from what settlement stored (the season's figures then): the
 * outcome, the exact score's bonus when one was called, and the joker's extra; they add up to pointsAwarded.
 */
export function predictionBreakdown(p: Pick<Prediction, 'isCorrect' | 'homeScore' | 'joker' | 'outcomePoints' | 'exactPoints'>): PointsLine<PredictionPointsReason>[] {
  if (p.isCorrect === null) return [];
  const lines: PointsLine<PredictionPointsReason>[] = [{ reason: 'outcome', points: p.outcomePoints }];
  if (p.homeScore !== null) lines.push({ reason: 'exactScore', points: p.exactPoints });
  if (p.joker) lines.push({ reason: 'joker', points: (p.outcomePoints + p.exactPoints) * (JOKER_MULTIPLIER - 1) });
  return lines;
}
