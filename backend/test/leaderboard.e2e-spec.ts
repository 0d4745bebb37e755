import request from 'supertest';
import { DataSource } from 'typeorm';
import { waitFor } from '@isl/test-support';
import {
  leagueMonthRange,
  matchOutcome,
  PREDICTION_OUTCOMES,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  type LeaderboardResponse,
  type MatchResponse,
  type MyLeaderboardResponse,
  type UserResponse,
} from '@isl/contracts';
import { readModelRequests } from '../src/platform/metrics/metrics';
import { APP_ORIGIN, signUp, type SignedIn } from './support/accounts';
import { jsonOf, rawGet as rawGetFrom } from './support/raw-get';
import { settleNow } from './support/settlement';
import { startReplica, startTestApp, type Replica, type TestApp } from './support/test-app';

// Two api instances on one database and Redis, as two replicas. Fans' calls are made on finished matches of
// the seed and settled as the worker does (the api takes calls only before kick-off).
let a: TestApp;
let b: Replica;
let finished: MatchResponse[] = [];
const fans: SignedIn[] = [];

/** Right calls of fans 0-13 on the first four finished matches; each makes all four calls, but fan 8 only two (both right). */
const RIGHT_CALLS = [4, 4, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 0, 0];
const TWO_CALLS_ONLY = 8;

