import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import type { ArticlePage, ArticleResponse, MatchCommand, MatchDetailResponse, MatchResponse, PlayerResponse, TeamResponse, TopContributor } from '@isl/contracts';
import { DataSource } from 'typeorm';
import { waitFor } from '@isl/test-support';
import { APP_ORIGIN, signUp, type SignedIn } from './support/accounts';
import { setMatchClock } from './support/match-clock';
import { jsonOf, rawGet as rawGetFrom, type RawResponse } from './support/raw-get';
import { ReadModelCache } from '../src/platform/read-models/read-model-cache';
import { startReplica, startTestApp, type Replica, type TestApp } from './support/test-app';

// Two api instances on one database and one Redis, as two replicas: the public reads are kept in each one's
// memory, and a write through either must reach the next read on both.
let a: TestApp;
let b: Replica;
let admin: SignedIn;

beforeAll(async () => {
  a = await startTestApp();
  b = await startReplica(a);
  admin = await signUp(a, { role: 'admin' });
}, 60_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** A GET to instance b as a browser or CDN sends it. */
const rawGet = (path: string, headers: Record<string, string> = {}) => rawGetFrom(b.port, path, headers);
const getA = async <T>(path: string) => (await request(a.app.getHttpServer()).get(path).expect(200)).body as T;
const getB = async <T>(path: string) => jsonOf<T>(await rawGet(path));

async function command(matchId: number, body: MatchCommand): Promise<MatchResponse> {
  const res = await request(a.app.getHttpServer())
    .post(`/api/admin/matches/${matchId}/commands`)
    .set('origin', APP_ORIGIN)
    .set('cookie', admin.cookie)
    .send(body)
    .expect(200);
  return res.body as MatchResponse;
}

let spare: MatchResponse[] = [];
async function scheduledMatch(): Promise<MatchResponse> {
  if (!spare.length) spare = await getA<MatchResponse[]>('/api/matches/upcoming?limit=100');
  return spare.shift() as MatchResponse;
}

/** Both instances show `version` of the match in its detail and in the lists that hold it. */
async function expectBothShow(match: MatchResponse): Promise<void> {
  const current = (detail: MatchDetailResponse) => detail.version === match.version && detail.status === match.status;
  // The instance that took the command drops its own copies before it answers.
  expect(current(await getA<MatchDetailResponse>(`/api/matches/${match.id}`))).toBe(true);
  // The other hears of it through Redis a moment after the commit.
  await waitFor(async () => current(await getB<MatchDetailResponse>(`/api/matches/${match.id}`)), { timeoutMs: 3_000, what: `version ${match.version} on b` });
  const round = await getB<MatchResponse[]>(`/api/matches?round=${match.matchday}`);
  expect(round.find((m) => m.id === match.id)).toEqual(expect.objectContaining({ version: match.version, status: match.status }));
}

describe('a kept read', () => {
  it('is served from memory: a change made behind the api\'s back shows only after a write through the api', async () => {
    const match = await scheduledMatch();
    await getB(`/api/matches/${match.id}`);
    // No api knows of this change, so the kept answer stands ...
    await a.app.get(DataSource).query(`UPDATE matches SET venue = 'Behind the back' WHERE id = $1`, [match.id]);
    expect((await getB<MatchDetailResponse>(`/api/matches/${match.id}`)).venue).toBe(match.venue);
    // ... until a write through an api says the matches changed.
    const postponed = await command(match.id, { type: 'postpone' });
    await waitFor(async () => (await getB<MatchDetailResponse>(`/api/matches/${match.id}`)).venue === 'Behind the back', {
      timeoutMs: 3_000,
      what: 'the kept match dropped on b',
    });
    await expectBothShow(postponed);
  });
});

describe('after every kind of write, the next read on the other instance shows it', () => {
  it('kick-off, goal, half-time, second half, full time and a correction', async () => {
    const match = await scheduledMatch();
    const teamsBefore = await getB<TeamResponse[]>('/api/teams');
    const scorersBefore = await getB<PlayerResponse[]>('/api/players/top-rated?by=goals&limit=100');
    const squad = await getB<PlayerResponse[]>(`/api/teams/${match.homeTeamId}/players`);
    const scorer = squad.find((p) => p.position === 'striker') as PlayerResponse;

    await expectBothShow(await command(match.id, { type: 'kickoff', confirmEarly: true }));
    await setMatchClock(a, match.id, 30);
    await expectBothShow(await command(match.id, { type: 'goal', teamId: match.homeTeamId, playerId: scorer.id, minute: 20 }));
    await expectBothShow(await command(match.id, { type: 'halftime' }));
    await expectBothShow(await command(match.id, { type: 'second_half' }));
    // A goal changes no finished result: the table kept on b is still the one it had.
    expect(await getB<TeamResponse[]>('/api/teams')).toEqual(teamsBefore);

    const finished = await command(match.id, { type: 'fulltime' });
    await expectBothShow(finished);
    const points = (teams: TeamResponse[]) => teams.find((t) => t.id === match.homeTeamId)?.points ?? 0;
    await waitFor(async () => points(await getB<TeamResponse[]>('/api/teams')) === points(teamsBefore) + 3, { timeoutMs: 3_000, what: 'the table on b' });
    // The match is the home side's latest result, so its form ends with the win.
    const homeForm = (teams: TeamResponse[]) => teams.find((t) => t.id === match.homeTeamId)?.form ?? [];
    expect(homeForm(await getB<TeamResponse[]>('/api/teams'))).toEqual([...homeForm(teamsBefore).slice(-4), 'W']);
    const goalsOf = (players: PlayerResponse[]) => players.find((p) => p.id === scorer.id)?.goals ?? 0;
    const scorerGoalsBefore = goalsOf(squad);
    expect(goalsOf(await getB<PlayerResponse[]>(`/api/teams/${match.homeTeamId}/players`))).toBe(scorerGoalsBefore + 1);
    expect(goalsOf(await getB<PlayerResponse[]>('/api/players/top-rated?by=goals&limit=100'))).toBeGreaterThanOrEqual(goalsOf(scorersBefore));
    expect((await getB<MatchResponse[]>('/api/matches/recent?limit=50')).some((m) => m.id === match.id && m.version === finished.version)).toBe(true);

    // A correction disallows the goal: the score, the table and the scorer's total follow on b.
    const detail = await getA<MatchDetailResponse>(`/api/matches/${match.id}`);
    const goal = detail.events.find((e) => e.type === 'goal') as MatchDetailResponse['events'][number];
    const corrected = await command(match.id, { type: 'correct_score', homeScore: 0, awayScore: 0, disallowGoalIds: [goal.id] });
    await expectBothShow(corrected);
    await waitFor(async () => points(await getB<TeamResponse[]>('/api/teams')) === points(teamsBefore) + 1, { timeoutMs: 3_000, what: 'the corrected table on b' });
    expect(homeForm(await getB<TeamResponse[]>('/api/teams'))).toEqual([...homeForm(teamsBefore).slice(-4), 'D']);
    expect(goalsOf(await getB<PlayerResponse[]>(`/api/teams/${match.homeTeamId}/players`))).toBe(scorerGoalsBefore);
  });

  it('postpone, reschedule and cancel', async () => {
    const match = await scheduledMatch();
    await expectBothShow(await command(match.id, { type: 'postpone' }));
    const later = new Date(Date.now() + 20 * 24 * 3600_000).toISOString();
    const rescheduled = await command(match.id, { type: 'reschedule', newDate: later });
    await expectBothShow(rescheduled);
    expect((await getB<MatchDetailResponse>(`/api/matches/${match.id}`)).matchDate).toBe(rescheduled.matchDate);
    await expectBothShow(await command(match.id, { type: 'cancel' }));
    expect((await getB<MatchResponse[]>('/api/matches/upcoming?limit=100')).some((m) => m.id === match.id)).toBe(false);
  });
});

describe('news and the people in public lists', () => {
  const send = (who: SignedIn, method: 'post' | 'put' | 'patch', path: string, body?: object) =>
    request(a.app.getHttpServer())[method](path).set('origin', APP_ORIGIN).set('cookie', who.cookie).send(body);
  const listOnB = (query: string, headers: Record<string, string> = {}) => rawGet(`/api/articles?limit=50${query}`, headers);
  const articlesOnB = async (query: string) => jsonOf<ArticlePage>(await listOnB(query)).items;
  const topOnB = () => getB<TopContributor[]>('/api/journalists/top');

  async function publish(author: SignedIn, article: { title: string; content: string; language?: string }): Promise<number> {
    const { id } = (await send(author, 'post', '/api/articles', { ...article, isPublished: true }).expect(201)).body as ArticleResponse;
    await send(admin, 'post', `/api/admin/articles/${id}/approve`).expect(200);
    return id;
  }

  it('a publication, a rating and an author\'s new name reach the other instance\'s lists', async () => {
    const author = await signUp(a, { role: 'journalist', firstName: 'Huda' });
    const fan = await signUp(a);
    // b keeps its lists before the writes.
    const before = await listOnB('&language=en');
    expect((await listOnB('&language=en')).headers.etag).toBe(before.headers.etag);
    await getB('/api/articles/featured');
    await topOnB();

    const { id } = (await send(author, 'post', '/api/articles', { title: 'Derby day', content: 'Al-Zawraa won.', isPublished: true, isFeatured: true }).expect(201)).body as ArticleResponse;
    expect((await articlesOnB('&language=en')).map((item) => item.id)).not.toContain(id);
    await send(admin, 'post', `/api/admin/articles/${id}/approve`).expect(200);
    await waitFor(async () => (await articlesOnB('&language=en')).some((item) => item.id === id), { timeoutMs: 3_000, what: 'the published article on b' });
    const after = await listOnB('&language=en');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await getB<ArticleResponse[]>('/api/articles/featured')).map((item) => item.id)).toContain(id);
    expect((await topOnB()).find((c) => c.id === author.user.id)).toEqual(expect.objectContaining({ displayName: 'Huda', articleCount: 1 }));

    await send(fan, 'put', `/api/articles/${id}/rating`, { rating: 4 }).expect(200);
    await waitFor(async () => (await articlesOnB('&language=en')).find((item) => item.id === id)?.ratingCount === 1, { timeoutMs: 3_000, what: 'the rating on b' });

    await send(author, 'patch', '/api/auth/user', { firstName: 'Hadeel' }).expect(200);
    await waitFor(async () => (await articlesOnB('&language=en')).find((item) => item.id === id)?.authorName === 'Hadeel', { timeoutMs: 3_000, what: 'the new name on b' });
    expect((await topOnB()).find((c) => c.id === author.user.id)?.displayName).toBe('Hadeel');
  });

  it('keeps the list apart for each reader\'s language when it comes from Accept-Language, and says so in Vary', async () => {
    const author = await signUp(a, { role: 'journalist' });
    const arabic = await publish(author, { title: 'ديربي بغداد', content: 'فاز الزوراء.', language: 'ar' });
    const english = await publish(author, { title: 'Baghdad derby', content: 'Al-Zawraa won.', language: 'en' });
    for (let i = 0; i < 2; i++) {
      const inArabic = await listOnB('', { 'accept-language': 'ar-IQ,ar;q=0.9,en;q=0.8' });
      const inEnglish = await listOnB('', { 'accept-language': 'en-GB,en;q=0.9' });
      expect(inArabic.headers.vary).toBe('Accept-Encoding, Accept-Language');
      expect(jsonOf<ArticlePage>(inArabic).items[0].id).toBe(arabic);
      expect(jsonOf<ArticlePage>(inEnglish).items[0].id).toBe(english);
      expect(inArabic.headers.etag).not.toBe(inEnglish.headers.etag);
    }
  });
});

