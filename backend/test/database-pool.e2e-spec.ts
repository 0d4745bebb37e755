import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from './support/test-app';

/* DATABASE_POOL_SIZE caps the connections one api holds: replicas × pool size is what PostgreSQL (or PgBouncer) must take. */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ DATABASE_POOL_SIZE: '3' });
});

afterAll(() => t?.close());

it('runs queries on at most DATABASE_POOL_SIZE connections, however many wait', async () => {
  const dataSource = t.app.get(DataSource);
  const backends = await Promise.all(
    Array.from({ length: 9 }, async () => ((await dataSource.query('SELECT pg_backend_pid() AS pid, pg_sleep(0.1)')) as { pid: number }[])[0].pid),
  );
  expect(new Set(backends).size).toBe(3);
});
