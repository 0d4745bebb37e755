import { Queue } from 'bullmq';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { waitFor } from '@isl/test-support';
import type { MatchResponse, UserResponse } from '@isl/contracts';
import { bullConnection } from '../src/platform/queue/redis-connection';
import { bullQueueName } from '../src/platform/queue/typed-queue';
import { closeRedis } from '../src/platform/redis/close-redis';
import { APP_ORIGIN, SignedIn, signUp } from './support/accounts';
import { matchUpdatesOf } from './support/live-socket';
import { setMatchClock } from './support/match-clock';
import { startRedisServer, type RedisServer } from './support/redis-server';
import { startTestApp, TestApp } from './support/test-app';
import { startWorker, WorkerProcess } from './support/worker-process';

/*
 * Redis stops during a live match and comes back empty, as a Redis without persistence restarts. The api
 * answers commands without it (their follow-ups wait in the outbox), and once it is back the fans hear of
 * everything, the worker settles, and the worker's repeating jobs are registered again.
 */

let redis: RedisServer;
let t: TestApp;
let worker: WorkerProcess;
let admin: SignedIn;
let socket: Socket;

beforeAll(async () => {
  redis = await startRedisServer();
  t = await startTestApp({ REDIS_URL: redis.url });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  worker = await startWorker(t, { WORKER_LOCK_MS: '1000' });
  admin = await signUp(t, { role: 'admin' });
}, 60_000);

afterAll(async () => {
  socket?.disconnect();
  await worker?.stop();
  await t?.close();
  await redis?.stop();
});

const api = () => request(t.app.getHttpServer());
const sql = <T>(text: string, params: unknown[] = []) => t.app.get(DataSource).query(text, params) as Promise<T[]>;
/** Whether a match's predictions lag its result (no settlement yet counts as version 0). */
const SETTLEMENT_LAG = `SELECT coalesce(s.settled_version, 0) < m.version AS lag FROM matches m LEFT JOIN prediction_settlements s ON s.match_id = m.id WHERE m.id = $1`;
const command = (matchId: number, body: object) =>
  api().post(`/api/admin/matches/${matchId}/commands`).set('origin', APP_ORIGIN).set('cookie', admin.cookie).send(body);

/** Resolves with the reply, or rejects if none came within `ms` (it waited on Redis). */
function replyWithin<T>(reply: PromiseLike<T>, ms: number): Promise<T> {
  return Promise.race([
    Promise.resolve(reply),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no reply within ${ms / 1000} s while Redis was down`)), ms).unref()),
  ]);
}

async function schedulers(): Promise<string[]> {
  const connection = bullConnection({ redisUrl: redis.url, redisSentinels: null });
  const queues = (['settlement', 'notifications', 'uploads'] as const).map((name) => new Queue(bullQueueName(name), { connection, prefix: t.config.queuePrefix }));
  try {
    const found = await Promise.all(queues.map((queue) => queue.getJobSchedulers()));
    return found.flat().map((scheduler) => scheduler.key).sort();
  } finally {
    for (const queue of queues) await queue.close();
    await closeRedis(connection);
  }
}

it('answers full time at once while Redis is down, then delivers, settles and heals everything when it returns empty', async () => {
  const [match, earlier] = (await api().get('/api/matches/upcoming?limit=2').expect(200)).body as MatchResponse[];
  const fan = await signUp(t);
  for (const m of [match, earlier]) {
    await api().post('/api/predictions').set('origin', APP_ORIGIN).set('cookie', fan.cookie).send({ matchId: m.id, prediction: 'home' }).expect(201);
  }
  // An earlier match, played and settled while Redis is up; it will lag behind when Redis comes back.
  for (const body of [{ type: 'kickoff', confirmEarly: true }, { type: 'goal', teamId: earlier.homeTeamId }, { type: 'halftime' }, { type: 'second_half' }, { type: 'fulltime' }]) {
    await command(earlier.id, body).expect(200);
  }
  await waitFor(async () => (await sql<{ lag: boolean }>(SETTLEMENT_LAG, [earlier.id]))[0].lag === false, {
    what: 'the earlier match settled',
  });
  expect(await schedulers()).toEqual(['send-reminders', 'sweep-unreferenced', 'sweep-unsettled']);

  const live = await matchUpdatesOf(t, match.id);
  socket = live.socket;
  const { updates } = live;

  await command(match.id, { type: 'kickoff', confirmEarly: true }).expect(200);
  await setMatchClock(t, match.id, 20);
  await command(match.id, { type: 'goal', teamId: match.homeTeamId, minute: 20 }).expect(200);
  await command(match.id, { type: 'halftime' }).expect(200);
  await command(match.id, { type: 'second_half' }).expect(200);
  await waitFor(() => updates.length === 4, { what: 'the first four updates' });

  await redis.stop();
  // The earlier match lags now, as after a lost job: only the sweeper can notice it.
  await sql(`DELETE FROM prediction_settlements WHERE match_id = $1`, [earlier.id]);
  const fulltime = await replyWithin(command(match.id, { type: 'fulltime' }), 10_000);
  expect(fulltime.status).toBe(200);
  expect(fulltime.body).toEqual(expect.objectContaining({ status: 'finished', homeScore: 1 }));
  // A second command is not refused as if the first had not happened.
  expect((await replyWithin(command(match.id, { type: 'fulltime' }), 10_000)).body.code).toBe('ILLEGAL_TRANSITION');
  const [waiting] = await sql<{ count: number }>(`SELECT count(*)::int AS count FROM outbox`);
  expect(waiting.count).toBeGreaterThanOrEqual(5); // the update, the timeline entry, the table, settle, score, notify

  await redis.start();
  await waitFor(() => updates.some((u) => u.status === 'finished'), { timeoutMs: 30_000, what: 'full time reaching the fan' });
  await waitFor(async () => (await sql<{ count: number }>(`SELECT count(*)::int AS count FROM outbox`))[0].count === 0, {
    timeoutMs: 30_000,
    what: 'the outbox delivered',
  });
  const points = async () => ((await request(t.app.getHttpServer()).get('/api/auth/user').set('cookie', fan.cookie).expect(200)).body as UserResponse).predictionPoints;
  await waitFor(async () => (await points()) === 20, { timeoutMs: 30_000, what: 'both predictions settled' });
  await waitFor(async () => (await schedulers()).length === 3, { timeoutMs: 30_000, what: 'the repeating jobs registered again' });
  expect(await schedulers()).toEqual(['send-reminders', 'sweep-unreferenced', 'sweep-unsettled']);
  await waitFor(async () => (await sql<{ lag: boolean }>(SETTLEMENT_LAG, [earlier.id]))[0].lag === false, {
    timeoutMs: 30_000,
    what: 'the sweeper healing the earlier match',
  });
  expect(await points()).toBe(20);
}, 180_000);