beforeAll(async () => {
  a = await startTestApp();
  b = await startReplica(a);
  finished = (await request(a.app.getHttpServer()).get('/api/matches/recent?limit=10').expect(200)).body as MatchResponse[];
  for (const [i] of RIGHT_CALLS.entries()) fans.push(await signUp(a, { firstName: `Fan${i}` }));
  for (const [i, right] of RIGHT_CALLS.entries()) {
    const calls = i === TWO_CALLS_ONLY ? 2 : 4;
    for (let m = 0; m < calls; m++) await call(fans[i], finished[m], m < right);
  }
  for (const match of finished.slice(0, 4)) await settleNow(a, match.id);
}, 120_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** A fan's call on a finished match: its result, or another outcome. */
async function call(fan: SignedIn, match: MatchResponse, right: boolean) {
  const result = matchOutcome(match.homeScore as number, match.awayScore as number);
  const prediction = right ? result : PREDICTION_OUTCOMES.find((outcome) => outcome !== result);
  await a.app.get(DataSource).query(`INSERT INTO predictions (user_id, match_id, prediction) VALUES ($1, $2, $3)`, [fan.user.id, match.id, prediction]);
}

const rawGet = (path: string, headers: Record<string, string> = {}) => rawGetFrom(b.port, path, headers);
const board = async (path: string) => jsonOf<LeaderboardResponse>(await rawGet(path));
const mine = async (fan: SignedIn, period: LeaderboardPeriod) =>
  (await request(a.app.getHttpServer()).get(`/api/predictions/leaderboard/me?period=${period}`).set('cookie', fan.cookie).expect(200)).body as MyLeaderboardResponse;
const fanNumber = (entry: LeaderboardEntry) => fans.findIndex((fan) => fan.user.id === entry.userId);
/** Fans tied on points and accuracy, in the order the board lists them: by account id. */
const inAccountIdOrder = (tied: number[]) => tied.map((i) => fans[i].user.id).sort().map((id) => fans.findIndex((fan) => fan.user.id === id));
const misses = async () => (await readModelRequests.get()).values.find((v) => v.labels.result === 'miss')?.value ?? 0;

describe('the ranking', () => {
  it('orders by points, then accuracy, then account id; equal points share a rank, for fans outside the top 10 too', async () => {
    // Fans 0-9 by points and accuracy (fan 8's 20 points took two calls, the others' four); equal ones by account id.
    const byPointsAndAccuracy = [[0, 1], [2, 3, 4], [8], [5, 6, 7], [9, 10, 11]].flatMap(inAccountIdOrder);
    for (const period of ['season', 'month'] as const) {
      const top = await board(`/api/predictions/leaderboard?period=${period}`);
      expect(top.entries.map(fanNumber)).toEqual(byPointsAndAccuracy.slice(0, 10));
      expect(top.entries.map((e) => [e.rank, e.points, e.accuracy])).toEqual([
        [1, 40, 100],
        [1, 40, 100],
        [3, 30, 75],
        [3, 30, 75],
        [3, 30, 75],
        [6, 20, 100],
        [6, 20, 50],
        [6, 20, 50],
        [6, 20, 50],
        [10, 10, 25],
      ]);
      const first = byPointsAndAccuracy[0];
      expect(top.entries[0]).toEqual(expect.objectContaining({ displayName: `Fan${first}`, correctPredictions: 4, totalPredictions: 4, profileImageUrl: null }));

      // Below the top 10: a share of rank 10 for the two 10-point fans left out, and 13 for the two with no points.
      const leftOut = byPointsAndAccuracy.slice(10).map((i) => [i, 10, 10]);
      for (const [i, rank, points] of [...leftOut, [12, 13, 0], [13, 13, 0]]) {
        expect((await mine(fans[i], period)).entry).toEqual(
          expect.objectContaining({ rank, points, userId: fans[i].user.id, displayName: `Fan${i}`, totalPredictions: 4, accuracy: points * 2.5 }),
        );
      }
      // Every fan's own line is the line the full list gives them.
      const all = await board(`/api/predictions/leaderboard?period=${period}&limit=100`);
      expect(all.entries).toHaveLength(fans.length);
      for (const [i, fan] of fans.entries()) expect({ i, ...(await mine(fan, period)).entry }).toEqual({ i, ...all.entries.find((e) => e.userId === fan.user.id) });
    }
    const newcomer = await signUp(a);
    expect(await mine(newcomer, 'season')).toEqual({ period: 'season', season: '2024-25', entry: null, hidden: false });
  });

  it("counts only this Baghdad month's settlements on the month's board, which ends with the month", async () => {
    // Fan 0's calls were settled last month (settled again so their totals are recomputed).
    const lastMonth = new Date(leagueMonthRange(new Date()).start.getTime() - 86_400_000);
    await a.app.get(DataSource).query(`UPDATE predictions SET is_correct = NULL, settled_at = $2 WHERE user_id = $1`, [fans[0].user.id, lastMonth]);
    for (const match of finished.slice(0, 4)) await settleNow(a, match.id);

    await waitFor(async () => fanNumber((await board('/api/predictions/leaderboard?period=month')).entries[0]) === 1, { timeoutMs: 5_000, what: "fan 0 off b's month board" });
    const month = await board('/api/predictions/leaderboard?period=month');
    expect(month.entries.slice(0, 4).map((e) => [fanNumber(e), e.rank])).toEqual([1, ...inAccountIdOrder([2, 3, 4])].map((i, row) => [i, row ? 2 : 1]));
    expect(month.endsAt).toBe(leagueMonthRange(new Date()).end.toISOString());
    expect((await mine(fans[0], 'month')).entry).toBeNull();
    expect((await mine(fans[12], 'month')).entry?.rank).toBe(12);

    const season = await board('/api/predictions/leaderboard?period=season');
    expect(season.endsAt).toBeNull();
    expect(season.entries.slice(0, 2).map((e) => [fanNumber(e), e.rank, e.points])).toEqual(inAccountIdOrder([0, 1]).map((i) => [i, 1, 40]));
    expect((await mine(fans[0], 'season')).entry?.rank).toBe(1);
  });
});

describe('the cached board', () => {
  const path = '/api/predictions/leaderboard?period=season';

  it('after a settlement, the next read on the other instance shows it; the ETag changes exactly when the body does', async () => {
    const first = await rawGet(path);
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect((await rawGet(path)).headers.etag).toBe(etag);
    expect((await rawGet(path, { 'if-none-match': etag })).status).toBe(304);

    // A settlement that changes no line of the top 10 (fan 13, last, makes another wrong call): b drops its copy
    // and builds the same bytes again, under the same ETag.
    const missesBefore = await misses();
    await call(fans[13], finished[4], false);
    await settleNow(a, finished[4].id);
    await waitFor(async () => (await rawGet(path)).status === 200 && (await misses()) > missesBefore, { timeoutMs: 5_000, what: 'b building the board again' });
    const rebuilt = await rawGet(path);
    expect(rebuilt.body).toEqual(first.body);
    expect(rebuilt.headers.etag).toBe(etag);
    expect((await rawGet(path, { 'if-none-match': etag })).status).toBe(304);

    // One that does (fan 9, tenth, makes another right call): b shows it, under a new ETag.
    await call(fans[9], finished[5], true);
    await settleNow(a, finished[5].id);
    const pointsOfFan9 = async () => (await board(path)).entries.find((e) => fanNumber(e) === 9)?.points;
    await waitFor(async () => (await pointsOfFan9()) === 20, { timeoutMs: 5_000, what: "fan 9's new points on b" });
    const changed = await rawGet(path);
    expect(changed.headers.etag).not.toBe(etag);
    expect((await rawGet(path, { 'if-none-match': etag })).status).toBe(200);
    expect((await rawGet(path, { 'if-none-match': changed.headers.etag as string })).status).toBe(304);
    expect((await request(a.app.getHttpServer()).get(path).expect(200)).body).toEqual(jsonOf(changed));
  });

  it("shows a fan's new first name on the next read of either instance", async () => {
    await request(a.app.getHttpServer()).patch('/api/auth/user').set('origin', APP_ORIGIN).set('cookie', fans[1].cookie).send({ firstName: 'Rawand' }).expect(200);
    const nameOnB = async () => (await board(path)).entries.find((e) => e.userId === fans[1].user.id)?.displayName;
    await waitFor(async () => (await nameOnB()) === 'Rawand', { timeoutMs: 5_000, what: 'the new name on b' });
    expect((await request(a.app.getHttpServer()).get(path).expect(200)).body.entries).toContainEqual(expect.objectContaining({ displayName: 'Rawand' }));
  });
});

describe("what is the caller's own", () => {
  it('is never in the public list, which is the same bytes for every session and none', async () => {
    const path = '/api/predictions/leaderboard?period=month&limit=20';
    const [signedOut, asFan10, asFan13] = [await rawGet(path), await rawGet(path, { cookie: fans[10].cookie }), await rawGet(path, { cookie: fans[13].cookie })];
    expect(asFan10.body).toEqual(signedOut.body);
    expect(asFan13.body).toEqual(signedOut.body);
    for (const res of [signedOut, asFan10, asFan13]) {
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=10');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const keys = new Set(jsonOf<LeaderboardResponse>(signedOut).entries.flatMap((entry) => Object.keys(entry)));
    expect([...keys].sort()).toEqual(['accuracy', 'correctPredictions', 'displayName', 'points', 'profileImageUrl', 'rank', 'totalPredictions', 'userId']);
  });

  it("is a call of its own, never kept: each session gets its own line, one after another on the same address", async () => {
    for (let round = 0; round < 2; round++) {
      for (const i of [10, 13]) {
        const res = await rawGet('/api/predictions/leaderboard/me?period=season', { cookie: fans[i].cookie });
        expect(res.headers['cache-control']).toBe('no-store');
        expect(jsonOf<MyLeaderboardResponse>(res).entry?.userId).toBe(fans[i].user.id);
      }
    }
    const signedOut = await rawGet('/api/predictions/leaderboard/me');
    expect([signedOut.status, signedOut.headers['cache-control']]).toEqual([401, 'no-store']);
    const year = await rawGet('/api/predictions/leaderboard/me?period=year', { cookie: fans[10].cookie });
    expect([year.status, jsonOf<{ message: string }>(year).message]).toEqual([400, expect.stringMatching(/period must be one of month, season, all/)]);
    expect((await rawGet('/api/predictions/leaderboard/me?limit=5', { cookie: fans[10].cookie })).status).toBe(400);
  });
});

describe('private mode', () => {
  const patch = (fan: SignedIn, body: object) =>
    request(a.app.getHttpServer()).patch('/api/auth/user').set('origin', APP_ORIGIN).set('cookie', fan.cookie).send(body);
  const everyone = (period: LeaderboardPeriod) => `/api/predictions/leaderboard?period=${period}&limit=100`;
  const onB = (period: LeaderboardPeriod, fan: SignedIn) => async () => (await board(everyone(period))).entries.some((e) => e.userId === fan.user.id);

  /** Each board's histogram is the count of the public fans' totals at each points total: what ranks are read from. */
  async function expectHistogramsCountPublicFans() {
    const query = (text: string) => a.app.get(DataSource).query(text) as Promise<{ board: string; points: number; fans: number }[]>;
    const kept = await query(`SELECT board, points, fans FROM leaderboard_points ORDER BY board, points`);
    const counted = await query(
      `WITH public_totals AS (SELECT t.* FROM prediction_totals t JOIN users u ON u.id = t.user_id WHERE NOT u.hidden_from_leaderboards)
       SELECT * FROM (
         SELECT 'all' AS board, points, count(*)::int AS fans FROM public_totals GROUP BY points
         UNION ALL SELECT month, month_points, count(*)::int FROM public_totals GROUP BY month, month_points
         UNION ALL SELECT 'season:' || s.season, s.points, count(*)::int FROM prediction_season_totals s JOIN users u ON u.id = s.user_id
                    WHERE NOT u.hidden_from_leaderboards GROUP BY s.season, s.points) boards
        ORDER BY board, points`,
    );
    expect(kept).toEqual(counted);
  }

  it('takes a fan off the public boards, and out of the others\' ranks, at once; their totals stay; they come back', async () => {
    const fan = fans[2];
    const periods: LeaderboardPeriod[] = ['season', 'month', 'all'];
    const before = new Map<LeaderboardPeriod, LeaderboardEntry[]>();
    for (const period of periods) before.set(period, (await board(everyone(period))).entries);
    expect(before.get('season')?.some((e) => e.userId === fan.user.id)).toBe(true);
    await expectHistogramsCountPublicFans();

    expect((await patch(fan, { hiddenFromLeaderboards: 'yes' }).expect(400)).body).toEqual(
      expect.objectContaining({ code: 'VALIDATION_FAILED', message: 'hiddenFromLeaderboards must be true or false' }),
    );
    const account = (await patch(fan, { hiddenFromLeaderboards: true }).expect(200)).body as UserResponse;
    const seasonLine = before.get('season')?.find((e) => e.userId === fan.user.id) as LeaderboardEntry;
    expect(account).toEqual(expect.objectContaining({ hiddenFromLeaderboards: true, firstName: 'Fan2', predictionPoints: seasonLine.points }));
    // Asked again, nothing moves: the fan leaves the boards once.
    await patch(fan, { hiddenFromLeaderboards: true }).expect(200);
    await expectHistogramsCountPublicFans();

    for (const period of periods) {
      await waitFor(async () => !(await onB(period, fan)()), { timeoutMs: 5_000, what: `fan 2 off b's ${period} board` });
      // The others' ranks, worked out here from the board before: one more than the public fans with more points.
      const others = (before.get(period) as LeaderboardEntry[]).filter((e) => e.userId !== fan.user.id);
      const expected = others.map((e) => ({ ...e, rank: 1 + others.filter((other) => other.points > e.points).length }));
      expect((await board(everyone(period))).entries).toEqual(expected);
      for (const other of fans.filter((f) => f !== fan)) {
        expect((await mine(other, period)).entry).toEqual(expected.find((e) => e.userId === other.user.id) ?? null);
      }
      expect(await mine(fan, period)).toEqual(expect.objectContaining({ entry: null, hidden: true }));
    }

    // A settlement of the fan's own new call while they are private changes no public line.
    await call(fan, finished[6], true);
    await settleNow(a, finished[6].id);
    await expectHistogramsCountPublicFans();
    expect(await mine(fan, 'season')).toEqual(expect.objectContaining({ entry: null, hidden: true }));
    const hiddenBoards = new Map<LeaderboardPeriod, LeaderboardEntry[]>();
    for (const period of periods) hiddenBoards.set(period, (await board(everyone(period))).entries);

    expect((await patch(fan, { hiddenFromLeaderboards: false }).expect(200)).body.hiddenFromLeaderboards).toBe(false);
    await patch(fan, { hiddenFromLeaderboards: false }).expect(200);
    await expectHistogramsCountPublicFans();
    for (const period of periods) {
      await waitFor(onB(period, fan), { timeoutMs: 5_000, what: `fan 2 back on b's ${period} board` });
      const back = (await board(everyone(period))).entries;
      const own = back.find((e) => e.userId === fan.user.id) as LeaderboardEntry;
      // Back with the new call's 10 points, ranked among the others as their points say.
      expect(own.points).toBe(((before.get(period) as LeaderboardEntry[]).find((e) => e.userId === fan.user.id)?.points as number) + 10);
      const rankOf = (entry: LeaderboardEntry) => 1 + back.filter((other) => other.points > entry.points).length;
      expect(back.map((e) => ({ ...e, rank: rankOf(e) }))).toEqual(back);
      expect(back.filter((e) => e !== own).map(({ rank: _rank, ...e }) => e)).toEqual(hiddenBoards.get(period)?.map(({ rank: _rank, ...e }) => e));
      expect(await mine(fan, period)).toEqual(expect.objectContaining({ entry: own, hidden: false }));
    }
  });
});


// Last: its crowd makes every board longer than the most a page shows.
describe('a board longer than its kept top', () => {
  const CROWD = 110;
  const firstHundred = (period: LeaderboardPeriod) => `/api/predictions/leaderboard?period=${period}&limit=100`;
  const idsOn = async (period: LeaderboardPeriod) => (await board(firstHundred(period))).entries.map((e) => e.userId);
  const season = () => finished[0].season;

  /** The board's first 100 public fans, worked out here from the totals: points, then accuracy, then account id. */
  async function firstHundredCounted(period: LeaderboardPeriod): Promise<string[]> {
    const [table, points, correct, total, scope] =
      period === 'season'
        ? ['prediction_season_totals', 'points', 'correct', 'total', `t.season = '${season()}'`]
        : period === 'month'
          ? ['prediction_totals', 'month_points', 'month_correct', 'month_total', `t.month = to_char(now() AT TIME ZONE 'Asia/Baghdad', 'YYYY-MM')`]
          : ['prediction_totals', 'points', 'correct', 'total', 'TRUE'];
    const rows = (await a.app.get(DataSource).query(
      `SELECT t.user_id FROM ${table} t JOIN users u ON u.id = t.user_id
        WHERE ${scope} AND NOT u.hidden_from_leaderboards
        ORDER BY t.${points} DESC, t.${correct}::float8 / t.${total} DESC, t.user_id LIMIT 100`,
    )) as { user_id: string }[];
    return rows.map((row) => row.user_id);
  }

  it('lists its first 100 as the totals rank them; when one of them goes private the 101st moves up, and back down when they return', async () => {
    const db = a.app.get(DataSource);
    const match = finished[7];
    // A crowd of fans each right once on a match: 10 points at full accuracy, ranked among themselves by id.
    await db.query(`INSERT INTO users (email, first_name) SELECT 'crowd-' || g || '@example.com', 'Crowd' || g FROM generate_series(1, $1) g`, [CROWD]);
    await db.query(
      `INSERT INTO predictions (user_id, match_id, prediction) SELECT id, $1, $2 FROM users WHERE email LIKE 'crowd-%'`,
      [match.id, matchOutcome(match.homeScore as number, match.awayScore as number)],
    );
    // And a fan with a session, right on it and on the next: first on this month's board, in the first 100 of the others.
    const leader = await signUp(a, { firstName: 'Leader' });
    for (const played of [match, finished[8]]) await call(leader, played, true);
    for (const played of [match, finished[8]]) await settleNow(a, played.id);
    const periods: LeaderboardPeriod[] = ['season', 'month', 'all'];
    for (const period of periods) {
      await waitFor(async () => (await idsOn(period)).length === 100, { timeoutMs: 5_000, what: `the ${period} board after the crowd's settlement` });
      const counted = await firstHundredCounted(period);
      expect(counted).toContain(leader.user.id);
      expect(await idsOn(period)).toEqual(counted);
    }

    const patch = (hidden: boolean) =>
      request(a.app.getHttpServer()).patch('/api/auth/user').set('origin', APP_ORIGIN).set('cookie', leader.cookie).send({ hiddenFromLeaderboards: hidden }).expect(200);
    const before = new Map<LeaderboardPeriod, string[]>();
    for (const period of periods) before.set(period, await idsOn(period));
    await patch(true);
    for (const period of periods) {
      await waitFor(async () => !(await idsOn(period)).includes(leader.user.id), { timeoutMs: 5_000, what: `the leader off the ${period} board` });
      const counted = await firstHundredCounted(period);
      expect(counted).not.toContain(leader.user.id);
      expect(counted.filter((id) => !(before.get(period) as string[]).includes(id))).toHaveLength(1);
      expect(await idsOn(period)).toEqual(counted);
    }
    await patch(false);
    for (const period of periods) {
      await waitFor(async () => (await idsOn(period)).includes(leader.user.id), { timeoutMs: 5_000, what: `the leader back on the ${period} board` });
      expect(await idsOn(period)).toEqual(before.get(period));
    }
  });
});
