import type { MatchResponse, MyPredictionResponse, PredictionResponse } from '@isl/contracts';
import { Prediction } from './prediction.entity';

export function toPredictionResponse(p: Prediction): PredictionResponse {
  return {
    id: p.id,
    matchId: p.matchId,
    prediction: p.prediction,
    pointsAwarded: p.pointsAwarded,
    isCorrect: p.isCorrect,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function toMyPredictionResponse(p: Prediction, match: MatchResponse): MyPredictionResponse {
  return { ...toPredictionResponse(p), pointsEarned: p.pointsAwarded, match };
}
