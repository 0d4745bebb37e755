import request from 'supertest';
import { adminSql } from '@isl/test-support';
import { ADMIN_DATABASE_URL } from './support/test-env';
import { startTestApp, TestApp } from './support/test-app';

// PostgreSQL going away under a running api: calls that need it get 503 with Retry-After and a code (as /api/health
// says), not 500, and the api recovers by itself when the database is back.
let t: TestApp;
const databaseName = () => new URL(t.db.url).pathname.slice(1);
const allowConnections = (allow: boolean) => adminSql(ADMIN_DATABASE_URL, `ALTER DATABASE ${databaseName()} ALLOW_CONNECTIONS ${allow}`);

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await allowConnections(true).catch(() => undefined);
  await t?.close();
});

it('answers 503 with Retry-After while PostgreSQL is away, and serves again once it is back', async () => {
  const api = () => request(t.app.getHttpServer());
  await api().get('/api/teams').expect(200);
  await api().get('/api/predictions/leaderboard').expect(200);
  await api().get('/api/articles').expect(200);
  await allowConnections(false);
  await adminSql(ADMIN_DATABASE_URL, {
    text: `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
    values: [databaseName()],
  });
  // An address no one read before is not in memory: it needs the database.
  const down = await api().get('/api/articles?page=2').expect(503);
  expect(down.body).toEqual({ statusCode: 503, code: 'UNAVAILABLE', message: expect.any(String), requestId: expect.any(String) });
  expect(Number(down.headers['retry-after'])).toBeGreaterThan(0);
  await api().get('/api/health').expect(503);
  // The table, the leaderboard and the news, read before the outage, are still answered from memory: nothing changed them since.
  await api().get('/api/teams').expect(200);
  await api().get('/api/predictions/leaderboard').expect(200);
  await api().get('/api/articles').expect(200);

  await allowConnections(true);
  await api().get('/api/articles?page=2').expect(200);
});
