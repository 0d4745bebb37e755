import { adminSql, dropDatabases } from '@isl/test-support';
import { ADMIN_DATABASE_URL, TEMPLATE_ENV } from './test-env';

/** Drops the template and any copy a crashed test file left behind. */
export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return;
  const rows = await adminSql<{ datname: string }>(ADMIN_DATABASE_URL, {
    text: `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
    values: [template, `${template}_copy_%`],
  });
  await dropDatabases(ADMIN_DATABASE_URL, ...rows.map((r) => r.datname));
}
