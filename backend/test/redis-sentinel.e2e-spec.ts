import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { waitFor } from '@isl/test-support';
import type { MatchResponse, UserResponse } from '@isl/contracts';
import { APP_ORIGIN, SignedIn, signUp } from './support/accounts';
import { matchUpdatesOf } from './support/live-socket';
import { setMatchClock } from './support/match-clock';
import { SENTINEL_MASTER_NAME, startSentinelGroup, type SentinelGroup } from './support/redis-sentinel';
import { startTestApp, TestApp } from './support/test-app';
import { startWorker, WorkerProcess } from './support/worker-process';

/*
 * The api and the worker find Redis through a sentinel only: REDIS_URL's host is the master's name, which no
 * resolver knows. Commands, queues and socket broadcasts all reach the master; when the sentinel promotes the
 * replica mid-match, they follow it, and the fans still hear every goal and get their points.
 */

let group: SentinelGroup;
let t: TestApp;
let worker: WorkerProcess;
let admin: SignedIn;
let socket: Socket;

beforeAll(async () => {
  group = await startSentinelGroup();
  const throughSentinel = { REDIS_URL: `redis://${SENTINEL_MASTER_NAME}/0`, REDIS_SENTINELS: group.sentinels };
  t = await startTestApp(throughSentinel);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  worker = await startWorker(t, throughSentinel);
  admin = await signUp(t, { role: 'admin' });
}, 60_000);

afterAll(async () => {
  socket?.disconnect();
  await worker?.stop();
  await t?.close();
  await group?.stop();
});

const api = () => request(t.app.getHttpServer());
const command = (matchId: number, body: object) => api().post(`/api/admin/matches/${matchId}/commands`).set('origin', APP_ORIGIN).set('cookie', admin.cookie).send(body).expect(200);
/** The keys of this app's queues on the Redis at `port`. */
const queueKeys = (port: number) => group.redisAt(port).keys(`${t.config.queuePrefix}:*`);

it('runs through the sentinel and follows a failover in the middle of a match', async () => {
  const [match] = (await api().get('/api/matches/upcoming?limit=1').expect(200)).body as MatchResponse[];
  const fan = await signUp(t);
  await api().post('/api/predictions').set('origin', APP_ORIGIN).set('cookie', fan.cookie).send({ matchId: match.id, prediction: 'home' }).expect(201);
  const live = await matchUpdatesOf(t, match.id);
  socket = live.socket;
  const { updates } = live;

  await command(match.id, { type: 'kickoff', confirmEarly: true });
  await waitFor(() => updates.length === 1, { what: 'the kick-off reaching the fan' });
  const first = await group.masterPort();
  expect((await queueKeys(first)).length).toBeGreaterThan(0);

  await group.failover();
  const second = await group.masterPort();
  expect(second).not.toBe(first);

  await setMatchClock(t, match.id, 20);
  await command(match.id, { type: 'goal', teamId: match.homeTeamId, minute: 20 });
  await waitFor(() => updates.some((update) => update.homeScore === 1), { timeoutMs: 30_000, what: 'the goal after the failover reaching the fan' });
  for (const type of ['halftime', 'second_half', 'fulltime']) await command(match.id, { type });
  const points = async () => ((await api().get('/api/auth/user').set('cookie', fan.cookie).expect(200)).body as UserResponse).predictionPoints;
  await waitFor(async () => (await points()) === 10, { timeoutMs: 30_000, what: 'the worker settling on the new master' });
  // The settlement job went through the promoted Redis, whose role is master now.
  expect(await group.redisAt(second).call('ROLE')).toEqual(expect.arrayContaining(['master']));
  expect((await queueKeys(second)).some((key) => key.includes('{settlement}'))).toBe(true);
}, 120_000);
