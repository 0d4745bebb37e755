/** The players' table as TypeORM maps it: for the schema (database/entities.ts) and other entities' relations only. */
export { Player } from './player.entity';
