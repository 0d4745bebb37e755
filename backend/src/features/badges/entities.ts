/** The badges' table as TypeORM maps it: for the schema (database/entities.ts) only. */
export { Badge } from './badge.entity';
