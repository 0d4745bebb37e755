/** The seasons' tables as TypeORM maps them: for the schema (database/entities.ts) and other entities' relations only. */
export { SeasonClub } from './season-club.entity';
export { Season } from './season.entity';
