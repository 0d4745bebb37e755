import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { IDEMPOTENCY_KEY_HEADER, type ApiErrorCode, type ArticleDetailResponse, type MatchResponse, type WeeklySquadResponse } from '@isl/contracts';
import { waitFor } from '@isl/test-support';
import { RequestKeyJobs } from '../src/platform/postgres/request-key-jobs';
import { APP_ORIGIN, signUp, uniqueIp, type SignedIn } from './support/accounts';
import { newsroomCalls } from './support/newsroom';
import { squadPlayers, validElevenOf, type SquadPlayer } from './support/squads';
import { startTestApp, type TestApp } from './support/test-app';

/*
 * The writes a fan's phone may queue offline and send more than once (a retry after a lost answer, the service
 * worker's Background Sync and the page flushing together): a prediction, a weekly squad and a comment. With one
 * Idempotency-Key they are written once, and every send is answered with what that write made.
 */

let t: TestApp;
let db: Client;
let players: SquadPlayer[];
let pickWeek: number;
/** A match open for predictions, and one whose kick-off has passed (of another round than the squads'). */
let open: MatchResponse;
let late: MatchResponse;
/** A published article, and one still waiting for an editor (comments on it are refused as on no article). */
let published: ArticleDetailResponse;
let pending: ArticleDetailResponse;

beforeAll(async () => {
  t = await startTestApp();
  // Listening, so that requests sent at once share the one server rather than each starting it.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  db = new Client({ connectionString: t.db.url });
  await db.connect();
  players = await squadPlayers(db);
  const editor = await signUp(t, { role: 'admin' });
  const author = await signUp(t, { role: 'journalist' });
  const calls = newsroomCalls(t);
  published = await calls.publish(author, editor, { title: 'Offline at the derby', content: 'The signal dropped at kick-off.' });
  pending = await calls.submit(author, { title: 'Still in review', content: 'Not yet published.' });
  pickWeek = ((await api().get('/api/weekly-squad').set('cookie', editor.cookie).expect(200)).body as WeeklySquadResponse).week;
  const upcoming = (await api().get('/api/matches/upcoming?limit=100').expect(200)).body as MatchResponse[];
  open = upcoming[0];
  late = upcoming.filter((match) => match.matchday !== pickWeek).at(-1) as MatchResponse;
  await sql(`UPDATE matches SET match_date = now() - interval '1 minute' WHERE id = $1`, [late.id]);
}, 60_000);
afterAll(async () => {
  await db?.end();
  await t?.close();
});

const api = () => request(t.app.getHttpServer());
const sql = async <T>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows as T[];

/** A fan's POST from the app's origin, with `key` as its Idempotency-Key when given. */
function post(fan: SignedIn, path: string, body: object, key?: string) {
  const req = api().post(path).set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).set('cookie', fan.cookie);
  return (key === undefined ? req : req.set(IDEMPOTENCY_KEY_HEADER, key)).send(body);
}

const squadBody = (playerIds: number[], week = pickWeek) => ({ week, formation: '4-3-3', playerIds, captainId: playerIds[0], viceCaptainId: playerIds[1] });
const keysOf = (fan: SignedIn) => sql<{ key: string; kind: string }>(`SELECT key, kind FROM request_keys WHERE user_id = $1 ORDER BY created_at`, [fan.user.id]);

/** One of the three writes, as the tests below send it. */
interface KeyedRoute {
  kind: string;
  /** A write today's rules take. */
  write: (fan: SignedIn, key?: string) => request.Test;
  /** The fan's next write (another prediction of the same match, another squad, another comment), and today's answer to it. */
  next: { write: (fan: SignedIn, key?: string) => request.Test; status: number; code?: ApiErrorCode; rows: number };
  /** A write today's rules refuse, and the refusal. */
  refused: { write: (fan: SignedIn, key?: string) => request.Test; status: number; code: ApiErrorCode };
  /** The fan's rows of the table the write goes to: what a second write would add to or change. */
  rows: (fan: SignedIn) => Promise<unknown[]>;
}

