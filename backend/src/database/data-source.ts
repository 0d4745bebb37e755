import { DataSource, DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { DEFAULT_DATABASE_POOL_SIZE } from '../platform/config/config';
import { SnakeNamingStrategy } from '../platform/postgres/snake-naming.strategy';

/** `poolSize`: the api's and worker's DATABASE_POOL_SIZE; the short-lived tools (migrations, CLIs) keep the default. */
export function dataSourceOptions(databaseUrl: string, poolSize = DEFAULT_DATABASE_POOL_SIZE): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    namingStrategy: new SnakeNamingStrategy(),
    // gen_random_uuid() is built into PostgreSQL 13+, so no extension has to be installed.
    uuidExtension: 'pgcrypto',
    synchronize: false,
    migrationsRun: false,
    // TypeORM hands this to pg's Pool: one shared pool per process.
    extra: { max: poolSize },
  };
}

/** For the TypeORM CLI: `typeorm migration:generate -d backend/dist/database/data-source.js ...`. */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/isl'));
