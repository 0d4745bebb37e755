import { Client } from 'pg';
import { ADMIN_DATABASE_URL } from './test-env';

/** Runs statements on the maintenance database (CREATE/DROP DATABASE cannot run inside another database). */
export async function adminSql(...statements: string[]): Promise<void> {
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
