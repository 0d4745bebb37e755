import request from 'supertest';
import { DataSource } from 'typeorm';
import { MAX_UNUSED_UPLOADS } from '@isl/contracts';
import { APP_ORIGIN, signUp, uniqueIp, type SignedIn } from './support/accounts';
import { startTestApp, TestApp } from './support/test-app';

/** The upload path under attack: a burst of upload URLs. */
let t: TestApp;
const api = () => request(t.app.getHttpServer());
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(DataSource).query(query, params) as Promise<T[]>;
const uploadCount = async (userId: string) => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM uploads WHERE user_id = $1', [userId]))[0].n);

beforeAll(async () => {
  // The burst below is one account's; the write limit is another test's subject.
  t = await startTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

const askForUpload = (who: SignedIn) => api().post('/api/objects/upload').set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).set('cookie', who.cookie).send({});

describe('the unused-uploads limit', () => {
  it(`holds under 200 requests at once: exactly ${MAX_UNUSED_UPLOADS} URLs, the rest 429 TOO_MANY_UPLOADS`, async () => {
    const fan = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 200 }, () => askForUpload(fan)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_UNUSED_UPLOADS);
    expect(answers.filter((res) => res.status !== 201).map((res) => [res.status, (res.body as { code: string }).code])).toEqual(
      Array.from({ length: 200 - MAX_UNUSED_UPLOADS }, () => [429, 'TOO_MANY_UPLOADS']),
    );
    expect(await uploadCount(fan.user.id)).toBe(MAX_UNUSED_UPLOADS);
  });
});
