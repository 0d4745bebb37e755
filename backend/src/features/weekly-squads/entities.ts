/** Weekly squads' tables as TypeORM maps them: for the schema (database/entities.ts) and other entities' relations only. */
export { PlayerMatchPoints } from './player-match-points.entity';
export { SquadScoring } from './squad-scoring.entity';
export { WeeklySquad } from './weekly-squad.entity';
