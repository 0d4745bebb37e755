import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { ArticleResponse, LeagueResponse, MatchResponse, TeamResponse } from '@isl/contracts';
import { DataSource } from 'typeorm';
import { OPENAPI_ROUTES } from '../src/openapi';
import { objectPathOf } from '../src/features/uploads/media-keys';
import { apiRoutes } from './support/api-routes';
import { APPLICATION } from './support/newsroom';
import { APP_ORIGIN, FIRST_NAME, PASSWORD, signUp, uniqueEmail, uniqueIp } from './support/accounts';
import { startTestApp, TestApp } from './support/test-app';

/** A fan who applied to be a journalist and waits for the decision; an approved journalist; an editor (admin). */
type Who = 'signed out' | 'user' | 'applicant' | 'journalist' | 'admin';
/** The applicant and the journalist are fans too: a row that does not name them expects for them what it expects for a user. */
type Expected = Record<'signed out' | 'user' | 'admin', number> & Partial<Record<Who, number>>;
const EVERYONE = (status: number): Expected => ({ 'signed out': status, user: status, admin: status });
const EDITORS_ONLY = (adminStatus: number): Expected => ({ 'signed out': 401, user: 403, admin: adminStatus });
/** No article, application or comment has this id: an editor gets past authorisation to the lookup (404). */
const NO_SUCH_ID = 2_147_483_647;

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as declared; `path` fills in its parameters. */
  route: string;
  path?: () => string;
  body?: () => object;
  expected: Expected;
}

let t: TestApp;
let teamId: number;
let matchId: number;
let upcomingMatchId: number;
let account: { email: string };
let articleId: number;
let league: { id: number; code: string; ownerId: string };
let clubLeagueId: number;


/**
 * Every route of the api, tried signed out, as a user and as an admin. A route added without a row here
 * fails the first test: decide who may call it and add the row.
 */