const ROUTES: KeyedRoute[] = [
  {
    kind: 'prediction',
    write: (fan, key) => post(fan, '/api/predictions', { matchId: open.id, prediction: 'home' }, key),
    next: { write: (fan, key) => post(fan, '/api/predictions', { matchId: open.id, prediction: 'away' }, key), status: 409, code: 'PREDICTION_EXISTS', rows: 1 },
    refused: { write: (fan, key) => post(fan, '/api/predictions', { matchId: late.id, prediction: 'draw' }, key), status: 409, code: 'PREDICTION_CLOSED' },
    rows: (fan) => sql(`SELECT id, prediction FROM predictions WHERE user_id = $1 ORDER BY id`, [fan.user.id]),
  },
  {
    kind: 'squad',
    write: (fan, key) => post(fan, '/api/weekly-squad', squadBody(validElevenOf(players)), key),
    next: {
      write: (fan, key) => post(fan, '/api/weekly-squad', squadBody(validElevenOf(players, [players.find((p) => p.id === validElevenOf(players)[0])!.teamId])), key),
      status: 201,
      rows: 1,
    },
    // Round 32 is under way in the seeded season: its squads are locked.
    refused: { write: (fan, key) => post(fan, '/api/weekly-squad', squadBody(validElevenOf(players), 32), key), status: 409, code: 'SQUAD_LOCKED' },
    rows: (fan) => sql(`SELECT id, week, player_ids, updated_at FROM weekly_squads WHERE user_id = $1 ORDER BY id`, [fan.user.id]),
  },
  {
    kind: 'comment',
    write: (fan, key) => post(fan, `/api/articles/${published.id}/comments`, { content: 'Sent from the stands' }, key),
    next: { write: (fan, key) => post(fan, `/api/articles/${published.id}/comments`, { content: 'And again' }, key), status: 201, rows: 2 },
    refused: { write: (fan, key) => post(fan, `/api/articles/${pending.id}/comments`, { content: 'Too early' }, key), status: 404, code: 'ARTICLE_NOT_FOUND' },
    rows: (fan) => sql(`SELECT id, content FROM comments WHERE user_id = $1 ORDER BY id`, [fan.user.id]),
  },
];

describe.each(ROUTES.map((route) => [route.kind, route] as const))('a %s sent with an Idempotency-Key', (kind, route) => {
  it('is written once, however often it is sent: every send is answered 201 with what the first made', async () => {
    const fan = await signUp(t);
    const key = randomUUID();
    const first = await route.write(fan, key).expect(201);
    const written = await route.rows(fan);
    expect(written).toHaveLength(1);
    const again = await route.write(fan, key).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await route.rows(fan)).toEqual(written);
    expect(await keysOf(fan)).toEqual([{ key, kind }]);
  });

  it('is written once when sends with one key arrive at once: the others wait for the first, then get its answer', async () => {
    const fan = await signUp(t);
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => route.write(fan, key)));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(answers[1].body).toEqual(answers[0].body);
    expect(answers[2].body).toEqual(answers[0].body);
    expect(await route.rows(fan)).toHaveLength(1);
  });

  it("is a write of its own with another key, under today's rules", async () => {
    const fan = await signUp(t);
    await route.write(fan, randomUUID()).expect(201);
    const res = await route.next.write(fan, randomUUID()).expect(route.next.status);
    if (route.next.code) expect(res.body.code).toBe(route.next.code);
    expect(await route.rows(fan)).toHaveLength(route.next.rows);
  });

  it("is refused as today when today's rules refuse it, nothing kept, and the key left for a retry to be judged afresh", async () => {
    const fan = await signUp(t);
    const key = randomUUID();
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await route.refused.write(fan, key).expect(route.refused.status);
      expect(res.body.code).toBe(route.refused.code);
      expect(await route.rows(fan)).toEqual([]);
      expect(await keysOf(fan)).toEqual([]);
    }
    // The key was never claimed: a write it may make is made.
    await route.write(fan, key).expect(201);
    expect(await route.rows(fan)).toHaveLength(1);
  });

  it.each([
    ['text', 'not-a-uuid'],
    ['a UUID without its hyphens', '1b4e28ba2fa141d2883f0016d3cca427'],
    ['two keys', '1b4e28ba-2fa1-41d2-883f-0016d3cca427, 2c5f39cb-3fb2-42e3-994f-1127e4ddb538'],
    ['an empty header', ''],
  ])('refuses %s as a key (400 IDEMPOTENCY_KEY_INVALID) and writes nothing', async (_, key) => {
    const fan = await signUp(t);
    const res = await route.write(fan, key).expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'IDEMPOTENCY_KEY_INVALID', message: expect.stringContaining(IDEMPOTENCY_KEY_HEADER), requestId: expect.any(String) });
    expect(await route.rows(fan)).toEqual([]);
  });

  it("takes another fan's key as a new key of this fan's", async () => {
    const [first, second] = [await signUp(t), await signUp(t)];
    const key = randomUUID();
    await route.write(first, key).expect(201);
    await route.write(second, key).expect(201);
    expect(await route.rows(first)).toHaveLength(1);
    expect(await route.rows(second)).toHaveLength(1);
    expect(await keysOf(second)).toEqual([{ key, kind }]);
  });
});

