import request from 'supertest';
import { DataSource } from 'typeorm';
import type { ArticleDetailResponse, CommentResponse, SquadLeaderboardResponse, UserResponse } from '@isl/contracts';
import { APP_ORIGIN, PASSWORD, signUp, uniqueEmail, uniqueIp, type SignedIn } from './support/accounts';
import { APPLICATION, newsroomCalls } from './support/newsroom';
import { startTestApp, TestApp } from './support/test-app';

// Issue 36, defect 8: text other fans see (names, titles, comments) held control characters, bidi overrides and
// zero-width characters as sent. The rule is userTextProblem / neutraliseUserText in @isl/contracts.
let t: TestApp;
let calls: ReturnType<typeof newsroomCalls>;
let journalist: SignedIn;
let editor: SignedIn;
let articleId: number;
const api = () => request(t.app.getHttpServer());
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(DataSource).query(query, params) as Promise<T[]>;
const register = (body: object) => api().post('/api/auth/register').set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).send(body);
const rename = (fan: SignedIn, body: object) => calls.patch(fan, '/api/auth/user', body);
const refusal = (message: string) => ({ statusCode: 400, code: 'INVALID_CHARACTERS', message, requestId: expect.any(String) });

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  calls = newsroomCalls(t);
  editor = await signUp(t, { role: 'admin' });
  journalist = await signUp(t, { role: 'journalist' });
  articleId = (await calls.publish(journalist, editor, { title: 'Commented on', content: 'x' })).id;
});
afterAll(() => t?.close());

