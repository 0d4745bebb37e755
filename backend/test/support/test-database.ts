import { randomBytes } from 'node:crypto';
import { createDatabase, type ThrowawayDatabase } from '@isl/test-support';
import { ADMIN_DATABASE_URL, TEMPLATE_ENV } from './test-env';

export type TestDatabase = ThrowawayDatabase;

/** A private copy of the migrated, seeded template, for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error(`${TEMPLATE_ENV} is not set: run the tests through jest's global setup`);
  return createDatabase(ADMIN_DATABASE_URL, `${template}_copy_${randomBytes(4).toString('hex')}`, { template });
}
