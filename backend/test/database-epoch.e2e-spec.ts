import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { waitFor } from '@isl/test-support';
import type { MatchResponse, UserResponse } from '@isl/contracts';
import { APP_ORIGIN, signUp } from './support/accounts';
import { startTestApp, TestApp } from './support/test-app';
import { startWorker, WorkerProcess } from './support/worker-process';

/*
 * A database re-created beside a Redis that keeps its data: match versions start again, and a job id of the
 * earlier database's life (a completed `settle-<match>-<version>`) must not stand for this one's.
 */

const sharedQueues = { QUEUE_PREFIX: `epoch-${randomBytes(4).toString('hex')}:queue` };
let app: TestApp | null = null;
let worker: WorkerProcess | null = null;

afterEach(async () => {
  await worker?.stop();
  await app?.close();
  worker = null;
  app = null;
});

/** A fresh copy of the seeded database with an api and a worker on the shared queues; one fan predicts a home win in the first upcoming match, which is played to 1-0. */
async function playFirstUpcomingMatch(): Promise<{ matchId: number; version: number; points: () => Promise<number> }> {
  app = await startTestApp(sharedQueues);
  const t = app;
  worker = await startWorker(t, { WORKER_LOCK_MS: '1000' });
  const admin = await signUp(t, { role: 'admin' });
  const fan = await signUp(t);
  const [match] = (await request(t.app.getHttpServer()).get('/api/matches/upcoming?limit=1').expect(200)).body as MatchResponse[];
  await request(t.app.getHttpServer()).post('/api/predictions').set('origin', APP_ORIGIN).set('cookie', fan.cookie).send({ matchId: match.id, prediction: 'home' }).expect(201);
  for (const body of [{ type: 'kickoff', confirmEarly: true }, { type: 'goal', teamId: match.homeTeamId }, { type: 'halftime' }, { type: 'second_half' }, { type: 'fulltime' }]) {
    await request(t.app.getHttpServer()).post(`/api/admin/matches/${match.id}/commands`).set('origin', APP_ORIGIN).set('cookie', admin.cookie).send(body).expect(200);
  }
  const points = async () => ((await request(t.app.getHttpServer()).get('/api/auth/user').set('cookie', fan.cookie).expect(200)).body as UserResponse).predictionPoints;
  const [{ version }] = (await t.app.get(DataSource).query(`SELECT version FROM matches WHERE id = $1`, [match.id])) as { version: number }[];
  return { matchId: match.id, version, points };
}

it('settles a match finished again at the same version after the database is re-created beside the same Redis', async () => {
  const first = await playFirstUpcomingMatch();
  await waitFor(async () => (await first.points()) === 10, { timeoutMs: 20_000, what: 'settlement in the first database' });
  await worker?.stop();
  await app?.close();
  worker = null;
  app = null;

  const again = await playFirstUpcomingMatch();
  expect([again.matchId, again.version]).toEqual([first.matchId, first.version]);
  await waitFor(async () => (await again.points()) === 10, { timeoutMs: 20_000, what: 'settlement in the re-created database' });
}, 120_000);
