/** Where the tests find PostgreSQL and Redis; CI and developers' machines run both on their standard ports. */
export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
export const TEMPLATE_ENV = 'ISL_TEST_TEMPLATE_DATABASE';
