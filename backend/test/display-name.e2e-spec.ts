import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { matchOutcome, type LeaderboardResponse, type MatchResponse, type SquadLeaderboardResponse } from '@isl/contracts';
import { BackfillFirstNames1795500300000 } from '../src/database/migrations/1795500300000-BackfillFirstNames';
import { APP_ORIGIN, PASSWORD, signUp, uniqueEmail, uniqueIp } from './support/accounts';
import { settleNow } from './support/settlement';
import { startTestApp, TestApp } from './support/test-app';

// Issue 17: no fan's e-mail address is ever shown as a name; every account has a first name.
let t: TestApp;
const api = () => request(t.app.getHttpServer());
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(DataSource).query(query, params) as Promise<T[]>;
const register = (body: unknown) =>
  api().post('/api/auth/register').set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).set('content-type', 'application/json').send(JSON.stringify(body));
const userCount = async () => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM users'))[0].n);

/** An account as it could be before issue 17: no first name, and an e-mail whose every part is easy to spot. */
async function legacyAccount(firstName: string | null = null) {
  const local = `leaky-${randomBytes(4).toString('hex')}`;
  const domain = `mail-${randomBytes(4).toString('hex')}.example`;
  const [{ id }] = await sql<{ id: string }>('INSERT INTO users (email, first_name) VALUES ($1, $2) RETURNING id', [`${local}@${domain}`, firstName]);
  return { id, local, domain };
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('registration asks for a first name', () => {
  it.each([
    ['no first name', {}],
    ['a blank first name', { firstName: '   ' }],
    ['an empty first name', { firstName: '' }],
    ['a null first name', { firstName: null }],
  ])('refuses %s with 400 VALIDATION_FAILED naming firstName, and writes no account', async (_, name) => {
    const before = await userCount();
    const res = await register({ email: uniqueEmail('nameless'), password: PASSWORD, ...name }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.stringMatching(/firstName/), requestId: expect.any(String) });
    expect(await userCount()).toBe(before);
  });

  it('keeps the first name given, trimmed', async () => {
    const res = await register({ email: uniqueEmail('named'), password: PASSWORD, firstName: '  Zahraa ' }).expect(201);
    expect(res.body.firstName).toBe('Zahraa');
  });
});

describe('the back-fill migration', () => {
  it('names every account without a first name "Fan" and 4 digits, leaving named and deleted accounts alone', async () => {
    const nameless = await legacyAccount(null);
    const blank = await legacyAccount('   ');
    const named = await legacyAccount('Zainab');
    const [{ id: deleted }] = await sql<{ id: string }>(
      `INSERT INTO users (email, first_name, deleted_at) VALUES ('deleted:' || gen_random_uuid(), NULL, now()) RETURNING id`,
    );

    const queryRunner = t.app.get(DataSource).createQueryRunner();
    try {
      await new BackfillFirstNames1795500300000().up(queryRunner);
    } finally {
      await queryRunner.release();
    }

    const nameOf = async (id: string) => (await sql<{ first_name: string | null }>('SELECT first_name FROM users WHERE id = $1', [id]))[0].first_name;
    expect(await nameOf(nameless.id)).toMatch(/^Fan \d{4}$/);
    expect(await nameOf(blank.id)).toMatch(/^Fan \d{4}$/);
    expect(await nameOf(named.id)).toBe('Zainab');
    expect(await nameOf(deleted)).toBeNull();
    expect(await sql(`SELECT 1 FROM users WHERE deleted_at IS NULL AND (first_name IS NULL OR btrim(first_name) = '')`)).toHaveLength(0);
  });
});

describe('leaderboards', () => {
  /** What a leaderboard must never contain of an account's e-mail address. */
  const expectNoAddress = (board: unknown, account: { local: string; domain: string }) => {
    const text = JSON.stringify(board);
    expect(text).not.toContain(account.local);
    expect(text).not.toContain(account.domain);
    expect(text).not.toContain('leaky');
    expect(text).not.toContain('@');
  };

  it('show no part of any e-mail address in the predictions leaderboard, even for an account without a first name', async () => {
    const legacy = await legacyAccount(null);
    const fan = await signUp(t);
    // Right calls on finished matches (three and two), settled as the worker would.
    const finished = (await api().get('/api/matches/recent?limit=3').expect(200)).body as MatchResponse[];
    for (const [userId, calls] of [[legacy.id, 3], [fan.user.id, 2]] as const) {
      for (const match of finished.slice(0, calls)) {
        const outcome = matchOutcome(match.homeScore as number, match.awayScore as number);
        await sql(`INSERT INTO predictions (user_id, match_id, prediction) VALUES ($1, $2, $3)`, [userId, match.id, outcome]);
      }
    }
    for (const match of finished) await settleNow(t, match.id);

    for (const period of ['month', 'season']) {
      const board = (await api().get(`/api/predictions/leaderboard?period=${period}&limit=100`).expect(200)).body as LeaderboardResponse;
      expect(board.entries).toContainEqual(expect.objectContaining({ displayName: null, points: 30 }));
      expect(board.entries).toContainEqual(expect.objectContaining({ displayName: fan.user.firstName, points: 20 }));
      expectNoAddress(board, legacy);
    }
  });

  it('show no part of any e-mail address in the weekly squad leaderboard', async () => {
    const legacy = await legacyAccount(null);
    const fan = await signUp(t);
    for (const [userId, rank] of [[legacy.id, 1], [fan.user.id, 2]] as const) {
      await sql(`INSERT INTO weekly_squads (user_id, week, player_ids, total_points, rank) VALUES ($1, 1, '[]', $2, $3)`, [userId, 100 - rank, rank]);
    }
    const board = (await api().get('/api/weekly-squad/leaderboard?week=1').set('cookie', fan.cookie).expect(200)).body as SquadLeaderboardResponse;
    expect(board.entries).toEqual([
      expect.objectContaining({ rank: 1, displayName: null }),
      expect.objectContaining({ rank: 2, displayName: fan.user.firstName, isCurrentUser: true }),
    ]);
    expectNoAddress(board, legacy);
  });
});
