import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { ArticleResponse, Language, MatchResponse, UploadTicket } from '@isl/contracts';
import { articleShareImagePath, matchShareImagePath } from '../src/features/sharing/share-images';
import { APP_ORIGIN, signUp, uniqueIp, type SignedIn } from './support/accounts';
import { setMatchClock } from './support/match-clock';
import { newsroomCalls } from './support/newsroom';
import { png as redPng } from './support/sample-files';
import { startTestApp, type TestApp } from './support/test-app';

/*
 * The share images link previews show: a match's and a published article's, drawn in each language, kept for
 * good at the address of their current version and drawn anew when the match or the article changes.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';

let t: TestApp;
let admin: SignedIn;
/** A scheduled match of Erbil's (أربيل, هەولێر), whose names test the Arabic and Sorani shaping. */
let erbilMatch: MatchResponse;

beforeAll(async () => {
  // The web app's own pictures (an article's default one) as a built web app would serve them.
  t = await startTestApp({ WEB_DIST: join(__dirname, '..', '..', 'frontend', 'public') });
  admin = await signUp(t, { role: 'admin' });
  const [{ id }] = (await t.app.get(DataSource).query(
    `SELECT m.id FROM matches m JOIN teams club ON club.id IN (m.home_team_id, m.away_team_id)
      WHERE club.name = 'Erbil' AND m.status = 'scheduled' ORDER BY m.match_date, m.id LIMIT 1`,
  )) as { id: number }[];
  erbilMatch = await currentMatch(id);
}, 60_000);
afterAll(() => t?.close());

const api = () => request(t.app.getHttpServer());
const currentMatch = async (id: number) => (await api().get(`/api/matches/${id}`).expect(200)).body as MatchResponse;
const image = (path: string) => api().get(path).responseType('blob');
const command = (matchId: number, body: object) =>
  api().post(`/api/admin/matches/${matchId}/commands`).set('origin', APP_ORIGIN).set('cookie', admin.cookie).send(body).expect(200);

/** A processed media upload of `who`'s: a red picture. */
async function uploadRedPicture(who: SignedIn, width: number, height: number): Promise<string> {
  const calls = newsroomCalls(t);
  const ticket = (await calls.post(who, '/api/objects/upload-public', { fileName: 'media-1' }).expect(201)).body as UploadTicket;
  await api().put(ticket.uploadURL).set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).set('cookie', who.cookie).set('content-type', 'image/png').send(await redPng(width, height)).expect(200);
  return ticket.objectPath;
}

/** The colour of the image's pixel at (x, y). */
async function pixel(image: Buffer, x: number, y: number): Promise<Colour> {
  const [r, g, b] = await sharp(image).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
  return { r, g, b };
}
type Colour = { r: number; g: number; b: number };
const isRed = ({ r, g, b }: Colour) => r > 150 && g < 60 && b < 60;
/** The red of the sample pictures (sample-files.ts), give or take the PNG's palette. */
const isSampleRed = ({ r, g, b }: Colour) => Math.abs(r - 206) <= 3 && Math.abs(g - 17) <= 3 && Math.abs(b - 38) <= 3;

/** The PNG at `path`, checked to be a 1200 x 630 PNG. */
async function png(path: string): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const res = await image(path).expect(200).expect('content-type', 'image/png');
  const body = res.body as Buffer;
  expect(await sharp(body).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  return { body, headers: res.headers as Record<string, string> };
}