describe('control characters', () => {
  it('refuses the first name the review stored, "Ev\\u202eil\\u0007", with 400 naming the field and the character, and writes no account', async () => {
    const email = uniqueEmail('bell');
    const res = await register({ email, password: PASSWORD, firstName: 'Ev\u202eil\u0007' }).expect(400);
    expect(res.body).toEqual(refusal('firstName must not contain line breaks or control characters (U+0007)'));
    expect(await sql('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
  });

  it.each([
    ['a line break in a last name', '/api/auth/user', 'patch', { lastName: 'Al\nKarkh' }, 'lastName must not contain line breaks or control characters (U+000A)'],
    ['a tab in a first name', '/api/auth/user', 'patch', { firstName: 'Ali\tHassan' }, 'firstName must not contain line breaks or control characters (U+0009)'],
    ['a C1 control in a first name', '/api/auth/user', 'patch', { firstName: 'Ali\u0085' }, 'firstName must not contain line breaks or control characters (U+0085)'],
    ['a line separator in a title', '/api/articles', 'post', { title: 'Derby\u2028day', content: 'x' }, 'title must not contain line breaks or control characters (U+2028)'],
    ['a bell in a comment', '/api/articles/:id/comments', 'post', { content: 'Goal!\u0007' }, 'content must not contain control characters (U+0007)'],
    ['an escape in an article', '/api/articles', 'post', { title: 'Derby', content: 'x\u001b[31my' }, 'content must not contain control characters (U+001B)'],
    ['DEL in a bio', '/api/journalists/apply', 'post', { ...APPLICATION, bio: `${APPLICATION.bio}\u007f` }, 'bio must not contain control characters (U+007F)'],
    ['a line break in a workplace', '/api/journalists/apply', 'post', { ...APPLICATION, workplace: 'Baghdad\nSports' }, 'workplace must not contain line breaks or control characters (U+000A)'],
  ] as const)('refuses %s with 400 INVALID_CHARACTERS', async (_, route, method, body, message) => {
    const who = route === '/api/articles' ? journalist : await signUp(t);
    const res = await calls[method](who, route.replace(':id', String(articleId)), body).expect(400);
    expect(res.body).toEqual(refusal(message));
  });

  it('keeps line breaks and tabs in paragraphs: a comment, an article, a bio; a carriage return becomes a line feed', async () => {
    const fan = await signUp(t);
    const comment = (await calls.post(fan, `/api/articles/${articleId}/comments`, { content: 'What a goal!\r\n\tAnd again.' }).expect(201)).body as CommentResponse;
    expect(comment.content).toBe('What a goal!\n\tAnd again.');
    const article = (await calls.post(journalist, '/api/articles', { title: 'Derby', content: 'First half.\r\rSecond\thalf.' }).expect(201)).body as ArticleDetailResponse;
    const [{ content }] = await sql<{ content: string }>('SELECT content FROM articles WHERE id = $1', [article.id]);
    expect(content).toBe('First half.\n\nSecond\thalf.');
    await calls.post(await signUp(t), '/api/journalists/apply', { ...APPLICATION, bio: `${APPLICATION.bio}\n\nAnd radio.` }).expect(201);
  });

  it('refuses a lone surrogate in a name with 400 instead of storing U+FFFD', async () => {
    const fan = await signUp(t);
    const res = await rename(fan, { firstName: 'Ev\ud800il' }).expect(400);
    expect(res.body).toEqual(refusal('firstName must not contain a lone surrogate (U+D800)'));
    const [{ first_name }] = await sql<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [fan.user.id]);
    expect(first_name).toBe(fan.user.firstName);
  });
});

describe('bidi controls and invisible characters', () => {
  it('removes a bidi override from a first name, so the leaderboard shows "Evil", not a reversed row', async () => {
    const fan = await signUp(t);
    const renamed = (await rename(fan, { firstName: 'Ev\u202eil' }).expect(200)).body as UserResponse;
    expect(renamed.firstName).toBe('Evil');
    await sql(`INSERT INTO weekly_squads (user_id, week, player_ids, total_points, rank) VALUES ($1, 2, '[]', 90, 1)`, [fan.user.id]);
    const board = (await api().get('/api/weekly-squad/leaderboard?week=2').set('cookie', fan.cookie).expect(200)).body as SquadLeaderboardResponse;
    expect(board.entries).toEqual([expect.objectContaining({ displayName: 'Evil', isCurrentUser: true })]);
  });

  it.each([
    ['embeddings and overrides', 'a\u202ab\u202bc\u202cd\u202de\u202ef', 'abcdef'],
    ['isolates', '\u2066Ali\u2069 \u2067علي\u2069 \u2068x\u2069', 'Ali علي x'],
    ['zero-width spaces, word joiners and byte-order marks', 'Z\u200ba\u2060h\ufeffraa', 'Zahraa'],
    ['a Hangul filler passing for a blank', 'Ali\u3164', 'Ali'],
  ])('removes %s from names, titles and comments', async (_, sent, kept) => {
    const fan = await signUp(t);
    expect(((await rename(fan, { firstName: sent, lastName: sent }).expect(200)).body as UserResponse)).toEqual(expect.objectContaining({ firstName: kept, lastName: kept }));
    const comment = (await calls.post(fan, `/api/articles/${articleId}/comments`, { content: sent }).expect(201)).body as CommentResponse;
    expect(comment.content).toBe(kept);
    const article = (await calls.post(journalist, '/api/articles', { title: sent, content: sent, excerpt: sent }).expect(201)).body as ArticleDetailResponse;
    expect(article).toEqual(expect.objectContaining({ title: kept, excerpt: kept }));
  });

  it('takes a name of invisible characters only as a blank one (400), not as a name nobody can see', async () => {
    const res = await register({ email: uniqueEmail('invisible'), password: PASSWORD, firstName: '\u200b\u2060\u202e\u3164' }).expect(400);
    expect(res.body).toEqual(expect.objectContaining({ code: 'VALIDATION_FAILED', message: expect.stringContaining('firstName must be from 1 to 100 characters') }));
  });

  it.each([
    ['Arabic', 'عبد الله', 'الحسيني'],
    ['Sorani', 'هەژار', 'کەریم'],
    ['Sorani in the older spelling, ە written as ه and a zero-width non-joiner', 'هه\u200cژار', 'ئاواره\u200c'],
    ['Persian-script, with a zero-width non-joiner', 'علی\u200cرضا', 'نیک\u200cنام'],
    ['right-to-left and left-to-right marks around digits', '\u200fعلي 10', 'Ali\u200e'],
    ['an emoji joined by zero-width joiners, and a flag', 'Noor \u{1F468}\u200d\u{1F469}\u200d\u{1F467}', 'Al-Shorta \u{1F1EE}\u{1F1F6}'],
  ])('keeps %s names exactly as written', async (_, firstName, lastName) => {
    const res = await register({ email: uniqueEmail('named'), password: PASSWORD, firstName, lastName }).expect(201);
    expect(res.body).toEqual(expect.objectContaining({ firstName, lastName }));
  });
});