describe('a read many miss at once', () => {
  /** How many of b's public reads were built (miss) and given a build under way (joined), from its metrics. */
  async function readModelCounts(): Promise<{ miss: number; joined: number }> {
    const text = (await rawGet('/metrics')).body.toString('utf8');
    const count = (result: string) => Number(new RegExp(`^isl_read_model_requests_total\\{result="${result}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    return { miss: count('miss'), joined: count('joined') };
  }

  /** Runs `body` while a transaction holds the clubs' table, so that a build of /api/teams waits on it. */
  async function whileTeamsAreLocked(body: () => Promise<void>): Promise<void> {
    const runner = a.app.get(DataSource).createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.query('LOCK TABLE teams IN ACCESS EXCLUSIVE MODE');
      await body();
    } finally {
      await runner.commitTransaction();
      await runner.release();
    }
  }

  /** A GET of /api/teams to b that can be abandoned before its answer comes. */
  function teamsRequest(): { answer: Promise<RawResponse>; abandon: () => void } {
    const req = httpRequest({ host: '127.0.0.1', port: b.port, path: '/api/teams' });
    const answer = new Promise<RawResponse>((resolve, reject) => {
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode as number, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
    });
    req.end();
    return { answer, abandon: () => req.destroy() };
  }

  it('is built once: the requests that missed it while it was being built get that answer', async () => {
    b.app.get(ReadModelCache).invalidate(['standings']);
    const before = await readModelCounts();
    let answers: Promise<RawResponse>[] = [];
    await whileTeamsAreLocked(async () => {
      answers.push(teamsRequest().answer);
      await waitFor(async () => (await readModelCounts()).miss === before.miss + 1, { timeoutMs: 3_000, what: 'the build started' });
      answers = answers.concat(Array.from({ length: 9 }, () => teamsRequest().answer));
      await waitFor(async () => (await readModelCounts()).joined === before.joined + 9, { timeoutMs: 3_000, what: 'nine requests waiting for it' });
    });
    const responses = await Promise.all(answers);
    for (const res of responses) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(responses[0].body);
      expect(res.headers.etag).toBe(responses[0].headers.etag);
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=10');
    }
    expect(jsonOf<TeamResponse[]>(responses[0])).toHaveLength(20);
    expect((await readModelCounts()).miss).toBe(before.miss + 1);
  });

  it('leaves no one waiting when the client of the request building it goes away', async () => {
    b.app.get(ReadModelCache).invalidate(['standings']);
    const before = await readModelCounts();
    let waiting: Promise<RawResponse>[] = [];
    await whileTeamsAreLocked(async () => {
      const builder = teamsRequest();
      builder.answer.catch(() => undefined);
      await waitFor(async () => (await readModelCounts()).miss === before.miss + 1, { timeoutMs: 3_000, what: 'the build started' });
      waiting = Array.from({ length: 4 }, () => teamsRequest().answer);
      await waitFor(async () => (await readModelCounts()).joined === before.joined + 4, { timeoutMs: 3_000, what: 'four requests waiting for it' });
      builder.abandon();
    });
    for (const res of await Promise.all(waiting)) {
      expect(res.status).toBe(200);
      expect(jsonOf<TeamResponse[]>(res)).toHaveLength(20);
    }
  });
});

describe('ETags and encodings', () => {
  it('keeps the ETag exactly while the body stays, and answers If-None-Match with 304', async () => {
    const match = await scheduledMatch();
    const path = `/api/matches/${match.id}`;
    const first = await rawGet(path);
    const again = await rawGet(path);
    expect(first.status).toBe(200);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);

    const notModified = await rawGet(path, { 'if-none-match': first.headers.etag as string });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(first.headers.etag);

    // Another match's command drops this answer too (one topic), but rebuilds the same bytes: same ETag.
    await command((await scheduledMatch()).id, { type: 'postpone' });
    await waitFor(async () => (await rawGet(path, { 'if-none-match': first.headers.etag as string })).status === 304, { timeoutMs: 3_000, what: '304 after a rebuild' });

    // This match's command changes the body: a new ETag, and the old one no longer matches.
    const postponed = await command(match.id, { type: 'postpone' });
    await waitFor(async () => jsonOf<MatchDetailResponse>(await rawGet(path)).version === postponed.version, { timeoutMs: 3_000, what: 'the new body' });
    const changed = await rawGet(path);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect((await rawGet(path, { 'if-none-match': first.headers.etag as string })).status).toBe(200);
  });

  it('sends brotli or gzip, compressed from the same JSON, each with its own ETag', async () => {
    const path = '/api/teams';
    const plain = await rawGet(path);
    const br = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(path, { 'accept-encoding': 'gzip, br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    expect(gunzipSync(gzip.body)).toEqual(plain.body);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    for (const res of [plain, br, gzip]) {
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    // Any encoding's ETag names the same answer.
    expect((await rawGet(path, { 'accept-encoding': 'br', 'if-none-match': gzip.headers.etag as string })).status).toBe(304);
  });

  it('lets a CDN keep public reads briefly, and no one keep anything else', async () => {
    for (const path of ['/api/teams', '/api/matches/live', '/api/matches/today', '/api/players/top-rated', '/api/predictions/leaderboard', '/api/articles', '/api/journalists/top']) {
      expect((await rawGet(path)).headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=10');
    }
    for (const path of ['/api/health', '/api/predictions/leaderboard/me', '/api/auth/user', '/api/matches/99999']) {
      expect((await rawGet(path)).headers['cache-control']).toBe('no-store');
    }
  });
});

describe('per-user answers', () => {
  it('are never kept: each session gets its own, the same address notwithstanding', async () => {
    const zahraa = await signUp(a, { firstName: 'Zahraa' });
    const karwan = await signUp(a, { firstName: 'Karwan' });
    for (let i = 0; i < 2; i++) {
      for (const fan of [zahraa, karwan]) {
        const me = await rawGet('/api/auth/user', { cookie: fan.cookie });
        expect(me.headers['cache-control']).toBe('no-store');
        expect(jsonOf<{ firstName: string }>(me).firstName).toBe(fan.user.firstName);
      }
    }
    expect((await rawGet('/api/auth/user')).status).toBe(401);
  });

  it('a public read is the same with or without a session, and sets no cookie', async () => {
    const fan = await signUp(a);
    const signedIn = await rawGet('/api/teams', { cookie: fan.cookie });
    const signedOut = await rawGet('/api/teams');
    expect(signedIn.body).toEqual(signedOut.body);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
  });
});

describe('bad addresses', () => {
  it('are refused as before, and never kept', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await rawGet('/api/matches/upcoming?limit=0x10');
      expect(res.status).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await rawGet('/api/matches/upcoming?limit=5&extra=1')).status).toBe(400);
  });
});
