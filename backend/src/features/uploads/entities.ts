/** The uploads' table as TypeORM maps it: for the schema (database/entities.ts) and other entities' relations only. */
export { Upload } from './upload.entity';
