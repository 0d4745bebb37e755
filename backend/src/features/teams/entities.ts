/** The clubs' tables as TypeORM maps them: for the schema (database/entities.ts) and other entities' relations only. */
export { TeamAlias } from './team-alias.entity';
export { Team } from './team.entity';
