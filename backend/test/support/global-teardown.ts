import { Client } from 'pg';
import { ADMIN_DATABASE_URL, adminSql, TEMPLATE_ENV } from './test-env';

/** Drops the template and any copy a crashed test file left behind. */
export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return;
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
    [template, `${template}_copy_%`],
  );
  await client.end();
  await adminSql(...rows.map((r) => `DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`));
}