const ROWS: Row[] = [
  { method: 'GET', route: '/api/health', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/health/live', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/health/ready', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/seasons', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/teams', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/teams/:id/players', path: () => `/api/teams/${teamId}/players`, expected: EVERYONE(200) },
  { method: 'GET', route: '/api/players/top-rated', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/matches', path: () => '/api/matches?round=32', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/matches/live', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/matches/today', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/matches/upcoming', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/matches/recent', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/matches/fixtures', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/matches/results', expected: EVERYONE(200) },
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
  { method: 'PUT', route: '/api/auth/user/language', body: () => ({ language: 'ar' }), expected: { 'signed out': 401, user: 204, admin: 204 } },
  // Anyone may ask, and the answer is the same for every address; a made-up link is refused whoever sends it.
  { method: 'POST', route: '/api/auth/password-reset', body: () => ({ email: uniqueEmail('table') }), expected: EVERYONE(202) },
  { method: 'POST', route: '/api/auth/password-reset/confirm', body: () => ({ token: 'x'.repeat(43), newPassword: PASSWORD }), expected: EVERYONE(400) },
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
    route: '/api/admin/seasons/:label/import',
    path: () => '/api/admin/seasons/2031-32/import?dryRun=true',
    // Not a football.json file: an admin gets past authorisation to the file's check (400) and nothing changes.
    body: () => ({ name: 'not a season' }),
    expected: EDITORS_ONLY(400),
  },
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
  { method: 'GET', route: '/api/predictions/jokers', expected: { 'signed out': 401, user: 200, admin: 200 } },
  {
    method: 'GET',
    route: '/api/predictions/user/:matchId',
    path: () => `/api/predictions/user/${upcomingMatchId}`,
    expected: { 'signed out': 401, user: 200, admin: 200 },
  },
  { method: 'GET', route: '/api/predictions/leaderboard', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/teams/rounds', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/matches/:id/meetings', path: () => `/api/matches/${matchId}/meetings`, expected: EVERYONE(200) },
  { method: 'GET', route: '/api/players/bests', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/predictions/leaderboard/me', expected: { 'signed out': 401, user: 200, admin: 200 } },
  { method: 'GET', route: '/api/badges/mine', expected: { 'signed out': 401, user: 200, admin: 200 } },
  {
    method: 'GET',
    route: '/api/predictions/match/:matchId/split',
    path: () => `/api/predictions/match/${upcomingMatchId}/split`,
    expected: EVERYONE(200),
  },
  {
    method: 'PUT',
    route: '/api/profile/picture',
    // No such upload: a signed-in user gets past authorisation to the lookup (404) and nothing changes.
    body: () => ({ profileImageUrl: objectPathOf(randomUUID()) }),
    expected: { 'signed out': 401, user: 404, admin: 404 },
  },
  { method: 'POST', route: '/api/objects/upload', expected: { 'signed out': 401, user: 201, admin: 201 } },
  {
    method: 'POST',
    route: '/api/objects/upload-public',
    body: () => ({ fileName: 'media-1' }),
    expected: { 'signed out': 401, user: 403, journalist: 201, admin: 201 },
  },
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
    body: () => ({ week: 33, formation: '4-3-3', playerIds: [], captainId: 1, viceCaptainId: 2 }),
    expected: { 'signed out': 401, user: 400, admin: 400 },
  },
  // Leagues: a fans' league of its own creator (nobody else is in it, so it is not found for them) and a club's
  // league (seen by any fan).
  { method: 'POST', route: '/api/leagues', body: () => ({ name: 'Table league', game: 'predictions' }), expected: { 'signed out': 401, user: 201, admin: 201 } },
  { method: 'POST', route: '/api/leagues/join', body: () => ({ code: league.code }), expected: { 'signed out': 401, user: 201, admin: 201 } },
  { method: 'GET', route: '/api/leagues/join/:code', path: () => `/api/leagues/join/${league.code}`, expected: { 'signed out': 401, user: 200, admin: 200 } },
  { method: 'GET', route: '/api/leagues/mine', expected: { 'signed out': 401, user: 200, admin: 200 } },
  { method: 'GET', route: '/api/leagues/:id', path: () => `/api/leagues/${clubLeagueId}`, expected: { 'signed out': 401, user: 200, admin: 200 } },
  {
    method: 'GET',
    route: '/api/leagues/:id/picks',
    path: () => `/api/leagues/${league.id}/picks?matchId=${matchId}`,
    expected: { 'signed out': 401, user: 404, admin: 404 },
  },
  {
    method: 'GET',
    route: '/api/leagues/:id/members/:userId',
    path: () => `/api/leagues/${league.id}/members/${league.ownerId}`,
    expected: { 'signed out': 401, user: 404, admin: 404 },
  },
  { method: 'PATCH', route: '/api/leagues/:id', path: () => `/api/leagues/${league.id}`, body: () => ({ name: 'Mine now' }), expected: { 'signed out': 401, user: 404, admin: 404 } },
  { method: 'POST', route: '/api/leagues/:id/code', path: () => `/api/leagues/${league.id}/code`, expected: { 'signed out': 401, user: 404, admin: 404 } },
  {
    method: 'DELETE',
    route: '/api/leagues/:id/members/:userId',
    path: () => `/api/leagues/${league.id}/members/${league.ownerId}`,
    expected: { 'signed out': 401, user: 404, admin: 404 },
  },
  { method: 'DELETE', route: '/api/leagues/:id/membership', path: () => `/api/leagues/${league.id}/membership`, expected: { 'signed out': 401, user: 404, admin: 404 } },
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
  {
    method: 'POST',
    route: '/api/journalists/apply',
    body: () => APPLICATION,
    expected: { 'signed out': 401, user: 201, applicant: 409, journalist: 409, admin: 201 },
  },
  // The test's journalists were made by hand, without an application.
  { method: 'GET', route: '/api/journalists/application', expected: { 'signed out': 401, user: 200, admin: 200 } },
  { method: 'GET', route: '/api/journalists/apply-settings', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/journalists/top', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/admin/journalists/pending', expected: EDITORS_ONLY(200) },
  { method: 'POST', route: '/api/admin/journalists/:id/approve', path: () => `/api/admin/journalists/${NO_SUCH_ID}/approve`, expected: EDITORS_ONLY(404) },
  {
    method: 'POST',
    route: '/api/admin/journalists/:id/reject',
    path: () => `/api/admin/journalists/${NO_SUCH_ID}/reject`,
    body: () => ({ reason: 'Not yet' }),
    expected: EDITORS_ONLY(404),
  },
  { method: 'GET', route: '/api/articles', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/articles/featured', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/articles/mine', expected: { 'signed out': 401, user: 200, admin: 200 } },
  { method: 'GET', route: '/api/articles/:id', path: () => `/api/articles/${articleId}`, expected: EVERYONE(200) },
  { method: 'GET', route: '/robots.txt', expected: EVERYONE(200) },
  { method: 'GET', route: '/sitemap.xml', expected: EVERYONE(200) },
  { method: 'GET', route: '/manifest.webmanifest', expected: EVERYONE(200) },
  { method: 'GET', route: '/api/articles/:id/summary', path: () => `/api/articles/${articleId}/summary`, expected: EVERYONE(200) },
  { method: 'GET', route: '/api/share/matches/:id.png', path: () => `/api/share/matches/${matchId}.png?lang=en`, expected: EVERYONE(200) },
  { method: 'GET', route: '/api/share/articles/:id.png', path: () => `/api/share/articles/${articleId}.png?lang=ar`, expected: EVERYONE(200) },
  {
    method: 'POST',
    route: '/api/articles',
    body: () => ({ title: 'Table talk', content: 'A draft.' }),
    expected: { 'signed out': 401, user: 403, journalist: 201, admin: 403 },
  },
  // The published article of another journalist: nobody else may change or delete it.
  { method: 'PATCH', route: '/api/articles/:id', path: () => `/api/articles/${articleId}`, body: () => ({ title: 'Mine now' }), expected: { 'signed out': 401, user: 403, admin: 403 } },
  { method: 'DELETE', route: '/api/articles/:id', path: () => `/api/articles/${articleId}`, expected: { 'signed out': 401, user: 403, admin: 403 } },
  { method: 'PUT', route: '/api/articles/:id/rating', path: () => `/api/articles/${articleId}/rating`, body: () => ({ rating: 4 }), expected: { 'signed out': 401, user: 200, admin: 200 } },
  { method: 'GET', route: '/api/articles/:id/comments', path: () => `/api/articles/${articleId}/comments`, expected: EVERYONE(200) },
  {
    method: 'POST',
    route: '/api/articles/:id/comments',
    path: () => `/api/articles/${articleId}/comments`,
    body: () => ({ content: 'Great read' }),
    expected: { 'signed out': 401, user: 201, admin: 201 },
  },
  { method: 'GET', route: '/api/admin/articles/pending', expected: EDITORS_ONLY(200) },
  { method: 'POST', route: '/api/admin/articles/:id/approve', path: () => `/api/admin/articles/${NO_SUCH_ID}/approve`, expected: EDITORS_ONLY(404) },
  {
    method: 'POST',
    route: '/api/admin/articles/:id/reject',
    path: () => `/api/admin/articles/${NO_SUCH_ID}/reject`,
    body: () => ({ reason: 'Not yet' }),
    expected: EDITORS_ONLY(404),
  },
  { method: 'GET', route: '/api/admin/comments/pending', expected: EDITORS_ONLY(200) },
  { method: 'POST', route: '/api/admin/comments/:id/approve', path: () => `/api/admin/comments/${NO_SUCH_ID}/approve`, expected: EDITORS_ONLY(404) },
  { method: 'POST', route: '/api/admin/comments/:id/reject', path: () => `/api/admin/comments/${NO_SUCH_ID}/reject`, expected: EDITORS_ONLY(404) },
  // The data desk: no club, player or upload has these ids, so an editor gets past authorisation to the lookup.
  { method: 'GET', route: '/api/admin/clubs', expected: EDITORS_ONLY(200) },
  { method: 'PATCH', route: '/api/admin/clubs/:id', path: () => `/api/admin/clubs/${NO_SUCH_ID}`, body: () => ({ city: 'Basra' }), expected: EDITORS_ONLY(404) },
  {
    method: 'PUT',
    route: '/api/admin/clubs/:id/crest',
    path: () => `/api/admin/clubs/${NO_SUCH_ID}/crest`,
    body: () => ({ logoUrl: objectPathOf(randomUUID()) }),
    expected: EDITORS_ONLY(404),
  },
  { method: 'GET', route: '/api/admin/players', expected: EDITORS_ONLY(200) },
  { method: 'PATCH', route: '/api/admin/players/:id', path: () => `/api/admin/players/${NO_SUCH_ID}`, body: () => ({ isInjured: true }), expected: EDITORS_ONLY(404) },
  {
    method: 'POST',
    route: '/api/admin/players/:id/transfer',
    path: () => `/api/admin/players/${NO_SUCH_ID}/transfer`,
    body: () => ({ teamId }),
    expected: EDITORS_ONLY(404),
  },
  // JSON, not a squads file: an editor gets past authorisation to the body's type (415) and nothing is imported.
  { method: 'POST', route: '/api/admin/players/import', body: () => ({ club: 'Al-Shorta' }), expected: EDITORS_ONLY(415) },
  { method: 'PATCH', route: '/api/admin/fixtures/:id', path: () => `/api/admin/fixtures/${NO_SUCH_ID}`, body: () => ({ venue: 'Al-Shaab Stadium' }), expected: EDITORS_ONLY(404) },
  { method: 'GET', route: '/api/admin/translations', expected: EDITORS_ONLY(200) },
  { method: 'GET', route: '/api/admin/audit', expected: EDITORS_ONLY(200) },
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
  // A published article, by a journalist of its own, for the article rows.
  const author = await signUp(t, { role: 'journalist' });
  const editor = await signUp(t, { role: 'admin' });
  const write = (path: string, who: { cookie: string }, body: object) => api.post(path).set('origin', APP_ORIGIN).set('cookie', who.cookie).send(body);
  articleId = ((await write('/api/articles', author, { title: 'Derby day', content: 'Two goals.', isPublished: true }).expect(201)).body as ArticleResponse).id;
  await write(`/api/admin/articles/${articleId}/approve`, editor, {}).expect(200);
  const creator = await signUp(t);
  const created = (await write('/api/leagues', creator, { name: 'Creator only', game: 'predictions' }).expect(201)).body as LeagueResponse;
  league = { id: created.id, code: created.code as string, ownerId: creator.user.id };
  [{ id: clubLeagueId }] = (await t.app.get(DataSource).query(`SELECT id FROM leagues WHERE club_id IS NOT NULL ORDER BY id LIMIT 1`)) as { id: number }[];
});

