/** Predictions' tables as TypeORM maps them: for the schema (database/entities.ts) and other entities' relations only. */
export { PredictionSettlement } from './prediction-settlement.entity';
export { Prediction } from './prediction.entity';
