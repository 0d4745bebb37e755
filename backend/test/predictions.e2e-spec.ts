import { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { io } from 'socket.io-client';
import request from 'supertest';
import { waitFor } from '@isl/test-support';
import {
  leagueMonthKey,
  SOCKET_PATH,
  type MatchResponse,
  type MyPredictionResponse,
  type PredictionOutcome,
  type PredictionSettledPayload,
} from '@isl/contracts';
import { DataSource } from 'typeorm';
import { recordInOutbox } from '../src/platform/outbox/outbox';
import { OutboxRelay } from '../src/platform/outbox/outbox-relay.service';
import { settleMatchJob } from '../src/features/predictions/predictions-follow-ups';
import { APP_ORIGIN, SignedIn, signUp } from './support/accounts';
import { playMatch } from './support/play-match';
import { startTestApp, TestApp } from './support/test-app';
import { startWorker, WorkerProcess } from './support/worker-process';

/**
 * A short job lock, so a crashed worker's job is taken over within seconds. Every worker here gets the same:
 * BullMQ lets one worker check for stalled jobs per interval, so a slower one would hold the others back.
 */
const WORKER_ENV = { WORKER_LOCK_MS: '1000' };

let t: TestApp;
let baseUrl: string;
let admin: SignedIn;
let db: Client;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  admin = await signUp(t, { role: 'admin' });
  db = new Client({ connectionString: t.db.url });
  await db.connect();
}, 60_000);

// Whatever of the setup ran is undone, even after a failed beforeAll: an app left open keeps jest running.
afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await db?.end();
  await t?.close();
});

const api = () => request(t.app.getHttpServer());
const sql = async <T>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows as T[];
const predict = (fan: SignedIn | null, body: object) => {
  const req = api().post('/api/predictions').set('origin', APP_ORIGIN);
  return (fan ? req.set('cookie', fan.cookie) : req).send(body);
};
const command = (matchId: number, body: object) =>
  api().post(`/api/admin/matches/${matchId}/commands`).set('origin', APP_ORIGIN).set('cookie', admin.cookie).send(body).expect(200);

/** Upcoming matches handed out one per call, also to calls made at once (they share one fetch). */
let spare: Promise<MatchResponse[]> | null = null;
async function scheduledMatch(): Promise<MatchResponse> {
  spare ??= api()
    .get('/api/matches/upcoming?limit=100')
    .expect(200)
    .then((res) => res.body as MatchResponse[]);
  const match = (await spare).shift();
  if (!match) throw new Error('no upcoming match left for this test file');
  return match;
}

const playTo = (match: MatchResponse, home: number, away: number) => playMatch(t, admin, match, home, away);

async function settled(matchId: number, timeoutMs = 20_000) {
  const isSettled = async () => {
    const [row] = await sql<{ version: number; settled_version: number }>(
      `SELECT m.version, coalesce(s.settled_version, 0) AS settled_version FROM matches m LEFT JOIN prediction_settlements s ON s.match_id = m.id WHERE m.id = $1`,
      [matchId],
    );
    return row.settled_version === row.version;
  };
  await waitFor(isSettled, { timeoutMs, intervalMs: 100, what: `settlement of match ${matchId}` });
}

/** Exactly `count` worker processes on the queue, started or stopped as needed: each test says what it runs on. */
async function workersRunning(count: number) {
  while (workers.length > count) await (workers.pop() as WorkerProcess).stop();
  while (workers.length < count) workers.push(await startWorker(t, WORKER_ENV));
}

interface TotalsRow {
  user_id: string;
  points: number;
  total: number;
  correct: number;
  win_streak: number;
  month: string;
  month_points: number;
  month_total: number;
  month_correct: number;
}

/**
 * Every fan's totals against a recomputation here from the predictions table and the match dates: the season's,
 * and the latest league month's in which the fan has settled predictions. Fans with none have no totals row.
 */
async function expectTotalsMatchPredictions() {
  const kept = new Map((await sql<TotalsRow>(`SELECT * FROM prediction_totals`)).map(({ user_id, ...row }) => [user_id, row]));
  const predictions = await sql<{ user_id: string; is_correct: boolean | null; points_awarded: number; settled_at: Date | null }>(
    `SELECT p.user_id, p.is_correct, p.points_awarded, p.settled_at FROM predictions p JOIN matches m ON m.id = p.match_id
      ORDER BY m.match_date DESC, m.id DESC`,
  );
  const fans = new Set([...kept.keys(), ...predictions.filter((p) => p.is_correct !== null).map((p) => p.user_id)]);
  expect(fans.size).toBeGreaterThan(0);
  for (const id of fans) {
    const own = predictions.filter((p) => p.user_id === id && p.is_correct !== null);
    const firstMiss = own.findIndex((p) => !p.is_correct);
    const month = own.map((p) => leagueMonthKey(p.settled_at as Date)).sort().at(-1) as string;
    const inMonth = own.filter((p) => leagueMonthKey(p.settled_at as Date) === month);
    expect({ id, ...kept.get(id) }).toEqual({
      id,
      points: own.reduce((sum, p) => sum + p.points_awarded, 0),
      total: own.length,
      correct: own.filter((p) => p.is_correct).length,
      win_streak: firstMiss === -1 ? own.length : firstMiss,
      month,
      month_points: inMonth.reduce((sum, p) => sum + p.points_awarded, 0),
      month_total: inMonth.length,
      month_correct: inMonth.filter((p) => p.is_correct).length,
    });
  }
}

