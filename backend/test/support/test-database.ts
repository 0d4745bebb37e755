import { randomBytes } from 'node:crypto';
import { adminSql, databaseUrl, TEMPLATE_ENV } from './test-env';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A private copy of the migrated, seeded template, for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error(`${TEMPLATE_ENV} is not set: run the tests through jest's global setup`);
  const name = `${template}_copy_${randomBytes(4).toString('hex')}`;
  await adminSql(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return { name, url: databaseUrl(name), drop: () => adminSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
