/**
 * Predictions: the api's and the worker's modules, what a changed result means for them, and how other features
 * follow a settlement. The entities are in entities.ts, for relations and the schema only.
 */
export { predictionsFollowMatches, settleMatchJob } from './predictions-follow-ups';
export { PredictionsWorkerModule } from './predictions-worker.module';
export { PredictionJobs } from './prediction-jobs';
export { PredictionsModule } from './predictions.module';
export { PREDICTION_PICKS_SQL, PREDICTION_ROUND_POINTS_SQL, PREDICTION_SEASON_POINTS_SQL, PREDICTION_SETTLEMENTS_SQL, PREDICTION_STREAKS_SQL, PREDICTORS_SQL } from './predictions.sql';
export { recordSettled, settlementFollowUps, type Settlement, type SettlementFollowUp } from './settlement.service';
