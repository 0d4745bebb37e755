import { unsafeHtmlFindings, XSS_PAYLOADS } from '@isl/test-support';
import type { ArticleDetailResponse, ArticlePage, CommentResponse } from '@isl/contracts';
import { BODY_LIMIT_BYTES } from '../src/create-app';
import { signUp, type SignedIn } from './support/accounts';
import { APPLICATION, newsroomCalls } from './support/newsroom';
import { startTestApp, TestApp } from './support/test-app';

// What users write comes back as the text it was, and the HTML rendered from Markdown runs nothing: the
// shared corpus (also used by the browser journeys) in every field people write, then input built to break
// the validation, each of which must get a 4xx with a message, never a 500.
let t: TestApp;
let calls: ReturnType<typeof newsroomCalls>;
let editor: SignedIn;
let journalist: SignedIn;
let fan: SignedIn;
let articleId: number;

beforeAll(async () => {
  // One journalist, editor and fan write the whole corpus within a minute or two: far more than a person writes,
  // so the ceiling on each account's writes is lifted here.
  t = await startTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  calls = newsroomCalls(t);
  editor = await signUp(t, { role: 'admin' });
  journalist = await signUp(t, { role: 'journalist' });
  fan = await signUp(t);
  articleId = (await calls.publish(journalist, editor, { title: 'Commented on', content: 'x' })).id;
});
afterAll(() => t?.close());

describe(`the XSS corpus (${XSS_PAYLOADS.length} payloads)`, () => {
  it.each(XSS_PAYLOADS)('%j: title, excerpt and comment come back as the text sent, the content as HTML that runs nothing', async (payload) => {
    const text = payload.trim();
    // A title is one line: the payloads written over several lines go in as one.
    const title = text.replace(/\s*\n\s*/g, ' ');
    const { id } = await calls.publish(journalist, editor, { title, excerpt: payload, content: payload });
    const article = (await calls.get(fan, `/api/articles/${id}`).expect(200)).body as ArticleDetailResponse;
    expect(article.title).toBe(title);
    expect(article.excerpt).toBe(text);
    expect(unsafeHtmlFindings(article.contentHtml)).toEqual([]);
    expect(article.contentHtml).not.toMatch(/<script/i);

    const listed = ((await calls.get(undefined, '/api/articles?limit=1').expect(200)).body as ArticlePage).items[0];
    expect(listed).toEqual(expect.objectContaining({ id, title, excerpt: text }));

    const comment = (await calls.post(fan, `/api/articles/${articleId}/comments`, { content: payload }).expect(201)).body as CommentResponse;
    expect(comment.content).toBe(text);
    await calls.post(editor, `/api/admin/comments/${comment.id}/approve`).expect(200);
    const shown = ((await calls.get(undefined, `/api/articles/${articleId}/comments`).expect(200)).body as CommentResponse[]).find((c) => c.id === comment.id);
    expect(shown?.content).toBe(text);
  });

  it('keeps a derived excerpt as text as well', async () => {
    const { id } = await calls.publish(journalist, editor, { title: 'No excerpt', content: XSS_PAYLOADS.join('\n\n') });
    const article = (await calls.get(fan, `/api/articles/${id}`).expect(200)).body as ArticleDetailResponse;
    expect(article.excerpt.length).toBeLessThanOrEqual(200);
    expect(unsafeHtmlFindings(article.contentHtml)).toEqual([]);
  });
});