/** A fresh account of each kind: a fan, an applicant (a pending application), an approved journalist, an editor. */
async function signedInAs(who: Exclude<Who, 'signed out'>): Promise<string> {
  const signedIn = await signUp(t, { role: who === 'applicant' ? 'user' : who });
  if (who === 'applicant') {
    await request(t.app.getHttpServer()).post('/api/journalists/apply').set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).set('cookie', signedIn.cookie).send(APPLICATION).expect(201);
  }
  return signedIn.cookie;
}
afterAll(() => t.close());

it('has a row for every route the api declares', () => {
  const covered = ROWS.map((row) => `${row.method} ${row.route}`).sort();
  expect([...apiRoutes(t.app), ...OPENAPI_ROUTES].sort()).toEqual(covered);
});

describe.each(ROWS)('$method $route', (row) => {
  it.each<Who>(['signed out', 'user', 'applicant', 'journalist', 'admin'])('as %s', async (who) => {
    // A fresh session per request: some rows (sign-out) end the one they are sent with.
    const cookie = who === 'signed out' ? undefined : await signedInAs(who);
    const path = row.path?.() ?? row.route;
    const method = row.method.toLowerCase() as Lowercase<Row['method']>;
    let req = request(t.app.getHttpServer())[method](path).set('x-forwarded-for', uniqueIp());
    if (row.method !== 'GET') req = req.set('origin', APP_ORIGIN);
    if (cookie) req = req.set('cookie', cookie);
    const res = await (row.body ? req.send(row.body()) : req);
    expect(res.status).toBe(row.expected[who] ?? row.expected.user);
    if (res.status === 401 || res.status === 403) {
      expect(res.body).toEqual({ statusCode: res.status, code: res.status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', message: expect.any(String), requestId: expect.any(String) });
    }
  });
});

// The one commands route takes many commands: each of the live incidents is refused to the signed-out and to fans.
describe.each([
  { type: 'card', teamId: 1, playerId: 1, colour: 'yellow' },
  { type: 'shot', teamId: 1, onTarget: true },
  { type: 'corner', teamId: 1 },
  { type: 'substitution', teamId: 1, playerOffId: 1, playerOnId: 2 },
  { type: 'penalty', teamId: 1, scored: false },
  { type: 'var_review', outcome: 'decision_stands' },
  { type: 'added_time', minutes: 3 },
  { type: 'undo', eventId: 1 },
])('POST /api/admin/matches/:id/commands {type: $type}', (body) => {
  it.each<'signed out' | 'user'>(['signed out', 'user'])('as %s', async (who) => {
    let req = request(t.app.getHttpServer()).post(`/api/admin/matches/${matchId}/commands`).set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp());
    if (who === 'user') req = req.set('cookie', await signedInAs('user'));
    const res = await req.send(body);
    expect([res.status, res.body.code]).toEqual(who === 'user' ? [403, 'FORBIDDEN'] : [401, 'UNAUTHORIZED']);
  });
});
