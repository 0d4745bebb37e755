import { createLogger } from '../../src/logging/logger';
import { prepareDatabase } from '../../src/database/prepare-database';
import { adminSql, databaseUrl, TEMPLATE_ENV } from './test-env';

/** Migrates and seeds one template database per run; each test file copies it, which takes a fraction of a second. */
export default async function globalSetup(): Promise<void> {
  const name = `isl_test_tpl_${process.pid}`;
  await adminSql(`DROP DATABASE IF EXISTS ${name}`, `CREATE DATABASE ${name}`);
  await prepareDatabase(databaseUrl(name), { seed: true, logger: createLogger('warn', 'isl-test') });
  process.env[TEMPLATE_ENV] = name;
}
