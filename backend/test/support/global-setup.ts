import { createDatabase } from '@isl/test-support';
import { createLogger } from '../../src/platform/logging/logger';
import { prepareDatabase } from '../../src/database/prepare-database';
import { ADMIN_DATABASE_URL, TEMPLATE_ENV } from './test-env';

/** Migrates and seeds one template database per run; each test file copies it, which takes a fraction of a second. */
export default async function globalSetup(): Promise<void> {
  const template = await createDatabase(ADMIN_DATABASE_URL, `isl_test_tpl_${process.pid}`, { replace: true });
  await prepareDatabase(template.url, { seed: true, logger: createLogger('warn', 'isl-test') });
  process.env[TEMPLATE_ENV] = template.name;
}
