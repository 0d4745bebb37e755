import { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { io } from 'socket.io-client';
import request from 'supertest';
import { waitFor } from '@isl/test-support';
import {
  leagueMonthKey,
  pointsOf as sumOfLines,
  SOCKET_PATH,
  type CreatePredictionRequest,
  type JokerResponse,
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

/** The upcoming matches not handed out yet (one fetch, shared by calls made at once). */
let spare: Promise<MatchResponse[]> | null = null;
const upcoming = () =>
  (spare ??= api()
    .get('/api/matches/upcoming?limit=100')
    .expect(200)
    .then((res) => res.body as MatchResponse[]));

/** The first upcoming match `accept`s, handed out once (also to calls made at once). */
async function scheduledMatchWhere(accept: (match: MatchResponse) => boolean, what: string): Promise<MatchResponse> {
  const left = await upcoming();
  const index = left.findIndex(accept);
  if (index < 0) throw new Error(`no upcoming match ${what} left for this test file`);
  return left.splice(index, 1)[0];
}

const scheduledMatch = () => scheduledMatchWhere(() => true, 'at all');

/** `count` upcoming matches of one round. */
async function scheduledMatchesOfOneRound(count: number): Promise<MatchResponse[]> {
  const left = await upcoming();
  const round = left.find((match) => left.filter((other) => other.matchday === match.matchday).length >= count)?.matchday;
  if (round === undefined) throw new Error(`no round with ${count} upcoming matches left for this test file`);
  return Promise.all(Array.from({ length: count }, () => scheduledMatchWhere((match) => match.matchday === round, `of round ${round}`)));
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

/**
 * Settles `match` after `change` (full time, a correction) with the first worker killed half-way: a row the
 * settlement writes is held, uncommitted, by `hold` (a statement in its own transaction); the worker settles the
 * predictions, blocks on that row in the statement `blockedIn` names, and is killed there. Nothing of its work may
 * stay; another worker then settles the match.
 */
async function settleThroughKilledWorker(match: MatchResponse, change: () => Promise<unknown>, hold: { sql: string; params: unknown[]; blockedIn: string }) {
  await workersRunning(0);
  await change();
  const version = async () => (await sql<{ version: number }>(`SELECT version FROM matches WHERE id = $1`, [match.id]))[0].version;
  const settledVersion = async () => (await sql<{ v: number }>(`SELECT coalesce(max(settled_version), 0) AS v FROM prediction_settlements WHERE match_id = $1`, [match.id]))[0].v;
  const before = await sql(`SELECT * FROM predictions WHERE match_id = $1 ORDER BY id`, [match.id]);
  const blocker = new Client({ connectionString: t.db.url });
  await blocker.connect();
  try {
    await blocker.query('BEGIN');
    await blocker.query(hold.sql, hold.params);
    const doomed = await startWorker(t, WORKER_ENV);
    await waitFor(async () => (await sql(`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE $1`, [`%${hold.blockedIn}%`])).length > 0, {
      timeoutMs: 15_000,
      what: `the worker blocked in ${hold.blockedIn}`,
    });
    await doomed.kill();
    await blocker.query('ROLLBACK');
  } finally {
    await blocker.end();
  }
  expect(await settledVersion()).toBeLessThan(await version());
  expect(await sql(`SELECT * FROM predictions WHERE match_id = $1 ORDER BY id`, [match.id])).toEqual(before);
  await workersRunning(1);
  await settled(match.id, 30_000);
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

  it('takes an exact score agreeing with the call, and refuses half a score or one against the call, writing nothing', async () => {
    const fan = await signUp(t);
    const [match, other] = await scheduledMatchesOfOneRound(2);
    const count = async () => Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM predictions`))[0].n);
    const before = await count();
    const refused = async (body: object, status: number, code: string, message: RegExp) => {
      const res = await predict(fan, { matchId: match.id, ...body }).expect(status);
      expect(res.body).toEqual(expect.objectContaining({ code, message: expect.stringMatching(message) }));
    };

    await refused({ prediction: 'home', homeScore: 2 }, 400, 'PREDICTION_SCORE_INVALID', /^an exact score is both numbers: awayScore is missing/);
    await refused({ prediction: 'home', awayScore: 2 }, 400, 'PREDICTION_SCORE_INVALID', /homeScore is missing/);
    await refused({ prediction: 'home', homeScore: 1, awayScore: 1 }, 400, 'PREDICTION_SCORE_INVALID', /^the exact score 1-1 is a draw, not a home win as prediction says/);
    await refused({ prediction: 'draw', homeScore: 0, awayScore: 3 }, 400, 'PREDICTION_SCORE_INVALID', /0-3 is an away win, not a draw/);
    await refused({ prediction: 'home', homeScore: 21, awayScore: 0 }, 400, 'VALIDATION_FAILED', /^homeScore must be from 0 to 20$/);
    await refused({ prediction: 'home', homeScore: 2.5, awayScore: 0 }, 400, 'VALIDATION_FAILED', /^homeScore must be a whole number$/);
    await refused({ prediction: 'home', homeScore: null, awayScore: 0 }, 400, 'VALIDATION_FAILED', /homeScore must be a whole number/);
    await refused({ prediction: 'home', joker: 'yes' }, 400, 'VALIDATION_FAILED', /^joker must be true or false$/);
    expect(await count()).toBe(before);

    const created = await predict(fan, { matchId: match.id, prediction: 'away', homeScore: 0, awayScore: 2 }).expect(201);
    expect(created.body).toEqual(
      expect.objectContaining({ prediction: 'away', homeScore: 0, awayScore: 2, joker: false, isExact: null, breakdown: [], settledAt: null }),
    );
    const alone = await predict(fan, { matchId: other.id, prediction: 'draw' }).expect(201);
    expect(alone.body).toEqual(expect.objectContaining({ homeScore: null, awayScore: null, joker: false }));
    const own = await api().get(`/api/predictions/user/${match.id}`).set('cookie', fan.cookie).expect(200);
    expect(own.body).toEqual(created.body);
  });

  it('takes one joker per round, also of two asked for at once, and refuses the second with JOKER_USED', async () => {
    const [fan, racer] = [await signUp(t), await signUp(t)];
    const round = await scheduledMatchesOfOneRound(3);
    const later = await scheduledMatchWhere((match) => match.matchday !== round[0].matchday, 'of another round');
    const count = async () => Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM predictions`))[0].n);
    const jokers = async (who: SignedIn) => (await api().get('/api/predictions/jokers').set('cookie', who.cookie).expect(200)).body as JokerResponse[];

    const first = await predict(fan, { matchId: round[0].id, prediction: 'home', joker: true }).expect(201);
    expect(first.body.joker).toBe(true);
    const before = await count();
    const second = await predict(fan, { matchId: round[1].id, prediction: 'home', homeScore: 1, awayScore: 0, joker: true }).expect(409);
    expect(second.body).toEqual(
      expect.objectContaining({ code: 'JOKER_USED', message: `You have played your joker of round ${round[0].matchday} already (on match ${round[0].id}): one joker per round` }),
    );
    expect(await count()).toBe(before);
    // The same match again is a prediction that exists, joker or not.
    expect((await predict(fan, { matchId: round[0].id, prediction: 'away', joker: true }).expect(409)).body.code).toBe('PREDICTION_EXISTS');
    // Without the joker the call is taken; another round has a joker of its own.
    expect((await predict(fan, { matchId: round[1].id, prediction: 'home' }).expect(201)).body.joker).toBe(false);
    await predict(fan, { matchId: later.id, prediction: 'draw', joker: true }).expect(201);
    expect(await jokers(fan)).toEqual(
      [
        { season: round[0].season, round: round[0].matchday, matchId: round[0].id },
        { season: later.season, round: later.matchday, matchId: later.id },
      ].sort((a, b) => a.round - b.round),
    );

    // Two jokers of one round at once: one is taken, the other refused, and one prediction is written.
    const raced = await Promise.all(round.slice(1).map((match) => predict(racer, { matchId: match.id, prediction: 'away', joker: true })));
    expect(raced.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(raced.find((res) => res.status === 409)?.body.code).toBe('JOKER_USED');
    const taken = raced.find((res) => res.status === 201)?.body as { matchId: number };
    expect(await jokers(racer)).toEqual([{ season: round[0].season, round: round[0].matchday, matchId: taken.matchId }]);
    expect(await sql(`SELECT match_id FROM predictions WHERE user_id = $1`, [racer.user.id])).toEqual([{ match_id: taken.matchId }]);
    expect((await api().get('/api/predictions/jokers').expect(401)).body.code).toBe('UNAUTHORIZED');
  });
});

