/** The desk's record of changes as TypeORM maps it: for the schema (database/entities.ts) only. */
export { DeskChange } from './desk-change.entity';
