/** The clubs' table as TypeORM maps it: for the schema (database/entities.ts) and other entities' relations only. */
export { Team } from './team.entity';
