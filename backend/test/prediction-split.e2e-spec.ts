import request from 'supertest';
import { waitFor } from '@isl/test-support';
import { PREDICTION_SPLIT_MAX_AGE_S, type MatchResponse, type PredictionOutcome, type PredictionSplitResponse } from '@isl/contracts';
import { ReadModelCache } from '../src/platform/read-models/read-model-cache';
import { APP_ORIGIN, signUp } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

// How the crowd called a match: counted from the predictions, public, and kept by the clock.
let t: TestApp;
let upcoming: MatchResponse[];

beforeAll(async () => {
  t = await startTestApp();
  upcoming = (await request(t.app.getHttpServer()).get('/api/matches/upcoming?limit=10').expect(200)).body as MatchResponse[];
  // Answers are kept only once the api hears invalidations (its Redis subscription is up).
  await waitFor(() => t.app.get(ReadModelCache).enabled, { timeoutMs: 5_000, what: 'the read-model cache' });
}, 60_000);
afterAll(() => t?.close());

const getSplit = (matchId: number | string) => request(t.app.getHttpServer()).get(`/api/predictions/match/${matchId}/split`);

async function predict(matchId: number, prediction: PredictionOutcome): Promise<void> {
  const fan = await signUp(t);
  await request(t.app.getHttpServer()).post('/api/predictions').set('origin', APP_ORIGIN).set('cookie', fan.cookie).send({ matchId, prediction }).expect(201);
}

/** Runs `read` as if the api's clock were `seconds` ahead, so kept answers that expire by then are counted again. */
async function later<T>(seconds: number, read: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now + seconds * 1000);
  try {
    return await read();
  } finally {
    clock.mockRestore();
  }
}

describe('GET /api/predictions/match/:matchId/split', () => {
  it('counts each outcome\'s calls, for anyone, signed in or not', async () => {
    const match = upcoming[0];
    await predict(match.id, 'home');
    await predict(match.id, 'home');
    await predict(match.id, 'away');
    const res = await getSplit(match.id).expect(200);
    expect(res.body).toEqual({ matchId: match.id, home: 2, draw: 0, away: 1, total: 3, countedAt: expect.any(String) });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toMatch(/^public/);
  });

  it('is zero for a match nobody has called yet', async () => {
    expect((await getSplit(upcoming[1].id).expect(200)).body).toMatchObject({ home: 0, draw: 0, away: 0, total: 0 });
  });

  it(`is counted at most once per ${PREDICTION_SPLIT_MAX_AGE_S} s per api, not once per prediction`, async () => {
    const match = upcoming[2];
    await predict(match.id, 'draw');
    const first = (await getSplit(match.id).expect(200)).body as PredictionSplitResponse;
    expect(first.total).toBe(1);

    await predict(match.id, 'away');
    await predict(match.id, 'away');
    // The calls made since are not counted while the kept split is young ...
    const kept = await getSplit(match.id).expect(200);
    expect(kept.body).toEqual(first);
    // ... and are once it has expired.
    const recounted = (await later(PREDICTION_SPLIT_MAX_AGE_S + 1, async () => (await getSplit(match.id).expect(200)).body)) as PredictionSplitResponse;
    expect(recounted).toMatchObject({ draw: 1, away: 2, total: 3 });
    expect(Date.parse(recounted.countedAt)).toBeGreaterThan(Date.parse(first.countedAt));
  });

  it('is a 404 for a match that does not exist and a 400 for an id that is no id', async () => {
    expect((await getSplit(2_000_000).expect(404)).body).toMatchObject({ code: 'MATCH_NOT_FOUND', message: expect.stringContaining('2000000') });
    expect((await getSplit('abc').expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/^matchId must be a whole number/) });
  });
});
