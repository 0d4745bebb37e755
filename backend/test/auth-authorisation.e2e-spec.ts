import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { MatchResponse, TeamResponse } from '@isl/contracts';
import { OPENAPI_ROUTES } from '../src/openapi';
import { objectPathOf } from '../src/uploads/media-keys';
import { apiRoutes } from './support/api-routes';
import { APP_ORIGIN, FIRST_NAME, PASSWORD, signUp, uniqueEmail, uniqueIp } from './support/accounts';
import { startTestApp, TestApp } from './support/test-app';

type Who = 'signed out' | 'user' | 'admin';
const EVERYONE = (status: number): Record<Who, number> => ({ 'signed out': status, user: status, admin: status });

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as declared; `path` fills in its parameters. */
  route: string;
  path?: () => string;
  body?: () => object;
  expected: Record<Who, number>;
}

let t: TestApp;
let teamId: number;
let matchId: number;
let upcomingMatchId: number;
let account: { email: string };

/**
 * Every route of the api, tried signed out, as a user and as an admin. A route added without a row here
 * fails the first test: decide who may call it and add the row.
 */
const ROWS: Row[] = [
  { method: 'GET', route: '/api/health', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/health/live', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/health/ready', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/teams', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/teams/:id/players', path: () => `/api/teams/${teamId}/players`, expected: EVERYONE(200) },
  { method: 'GET', route: '/api/players/top-rated', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/matches', path: () => '/api/matches?round=32', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/matches/live', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/matches/today', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/matches/upcoming', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/matches/recent', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/matches/:id', path: () => `/api/matches/${matchId}`, expected: EVERYONE(200) },
  { method: 'GET', route: '/api/auth/user', expected: { 'signed out': 401, user: 200, admin: 200 } },
  { method: 'PATCH', route: '/api/auth/user', body: () => ({ firstName: 'Table' }), expected: { 'signed out': 401, user: 200, admin: 200 } },
  // Each request has an account of its own (see below), so changing its password or deleting it is safe.
  {
    method: 'POST',
    route: '/api/auth/password',
    body: () => ({ currentPassword: PASSWORD, newPassword: `${PASSWORD} 2` }),
    expected: { 'signed out': 401, user: 204, admin: 204 },
  },
  { method: 'DELETE', route: '/api/auth/user', body: () => ({ password: PASSWORD }), expected: { 'signed out': 401, user: 204, admin: 204 } },
  {
    method: 'POST',
    route: '/api/auth/register',
    body: () => ({ email: uniqueEmail('table'), password: PASSWORD, firstName: FIRST_NAME }),
    expected: EVERYONE(201),
  },
  { method: 'POST', route: '/api/auth/login', body: () => ({ email: account.email, password: PASSWORD }), expected: EVERYONE(200) },
  { method: 'POST', route: '/api/auth/logout', expected: EVERYONE(204) },
  { method: 'GET', route: '/api/login', expected: EVERYONE(302) },
  { method: 'GET', route: '/api/logout', expected: EVERYONE(302) },
  { method: 'GET', route: '/api/auth/oidc/callback', expected: EVERYONE(302) },
  {
    method: 'POST',
    route: '/api/admin/matches/:id/commands',
    path: () => `/api/admin/matches/${matchId}/commands`,
    // Not a command: an admin gets past authorisation to validation (400) and nothing changes.
    body: () => ({ type: 'not-a-command' }),
    expected: { 'signed out': 401, user: 403, admin: 400 },
  },
  {
    method: 'POST',
    route: '/api/predictions',
    body: () => ({ matchId: upcomingMatchId, prediction: 'draw' }),
    expected: { 'signed out': 401, user: 201, admin: 201 },
  },
  { method: 'GET', route: '/api/predictions/my', expected: { 'signed out': 401, user: 200, admin: 200 } },
  {
    method: 'GET',
    route: '/api/predictions/user/:matchId',
    path: () => `/api/predictions/user/${upcomingMatchId}`,
    expected: { 'signed out': 401, user: 200, admin: 200 },
  },
  { method: 'GET', route: '/api/predictions/leaderboard', expected: EVERYONE(200) },
  {
    method: 'PUT',
    route: '/api/profile/picture',
    // No such upload: a signed-in user gets past authorisation to the lookup (404) and nothing changes.
    body: () => ({ profileImageUrl: objectPathOf(randomUUID()) }),
    expected: { 'signed out': 401, user: 404, admin: 404 },
  },
  { method: 'POST', route: '/api/objects/upload', expected: { 'signed out': 401, user: 201, admin: 201 } },
  { method: 'POST', route: '/api/objects/upload-public', body: () => ({ fileName: 'media-1' }), expected: { 'signed out': 401, user: 201, admin: 201 } },
  {
    method: 'PUT',
    route: '/api/objects/uploads/:id',
    // Nobody's upload: only its owner could send the file.
    path: () => `/api/objects/uploads/${randomUUID()}`,
    expected: { 'signed out': 401, user: 404, admin: 404 },
  },
  { method: 'POST', route: '/api/objects/complete', body: () => ({ objectPath: objectPathOf(randomUUID()) }), expected: { 'signed out': 401, user: 404, admin: 404 } },
  { method: 'GET', route: '/api/weekly-squad', expected: { 'signed out': 401, user: 200, admin: 200 } },
  { method: 'GET', route: '/api/weekly-squad/history', expected: { 'signed out': 401, user: 200, admin: 200 } },
  { method: 'GET', route: '/api/weekly-squad/leaderboard', expected: { 'signed out': 401, user: 200, admin: 200 } },
  {
    method: 'POST',
    route: '/api/weekly-squad',
    // An empty squad: a signed-in fan gets past authorisation to the squad's own checks (400) and nothing is saved.
    body: () => ({ week: 33, formation: '4-3-3', playerIds: [] }),
    expected: { 'signed out': 401, user: 400, admin: 400 },
  },
  { method: 'GET', route: '/api/notifications/vapid-public-key', expected: EVERYONE(200) },
  {
    method: 'POST',
    route: '/api/notifications/subscriptions',
    // An endpoint outside the push services: a signed-in fan gets past authorisation to its check (400).
    body: () => ({ endpoint: 'https://internal.example/x', keys: { p256dh: 'x', auth: 'y' }, language: 'en' }),
    expected: { 'signed out': 401, user: 400, admin: 400 },
  },
  { method: 'DELETE', route: '/api/notifications/subscriptions', body: () => ({ endpoint: 'https://fcm.googleapis.com/none' }), expected: { 'signed out': 401, user: 204, admin: 204 } },
  { method: 'GET', route: '/api/notifications/preferences', expected: { 'signed out': 401, user: 200, admin: 200 } },
  {
    method: 'PUT',
    route: '/api/notifications/preferences',
    body: () => ({ matchResults: true, teamSpecific: [], predictions: false }),
    expected: { 'signed out': 401, user: 200, admin: 200 },
  },
  { method: 'POST', route: '/api/notifications/test', expected: { 'signed out': 401, user: 202, admin: 202 } },
  { method: 'POST', route: '/api/notifications/test-match-result', expected: { 'signed out': 401, user: 202, admin: 202 } },
  { method: 'GET', route: '/api/docs', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/docs-json', expected: EVERYONE(200) },
];

beforeAll(async () => {
  t = await startTestApp();
  const api = request(t.app.getHttpServer());
  teamId = ((await api.get('/api/teams').expect(200)).body as TeamResponse[])[0].id;
  matchId = ((await api.get('/api/matches/recent?limit=1').expect(200)).body as MatchResponse[])[0].id;
  upcomingMatchId = ((await api.get('/api/matches/upcoming?limit=1').expect(200)).body as MatchResponse[])[0].id;
  account = await signUp(t);
});
afterAll(() => t.close());

it('has a row for every route the api declares', () => {
  const covered = ROWS.map((row) => `${row.method} ${row.route}`).sort();
  expect([...apiRoutes(t.app), ...OPENAPI_ROUTES].sort()).toEqual(covered);
});

describe.each(ROWS)('$method $route', (row) => {
  it.each<Who>(['signed out', 'user', 'admin'])('as %s', async (who) => {
    // A fresh session per request: some rows (sign-out) end the one they are sent with.
    const cookie = who === 'signed out' ? undefined : (await signUp(t, { role: who })).cookie;
    const path = row.path?.() ?? row.route;
    const method = row.method.toLowerCase() as Lowercase<Row['method']>;
    let req = request(t.app.getHttpServer())[method](path).set('x-forwarded-for', uniqueIp());
    if (row.method !== 'GET') req = req.set('origin', APP_ORIGIN);
    if (cookie) req = req.set('cookie', cookie);
    const res = await (row.body ? req.send(row.body()) : req);
    expect(res.status).toBe(row.expected[who]);
    if (res.status === 401 || res.status === 403) {
      expect(res.body).toEqual({ statusCode: res.status, code: res.status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', message: expect.any(String), requestId: expect.any(String) });
    }
  });
});
