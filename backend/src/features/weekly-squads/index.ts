/**
 * Weekly squads: the api's and the worker's modules, what a changed result means for them, and what the seed
 * needs to score a whole season. The entities are in entities.ts, for relations and the schema only.
 */
export { SquadJobs } from './squad-jobs';
export { recomputePlayerMatchPoints } from './squad-scoring';
export { recordScored, squadScoringFollowUps, type ScoredRound, type SquadScoringFollowUp } from './squad-scoring.service';
export { PLAYER_MATCH_POINTS_SQL, SQUAD_SCORINGS_SQL, SQUADS_SQL } from './squads.sql';
export { squadsFollowMatches } from './squads-follow-ups';
export { WeeklySquadsWorkerModule } from './weekly-squads-worker.module';
export { WeeklySquadsModule } from './weekly-squads.module';
