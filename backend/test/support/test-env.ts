import { adminSql as adminSqlOn, databaseUrl as databaseUrlOn } from '@isl/test-support';

/** Where the tests find PostgreSQL and Redis; CI and developers' machines run both on their standard ports. */
export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
export const TEMPLATE_ENV = 'ISL_TEST_TEMPLATE_DATABASE';

/** Statements on the test server's maintenance database (creating and dropping the tests' databases). */
export const adminSql = (...statements: string[]) => adminSqlOn(ADMIN_DATABASE_URL, ...statements);

export const databaseUrl = (name: string) => databaseUrlOn(ADMIN_DATABASE_URL, name);