describe('hostile input to the newsroom', () => {
  const expect4xx = async (res: { status: number; body: { message?: unknown } }) => {
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toEqual(expect.any(String));
  };

  it.each([
    ['title', '/api/articles', () => ({ title: 'Derby\u0000', content: 'x' })],
    ['content', '/api/articles', () => ({ title: 'Derby', content: 'x\u0000y' })],
    ['excerpt', '/api/articles', () => ({ title: 'Derby', content: 'x', excerpt: '\u0000' })],
    ['bio', '/api/journalists/apply', () => ({ ...APPLICATION, bio: `${APPLICATION.bio}\u0000` })],
    ['content', '/api/articles/:id/comments', () => ({ content: 'Nice\u0000' })],
  ])('refuses a NUL character in %s (%s) with 400 naming the field', async (field, route, body) => {
    const who = route === '/api/articles' ? journalist : await signUp(t);
    const res = await calls.post(who, route.replace(':id', String(articleId)), body()).expect(400);
    expect(res.body).toEqual(expect.objectContaining({ code: 'INVALID_CHARACTERS', message: `${field} must not contain a NUL character` }));
  });

  it.each([
    ['a 10,000-character title', '/api/articles', { title: 't'.repeat(10_000), content: 'x' }],
    ['a 1 MB content', '/api/articles', { title: 'T', content: 'c'.repeat(1_000_000) }],
    ['a 100,000-character comment', '/api/articles/:id/comments', { content: 'c'.repeat(100_000) }],
    ['a 100,000-character bio', '/api/journalists/apply', { ...APPLICATION, bio: 'b'.repeat(100_000) }],
    ['a body over the limit', '/api/articles', { title: 'T', content: 'c'.repeat(BODY_LIMIT_BYTES) }],
  ])('refuses %s with a 4xx', async (_, route, body) => {
    const who = route === '/api/articles' ? journalist : await signUp(t);
    await expect4xx(await calls.post(who, route.replace(':id', String(articleId)), body));
  });

  it.each<[string, string, 'post' | 'put' | 'patch', object]>([
    ['a number as title', '/api/articles', 'post', { title: 123, content: 'x' }],
    ['a list as title', '/api/articles', 'post', { title: ['a'], content: 'x' }],
    ['an object as content', '/api/articles', 'post', { title: 'T', content: { $ne: '' } }],
    ['text as isPublished', '/api/articles', 'post', { title: 'T', content: 'x', isPublished: 'yes' }],
    ['a number as isFeatured', '/api/articles', 'post', { title: 'T', content: 'x', isFeatured: 1 }],
    ['a list as category', '/api/articles', 'post', { title: 'T', content: 'x', category: ['news'] }],
    ['a number as the picture', '/api/articles', 'post', { title: 'T', content: 'x', featuredImageUrl: 42 }],
    ['a path outside uploads as the picture', '/api/articles', 'post', { title: 'T', content: 'x', featuredImageUrl: '/objects/../../etc/passwd' }],
    ['null as title on a change', '/api/articles/:mine', 'patch', { title: null }],
    ['text as a rating', '/api/articles/:id/rating', 'put', { rating: '5' }],
    ['a list as a rating', '/api/articles/:id/rating', 'put', { rating: [5] }],
    ['a number as experience', '/api/journalists/apply', 'post', { ...APPLICATION, experience: 5 }],
    ['a number as portfolio', '/api/journalists/apply', 'post', { ...APPLICATION, portfolio: 123 }],
    ['a portfolio of 600 characters', '/api/journalists/apply', 'post', { ...APPLICATION, portfolio: `https://example.com/${'p'.repeat(600)}` }],
    ['a number as a comment', '/api/articles/:id/comments', 'post', { content: 7 }],
  ])('refuses %s (400)', async (_, route, method, body) => {
    const mine = await calls.submit(journalist, { title: 'Draft', content: 'x', isPublished: false });
    const path = route.replace(':id', String(articleId)).replace(':mine', String(mine.id));
    // Writing articles is the journalist's; rating, commenting and applying a fan's.
    const who = route === '/api/articles' || route === '/api/articles/:mine' ? journalist : await signUp(t);
    const res = await calls[method](who, path, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expect.objectContaining({ code: 'VALIDATION_FAILED', message: expect.any(String) }));
  });

  it.each([
    ['text as the approval choice', '/api/admin/articles/:id/approve', { featured: 'yes' }],
    ['a number as the reason', '/api/admin/journalists/:id/reject', { reason: 5 }],
  ])('refuses %s from an editor (400)', async (_, route, body) => {
    const res = await calls.post(editor, route.replace(':id', '1'), body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it.each(['abc', '0', '99999999999', '1.5', '-1'])('refuses the article id %j (400)', async (id) => {
    expect((await calls.get(fan, `/api/articles/${id}`).expect(400)).body.message).toMatch(/^id must be /);
  });
});
