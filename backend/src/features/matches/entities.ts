/** The matches' tables as TypeORM maps them: for the schema (database/entities.ts) and other entities' relations only. */
export { MatchEvent } from './match-event.entity';
export { MatchLineup } from './match-lineup.entity';
export { Match } from './match.entity';