describe('one key, one kind of write', () => {
  it('refuses a key the fan sent with another kind of write (422 IDEMPOTENCY_KEY_REUSED), and writes nothing', async () => {
    const fan = await signUp(t);
    const key = randomUUID();
    const [prediction, squad, comment] = ROUTES;
    await prediction.write(fan, key).expect(201);
    for (const other of [squad, comment]) {
      const res = await other.write(fan, key).expect(422);
      expect(res.body).toEqual({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringContaining('prediction'), requestId: expect.any(String) });
      expect(await other.rows(fan)).toEqual([]);
    }
  });
});

describe('a send that waits on another with its key', () => {
  it("waits while the first send's write is held up, then answers with what the first made", async () => {
    const fan = await signUp(t);
    const key = randomUUID();
    const [prediction] = ROUTES;
    const blocker = new Client({ connectionString: t.db.url });
    await blocker.connect();
    try {
      // An uncommitted prediction of the same fan and match: the first send to claim the key waits on it in its insert.
      await blocker.query('BEGIN');
      await blocker.query(`INSERT INTO predictions (user_id, match_id, prediction) VALUES ($1, $2, 'draw')`, [fan.user.id, open.id]);
      const sends = Promise.all([prediction.write(fan, key), prediction.write(fan, key)]);
      const waiting = async () => (await sql(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).length === 2;
      // One waits in the insert of the prediction, the other on the key the first claimed.
      await waitFor(waiting, { timeoutMs: 15_000, what: 'both sends waiting' });
      await blocker.query('ROLLBACK');
      const [first, second] = await sends;
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body).toEqual(first.body);
    } finally {
      await blocker.end();
    }
    expect(await prediction.rows(fan)).toEqual([{ id: expect.any(Number), prediction: 'home' }]);
  });
});

describe("the worker's sweep", () => {
  it('forgets the keys older than a week: a send with a forgotten key is a new write, under the usual rules', async () => {
    const fan = await signUp(t);
    const [old, recent] = [randomUUID(), randomUUID()];
    const [prediction, , comment] = ROUTES;
    await prediction.write(fan, old).expect(201);
    await comment.write(fan, recent).expect(201);
    await sql(`UPDATE request_keys SET created_at = now() - interval '7 days 1 minute' WHERE key = $1`, [old]);
    const swept = await new RequestKeyJobs(t.app.get(DataSource)).handlers['sweep-unsettled']();
    expect(swept.requestKeysForgotten).toBeGreaterThanOrEqual(1);
    expect(await keysOf(fan)).toEqual([{ key: recent, kind: 'comment' }]);
    expect((await prediction.write(fan, old).expect(409)).body.code).toBe('PREDICTION_EXISTS');
  });
});
