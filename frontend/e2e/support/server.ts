import { join } from 'node:path';

/** What the global setup hands to the journeys (through the environment: they run in other contexts). */
export const E2E_BASE_URL = 'ISL_E2E_BASE_URL';
export const E2E_DATABASE_URL = 'ISL_E2E_DATABASE_URL';
/** The api's settings (JSON), for a journey that starts an api of its own on the same database (a deploy). */
export const E2E_API_SETTINGS = 'ISL_E2E_API_SETTINGS';
export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

const ROOT = join(__dirname, '..', '..', '..');
/** The built api and web app the journeys run. */
export const API_MAIN = join(ROOT, 'backend', 'dist', 'main.js');
export const WEB_DIST = join(ROOT, 'frontend', 'dist');

export function baseUrl(): string {
  const url = process.env[E2E_BASE_URL];
  if (!url) throw new Error(`${E2E_BASE_URL} is not set: run the journeys through jest's global setup`);
  return url;
}