const pointsOf = async (fan: SignedIn) =>
  (
    await sql<{ prediction_points: number; win_streak: number }>(
      `SELECT coalesce(t.points, 0) AS prediction_points, coalesce(t.win_streak, 0) AS win_streak
         FROM users u LEFT JOIN prediction_totals t ON t.user_id = u.id WHERE u.id = $1`,
      [fan.user.id],
    )
  )[0];

describe('making a prediction', () => {
  it('accepts one call per fan and match, and refuses the rest with a reason, writing nothing', async () => {
    const fan = await signUp(t);
    const match = await scheduledMatch();
    const count = async () => Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM predictions`))[0].n);
    const before = await count();

    const created = await predict(fan, { matchId: match.id, prediction: 'home' }).expect(201);
    expect(created.body).toEqual(expect.objectContaining({ matchId: match.id, prediction: 'home', pointsAwarded: 0, isCorrect: null }));
    expect((await predict(fan, { matchId: match.id, prediction: 'away' }).expect(409)).body.code).toBe('PREDICTION_EXISTS');

    // A match of its own kicked off here, not one the seed happens to leave live.
    const live = await scheduledMatch();
    await command(live.id, { type: 'kickoff', confirmEarly: true });
    expect((await predict(fan, { matchId: live.id, prediction: 'draw' }).expect(409)).body.code).toBe('PREDICTION_CLOSED');
    // A kick-off time that has passed closes predictions even while the status still says scheduled.
    const late = await scheduledMatch();
    await sql(`UPDATE matches SET match_date = now() - interval '1 minute' WHERE id = $1`, [late.id]);
    expect((await predict(fan, { matchId: late.id, prediction: 'draw' }).expect(409)).body.code).toBe('PREDICTION_CLOSED');

    expect((await predict(fan, { matchId: match.id, prediction: 'win' }).expect(400)).body.message).toMatch(/prediction must be one of home, draw, away/);
    expect((await predict(fan, { matchId: 'abc', prediction: 'home' }).expect(400)).body.message).toMatch(/matchId must be a whole number/);
    expect((await predict(fan, { matchId: 999_999, prediction: 'home' }).expect(404)).body.code).toBe('MATCH_NOT_FOUND');
    expect((await predict(null, { matchId: match.id, prediction: 'home' }).expect(401)).body.code).toBe('UNAUTHORIZED');
    expect(await count()).toBe(before + 1);

    const own = await api().get(`/api/predictions/user/${match.id}`).set('cookie', fan.cookie).expect(200);
    expect(own.body).toEqual(expect.objectContaining({ prediction: 'home', pointsAwarded: 0 }));
    const none = await api().get(`/api/predictions/user/${live.id}`).set('cookie', fan.cookie).expect(200);
    expect(none.body).toBeNull();
  });
});

describe('settlement by the worker', () => {
  it('awards 10 points for a correct outcome, recomputes totals and streaks, and ignores a repeat', async () => {
    await workersRunning(1);
    const [home, draw, away] = [await signUp(t), await signUp(t), await signUp(t)];
    const first = await scheduledMatch();
    for (const [fan, call] of [[home, 'home'], [draw, 'draw'], [away, 'away']] as [SignedIn, PredictionOutcome][]) {
      await predict(fan, { matchId: first.id, prediction: call }).expect(201);
    }
    await playTo(first, 2, 1);
    await settled(first.id);
    expect(await pointsOf(home)).toEqual({ prediction_points: 10, win_streak: 1 });
    expect(await pointsOf(draw)).toEqual({ prediction_points: 0, win_streak: 0 });

    const second = await scheduledMatch();
    await predict(home, { matchId: second.id, prediction: 'draw' }).expect(201);
    await predict(draw, { matchId: second.id, prediction: 'draw' }).expect(201);
    await playTo(second, 0, 0);
    await settled(second.id);
    expect(await pointsOf(home)).toEqual({ prediction_points: 20, win_streak: 2 });
    expect(await pointsOf(draw)).toEqual({ prediction_points: 10, win_streak: 1 });

    const mine = (await api().get('/api/predictions/my').set('cookie', home.cookie).expect(200)).body as MyPredictionResponse[];
    expect(mine.map((p) => [p.matchId, p.isCorrect, p.pointsEarned, p.match.status])).toEqual([
      [second.id, true, 10, 'finished'],
      [first.id, true, 10, 'finished'],
    ]);

    // The same settlement again, as after a lost acknowledgement: nothing moves.
    await sql(`DELETE FROM prediction_settlements WHERE match_id = $1`, [second.id]);
    await workersRunning(0);
    await workersRunning(1);
    const settle = settleMatchJob(second.id, 999);
    await t.app.get(DataSource).transaction((manager) => recordInOutbox(manager, [{ job: settle }]));
    t.app.get(OutboxRelay).wake();
    await settled(second.id);
    expect(await pointsOf(home)).toEqual({ prediction_points: 20, win_streak: 2 });
    await expectTotalsMatchPredictions();
  });

  it("tells the fan's own sockets the outcome and the fan's new totals", async () => {
    await workersRunning(1);
    const fan = await signUp(t);
    const match = await scheduledMatch();
    const created = await predict(fan, { matchId: match.id, prediction: 'home' }).expect(201);
    const socket = io(baseUrl, { path: SOCKET_PATH, transports: ['websocket'], extraHeaders: { cookie: fan.cookie } });
    try {
      await new Promise((resolve, reject) => (socket.once('connect', () => resolve(null)), socket.once('connect_error', reject)));
      const received = new Promise<PredictionSettledPayload>((resolve) => socket.once('prediction:settled', resolve));
      await playTo(match, 1, 0);
      expect(await received).toEqual({
        matchId: match.id,
        predictionId: created.body.id,
        isCorrect: true,
        pointsAwarded: 10,
        totals: { predictionPoints: 10, totalPredictions: 1, correctPredictions: 1, winStreak: 1 },
      });
    } finally {
      socket.disconnect();
    }
  });

  it('re-settles when a correction flips the outcome', async () => {
    await workersRunning(1);
    const fan = await signUp(t);
    const match = await scheduledMatch();
    await predict(fan, { matchId: match.id, prediction: 'home' }).expect(201);
    await playTo(match, 1, 0);
    await settled(match.id);
    expect(await pointsOf(fan)).toEqual({ prediction_points: 10, win_streak: 1 });
    await command(match.id, { type: 'correct_score', homeScore: 1, awayScore: 1, addGoals: [{ teamId: match.awayTeamId, minute: 75 }] });
    await settled(match.id);
    expect(await pointsOf(fan)).toEqual({ prediction_points: 0, win_streak: 0 });
    await expectTotalsMatchPredictions();
  });

  it('settles everything exactly once with two worker processes on the queue', async () => {
    await workersRunning(2);
    const fans = await Promise.all(Array.from({ length: 4 }, () => signUp(t)));
    const matches = await Promise.all(Array.from({ length: 4 }, () => scheduledMatch()));
    for (const match of matches) {
      for (const [i, fan] of fans.entries()) {
        await predict(fan, { matchId: match.id, prediction: (['home', 'draw', 'away', 'home'] as const)[i] }).expect(201);
      }
    }
    await Promise.all(matches.map((m, i) => playTo(m, i % 2, (i + 1) % 3)));
    for (const match of matches) await settled(match.id);
    await expectTotalsMatchPredictions();
  });

  it('recovers from a worker killed half-way through a settlement: another finishes it, totals stay right', async () => {
    await workersRunning(0);
    const fans = await Promise.all(Array.from({ length: 3 }, () => signUp(t)));
    const match = await scheduledMatch();
    for (const fan of fans) await predict(fan, { matchId: match.id, prediction: 'away' }).expect(201);
    await playTo(match, 0, 2);

    // Hold one fan's totals row, uncommitted: the worker updates the predictions, then blocks on this row while
    // writing the totals.
    const blocker = new Client({ connectionString: t.db.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query(
      `INSERT INTO prediction_totals (user_id, points, total, correct, win_streak, month, month_points, month_total, month_correct)
       VALUES ($1, 0, 1, 0, 0, '2000-01', 0, 1, 0)`,
      [fans[0].user.id],
    );
    const doomed = await startWorker(t, WORKER_ENV);
    await waitFor(async () => (await sql(`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO prediction_totals%'`)).length > 0, {
      timeoutMs: 15_000,
      what: 'the worker blocked on the held row',
    });
    await doomed.kill();
    await blocker.query('ROLLBACK');
    await blocker.end();
    expect((await sql<{ n: string }>(`SELECT count(*) AS n FROM predictions WHERE match_id = $1 AND is_correct IS NOT NULL`, [match.id]))[0].n).toBe('0');
    await workersRunning(1);
    await settled(match.id, 30_000);
    for (const fan of fans) expect((await pointsOf(fan)).prediction_points).toBeGreaterThanOrEqual(10);
    await expectTotalsMatchPredictions();
  });
});