/**
 * Fans (one per row of `calls`) who call three matches of increasing kick-off, [first, middle, last], each call on
 * its match or none (null); with one worker on the queue. Returns the matches, and a reader of the fans' runs.
 */
async function callsOnThreeMatches(calls: (PredictionOutcome | null)[][]) {
  await workersRunning(1);
  const fans = await Promise.all(calls.map(() => signUp(t)));
  const first = await scheduledMatch();
  const middle = await scheduledMatchWhere((m) => m.matchDate > first.matchDate, 'after the first');
  const last = await scheduledMatchWhere((m) => m.matchDate > middle.matchDate, 'after the middle one');
  for (const [i, ofFan] of calls.entries()) {
    for (const [j, match] of [first, middle, last].entries()) if (ofFan[j]) await predict(fans[i], { matchId: match.id, prediction: ofFan[j] }).expect(201);
  }
  const runs = () => Promise.all(fans.map(async (fan) => (await pointsOf(fan)).win_streak));
  return { matches: { first, middle, last }, runs };
}

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
    const created = await predict(fan, { matchId: match.id, prediction: 'home', homeScore: 1, awayScore: 0, joker: true }).expect(201);
    const socket = io(baseUrl, { path: SOCKET_PATH, transports: ['websocket'], extraHeaders: { cookie: fan.cookie } });
    try {
      await new Promise((resolve, reject) => (socket.once('connect', () => resolve(null)), socket.once('connect_error', reject)));
      const received = new Promise<PredictionSettledPayload>((resolve) => socket.once('prediction:settled', resolve));
      await playTo(match, 1, 0);
      const payload = await received;
      const [own] = (await api().get('/api/predictions/my').set('cookie', fan.cookie).expect(200)).body as MyPredictionResponse[];
      expect(payload).toEqual({
        matchId: match.id,
        predictionId: created.body.id,
        isCorrect: true,
        isExact: true,
        pointsAwarded: 30,
        breakdown: [
          { reason: 'outcome', points: 10 },
          { reason: 'exactScore', points: 5 },
          { reason: 'joker', points: 15 },
        ],
        settledAt: own.settledAt,
        totals: { predictionPoints: 30, totalPredictions: 1, correctPredictions: 1, winStreak: 1 },
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

  it('puts a result settled after a later match\'s at its place in each fan\'s run of right calls', async () => {
    // Every match ends 1-0, the middle one settled last.
    const { matches, runs } = await callsOnThreeMatches([
      ['home', 'home', 'home'], // the run reaches the middle match's place and grows through it: 3
      ['home', 'away', 'home'], // it reaches it and ends there: 1
      ['home', 'home', 'away'], // it broke before, at the last match: 0
      ['home', 'home', null], // the middle match is the newest settled: 2
      [null, 'away', 'home'], // 1
    ]);
    for (const match of [matches.first, matches.last, matches.middle]) {
      await playTo(match, 1, 0);
      await settled(match.id);
    }
    expect(await runs()).toEqual([3, 1, 0, 2, 1]);
    await expectTotalsMatchPredictions();
  });

  it('moves each fan\'s run of right calls when a correction flips a call older than their newest', async () => {
    // Every match ends 1-0, then the middle one is corrected to 1-2.
    const { matches, runs } = await callsOnThreeMatches([
      ['home', 'home', 'home'], // a right call inside the run made wrong: 3, then 1
      ['home', 'away', 'home'], // the wrong call the run broke at made right: 1, then 3 (recounted)
      ['home', 'away', 'away'], // a wrong call after the break made right: 0, then 0
      ['away', 'home', 'away'], // a right call after the break made wrong: 0, then 0
      [null, 'home', null], // the newest call made wrong: 1, then 0
    ]);
    const { middle } = matches;
    for (const match of [matches.first, middle, matches.last]) {
      await playTo(match, 1, 0);
      await settled(match.id);
    }
    expect(await runs()).toEqual([3, 1, 0, 0, 1]);
    await command(middle.id, { type: 'correct_score', homeScore: 1, awayScore: 2, addGoals: [{ teamId: middle.awayTeamId, minute: 80 }, { teamId: middle.awayTeamId, minute: 85 }] });
    await settled(middle.id);
    expect(await runs()).toEqual([1, 3, 0, 0, 0]);
    await expectTotalsMatchPredictions();
  });

  it('recovers from a worker killed half-way through a settlement: another finishes it, totals stay right', async () => {
    const fans = await Promise.all(Array.from({ length: 3 }, () => signUp(t)));
    const match = await scheduledMatch();
    for (const fan of fans) await predict(fan, { matchId: match.id, prediction: 'away' }).expect(201);
    // The fan's totals row is held: the worker updates the predictions, then blocks on it while writing the totals.
    await settleThroughKilledWorker(match, () => playTo(match, 0, 2), {
      sql: `INSERT INTO prediction_totals (user_id, points, total, correct, win_streak, month, month_points, month_total, month_correct)
            VALUES ($1, 0, 1, 0, 0, '2000-01', 0, 1, 0)`,
      params: [fans[0].user.id],
      blockedIn: 'MERGE INTO prediction_totals',
    });
    for (const fan of fans) expect((await pointsOf(fan)).prediction_points).toBeGreaterThanOrEqual(10);
    await expectTotalsMatchPredictions();
  });

  it('scores exact scores and jokers by the season\'s rules, and re-settles a correction that flips only exactness, through killed workers', async () => {
    // Figures of the season's own, not the defaults: settlement must read them there.
    const [match, sameRound] = await scheduledMatchesOfOneRound(2);
    const otherRound = await scheduledMatchWhere((m) => m.matchday !== match.matchday && m.season === match.season, 'of another round');
    const rules = { outcome: 7, exactScore: 4 };
    const [{ outcome: savedOutcome, exact: savedExact }] = await sql<{ outcome: number; exact: number }>(
      `SELECT prediction_outcome_points AS outcome, prediction_exact_score_points AS exact FROM seasons WHERE label = $1`,
      [match.season],
    );
    await sql(`UPDATE seasons SET prediction_outcome_points = $2, prediction_exact_score_points = $3 WHERE label = $1`, [match.season, rules.outcome, rules.exactScore]);
    try {
      await workersRunning(1);
      const fans = await Promise.all(Array.from({ length: 6 }, () => signUp(t)));
      type Call = Omit<CreatePredictionRequest, 'matchId'>;
      const calls: [MatchResponse, Call[]][] = [
        [
          match,
          [
            { prediction: 'home', homeScore: 2, awayScore: 1, joker: true },
            { prediction: 'home', homeScore: 3, awayScore: 1 },
            { prediction: 'home' },
            { prediction: 'draw', homeScore: 1, awayScore: 1, joker: true },
            { prediction: 'away', joker: true },
            { prediction: 'home', homeScore: 2, awayScore: 1 },
          ],
        ],
        [
          sameRound,
          [
            { prediction: 'draw', homeScore: 0, awayScore: 0 },
            { prediction: 'draw', joker: true },
            { prediction: 'away', homeScore: 0, awayScore: 1, joker: true },
            { prediction: 'draw', homeScore: 1, awayScore: 1 },
            { prediction: 'home' },
            { prediction: 'draw', homeScore: 0, awayScore: 0, joker: true },
          ],
        ],
        [otherRound, fans.map((): Call => ({ prediction: 'home', homeScore: 1, awayScore: 0, joker: true }))],
      ];
      for (const [m, ofMatch] of calls) for (const [i, call] of ofMatch.entries()) await predict(fans[i], { matchId: m.id, ...call }).expect(201);

      // The points a call earns, worked out here: the outcome's, the exact score's on top, both doubled by a joker.
      const results = new Map<number, [number, number]>([
        [sameRound.id, [0, 0]],
        [otherRound.id, [1, 0]],
      ]);
      const expectedPoints = (m: MatchResponse, call: Call) => {
        const result = results.get(m.id);
        if (!result) return null;
        const [home, away] = result;
        const outcome = home > away ? 'home' : home < away ? 'away' : 'draw';
        const base = (call.prediction === outcome ? rules.outcome : 0) + (call.homeScore === home && call.awayScore === away ? rules.exactScore : 0);
        return base * (call.joker ? 2 : 1);
      };
      /** Every fan's predictions against the points worked out here, lines adding up to them; their totals all-time, in the season and in each round, the sums of those lines. */
      const expectEveryTotalIsTheSumOfItsLines = async () => {
        for (const [i, fan] of fans.entries()) {
          const mine = (await api().get('/api/predictions/my').set('cookie', fan.cookie).expect(200)).body as MyPredictionResponse[];
          const settledOnes = mine.filter((p) => p.isCorrect !== null);
          for (const [m, ofMatch] of calls) {
            const own = mine.find((p) => p.matchId === m.id) as MyPredictionResponse;
            const expected = expectedPoints(m, ofMatch[i]);
            expect({ fan: i, match: m.id, points: own.isCorrect === null ? null : own.pointsAwarded }).toEqual({ fan: i, match: m.id, points: expected });
            expect(sumOfLines(own.breakdown)).toBe(own.pointsAwarded);
            expect(own.pointsEarned).toBe(own.pointsAwarded);
          }
          const sum = (ofRound?: number) =>
            settledOnes.filter((p) => ofRound === undefined || p.match.matchday === ofRound).reduce((total, p) => total + sumOfLines(p.breakdown), 0);
          const [allTime] = await sql<{ points: number; total: number }>(`SELECT points, total FROM prediction_totals WHERE user_id = $1`, [fan.user.id]);
          const [season] = await sql<{ points: number }>(`SELECT points FROM prediction_season_totals WHERE user_id = $1 AND season = $2`, [fan.user.id, match.season]);
          const rounds = await sql<{ round: number; points: number; total: number }>(
            `SELECT round, points, total FROM prediction_round_totals WHERE user_id = $1 AND season = $2 ORDER BY round`,
            [fan.user.id, match.season],
          );
          expect({ fan: i, allTime, season }).toEqual({ fan: i, allTime: { points: sum(), total: settledOnes.length }, season: { points: sum() } });
          const settledRounds = [...new Set(settledOnes.map((p) => p.match.matchday))].sort((a, b) => a - b);
          expect({ fan: i, rounds }).toEqual({
            fan: i,
            rounds: settledRounds.map((round) => ({ round, points: sum(round), total: settledOnes.filter((p) => p.match.matchday === round).length })),
          });
        }
        await expectTotalsMatchPredictions();
      };

      await playTo(sameRound, 0, 0);
      await settled(sameRound.id);
      await playTo(otherRound, 1, 0);
      await settled(otherRound.id);
      await expectEveryTotalIsTheSumOfItsLines();

      // Full time 2-1, with the first worker killed while it writes the round's totals (fan 0's row, there since
      // the other match of the round, held).
      results.set(match.id, [2, 1]);
      await settleThroughKilledWorker(match, () => playTo(match, 2, 1), {
        sql: `SELECT 1 FROM prediction_round_totals WHERE season = $1 AND round = $2 AND user_id = $3 FOR UPDATE`,
        params: [match.season, match.matchday, fans[0].user.id],
        blockedIn: 'MERGE INTO prediction_round_totals',
      });
      await expectEveryTotalIsTheSumOfItsLines();
      const settledAt = await sql<{ id: number; settled_at: Date }>(`SELECT id, settled_at FROM predictions WHERE match_id = $1 ORDER BY id`, [match.id]);
      expect((await api().get('/api/predictions/my').set('cookie', fans[0].cookie).expect(200)).body.find((p: MyPredictionResponse) => p.matchId === match.id)).toEqual(
        expect.objectContaining({
          isCorrect: true,
          isExact: true,
          pointsAwarded: 22,
          breakdown: [
            { reason: 'outcome', points: 7 },
            { reason: 'exactScore', points: 4 },
            { reason: 'joker', points: 11 },
          ],
        }),
      );

      // Corrected to 3-1: the same outcome, but fans 0 and 5 lose their exact score and fan 1 gains it. The worker
      // is killed again, holding fan 1's all-time totals this time.
      results.set(match.id, [3, 1]);
      await settleThroughKilledWorker(match, () => command(match.id, { type: 'correct_score', homeScore: 3, awayScore: 1, addGoals: [{ teamId: match.homeTeamId, minute: 80 }] }), {
        sql: `SELECT 1 FROM prediction_totals WHERE user_id = $1 FOR UPDATE`,
        params: [fans[1].user.id],
        blockedIn: 'MERGE INTO prediction_totals',
      });
      await expectEveryTotalIsTheSumOfItsLines();
      const changed = await sql<{ user_id: string; is_exact: boolean | null; points_awarded: number }>(
        `SELECT user_id, is_exact, points_awarded FROM predictions WHERE match_id = $1 ORDER BY id`,
        [match.id],
      );
      expect(changed.map((p) => [fans.findIndex((fan) => fan.user.id === p.user_id), p.is_exact, p.points_awarded])).toEqual([
        [0, false, 14],
        [1, true, 11],
        [2, null, 7],
        [3, false, 0],
        [4, null, 0],
        [5, false, 7],
      ]);
      // The correction moves no points into another month: each keeps when it was first settled.
      expect(await sql(`SELECT id, settled_at FROM predictions WHERE match_id = $1 ORDER BY id`, [match.id])).toEqual(settledAt);
    } finally {
      await sql(`UPDATE seasons SET prediction_outcome_points = $2, prediction_exact_score_points = $3 WHERE label = $1`, [match.season, savedOutcome, savedExact]);
    }
  }, 120_000);
});
