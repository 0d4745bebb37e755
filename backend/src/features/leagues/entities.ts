/** The leagues' tables as TypeORM maps them: for the schema (database/entities.ts) and other entities' relations only. */
export { LeagueMember } from './league-member.entity';
export { League } from './league.entity';