describe('a match', () => {
  it('is a 1200 x 630 PNG, kept for good at the address of its version and revalidated at any other', async () => {
    const path = matchShareImagePath(erbilMatch, 'en');
    const current = await png(path);
    expect(current.headers['cache-control']).toBe(IMMUTABLE);
    expect(current.headers.etag).toMatch(/^"[\w-]+"$/);
    for (const other of [path.replace(/&v=\d+$/, ''), path.replace(/&v=\d+$/, `&v=${erbilMatch.version - 1}`)]) {
      const answer = await png(other);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body.equals(current.body)).toBe(true);
    }
    const held = await image(path).set('if-none-match', current.headers.etag).expect(304);
    expect(held.body).toEqual(Buffer.alloc(0));
  });

  it.each<Language>(['ar', 'ku'])('is drawn in %s, its names in that script, laid out right to left', async (language) => {
    const english = await png(matchShareImagePath(erbilMatch, 'en'));
    const { body } = await png(matchShareImagePath(erbilMatch, language));
    expect(body.length).toBeGreaterThan(10_000);
    expect(body.equals(english.body)).toBe(false);
    writeFileSync(`/tmp/share-match-${language}.png`, body);
  });

  it('is drawn anew at a new address when a goal is scored', async () => {
    await command(erbilMatch.id, { type: 'kickoff', confirmEarly: true });
    await setMatchClock(t, erbilMatch.id, 30);
    const kickedOff = await currentMatch(erbilMatch.id);
    const before = await png(matchShareImagePath(kickedOff, 'ar'));
    await command(erbilMatch.id, { type: 'goal', teamId: kickedOff.homeTeamId, minute: 28 });
    const scored = await currentMatch(erbilMatch.id);
    expect(matchShareImagePath(scored, 'ar')).not.toBe(matchShareImagePath(kickedOff, 'ar'));
    const after = await png(matchShareImagePath(scored, 'ar'));
    expect(after.headers['cache-control']).toBe(IMMUTABLE);
    expect(after.body.equals(before.body)).toBe(false);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The old address now answers the new image, not to be kept.
    const old = await png(matchShareImagePath(kickedOff, 'ar'));
    expect(old.headers['cache-control']).toBe('no-cache');
    expect(old.body.equals(after.body)).toBe(true);
    writeFileSync('/tmp/share-match-ar-live.png', after.body);
  });

  it("shows a club's own logo where it has one, in its crest's place", async () => {
    const [match] = (await t.app.get(DataSource).query(
      `SELECT id, home_team_id AS "homeTeamId" FROM matches WHERE status = 'scheduled' AND id <> $1 ORDER BY match_date DESC, id DESC LIMIT 1`,
      [erbilMatch.id],
    )) as { id: number; homeTeamId: number }[];
    await api()
      .put(`/api/admin/clubs/${match.homeTeamId}/crest`)
      .set('origin', APP_ORIGIN)
      .set('cookie', admin.cookie)
      .send({ logoUrl: await uploadRedPicture(admin, 400, 400) })
      .expect(200);
    const { body } = await png(matchShareImagePath(await currentMatch(match.id), 'en'));
    // The home side is on the left in English: the middle of its crest's box is the logo's own red.
    expect(isSampleRed(await pixel(body, 250, 260))).toBe(true);
    expect(isSampleRed(await pixel(body, 950, 260))).toBe(false);
  });

  it('is 404 MATCH_NOT_FOUND for a match there is not', async () => {
    const res = await api().get('/api/share/matches/2147483647.png?lang=en').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: 'MATCH_NOT_FOUND' });
  });

  it.each([
    ['/api/share/matches/1.png?lang=fr', /^lang must be one of en, ar, ku$/],
    ['/api/share/matches/abc.png?lang=en', /^id must be a whole number$/],
    ['/api/share/matches/1.png?lang=en&size=big', /size should not exist/],
  ])('%s is a 400 naming what is wrong', async (path, message) => {
    const res = await api().get(path).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.stringMatching(message) });
  });
});

describe('an article', () => {
  let author: SignedIn;
  let editor: SignedIn;

  beforeAll(async () => {
    author = await signUp(t, { role: 'journalist' });
    editor = await signUp(t, { role: 'admin' });
  });

  it('is its picture under its title and author once published, in every language', async () => {
    const article = (await newsroomCalls(t).publish(author, editor, {
      title: 'Erbil turn the table on Al-Quwa Al-Jawiya in a night to remember at Franso Hariri & go top',
      content: 'Two goals in the last ten minutes.',
      category: 'news',
    })) as ArticleResponse;
    const english = await png(articleShareImagePath(article, 'en'));
    expect(english.headers['cache-control']).toBe(IMMUTABLE);
    writeFileSync('/tmp/share-article-en.png', english.body);
    const arabic = await png(articleShareImagePath(article, 'ar'));
    expect(arabic.body.equals(english.body)).toBe(false);
    expect((await png(articleShareImagePath(article, 'en').replace(/&v=\d+$/, '&v=1'))).headers['cache-control']).toBe('no-cache');
  });

  it("is the author's own picture when they attached one", async () => {
    const calls = newsroomCalls(t);
    const article = (await calls.publish(author, editor, { title: 'Red', content: 'x', featuredImageUrl: await uploadRedPicture(author, 1600, 900) })) as ArticleResponse;
    const { body } = await png(articleShareImagePath(article, 'en'));
    expect(isRed(await pixel(body, 600, 200))).toBe(true);
  });

  it('is 404 ARTICLE_NOT_FOUND while a draft or waiting for review, and for an article there is not', async () => {
    const calls = newsroomCalls(t);
    const draft = (await calls.post(author, '/api/articles', { title: 'Not yet', content: 'Draft.', isPublished: false }).expect(201)).body as ArticleResponse;
    const pending = await calls.submit(author, { title: 'Soon', content: 'Submitted.' });
    for (const id of [draft.id, pending.id, 2_147_483_647]) {
      const res = await api().get(`/api/share/articles/${id}.png?lang=en`).expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'ARTICLE_NOT_FOUND' });
    }
  });
});
