import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_ARTICLE_IMAGES,
  type ArticleDetailResponse,
  type ArticlePage,
  type ArticleResponse,
  type ArticleReviewItem,
  type CommentResponse,
  type CommentReviewItem,
  type TopContributor,
  type UploadTicket,
} from '@isl/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { APP_ORIGIN, PASSWORD, signUp, uniqueIp, type SignedIn } from './support/accounts';
import { APPLICATION, newsroomCalls } from './support/newsroom';
import { MP4_BYTES, png } from './support/sample-files';
import { startTestApp, TestApp } from './support/test-app';

const uploadsDir = mkdtempSync(join(tmpdir(), 'isl-newsroom-'));
let t: TestApp;
let calls: ReturnType<typeof newsroomCalls>;
let editor: SignedIn;
let huda: SignedIn;
let omar: SignedIn;
let fan: SignedIn;
let applicant: SignedIn;

beforeAll(async () => {
  t = await startTestApp({ UPLOADS_DIR: uploadsDir });
  calls = newsroomCalls(t);
  editor = await signUp(t, { role: 'admin', firstName: 'Nadia' });
  huda = await signUp(t, { role: 'journalist', firstName: 'Huda' });
  omar = await signUp(t, { role: 'journalist', firstName: 'Omar' });
  fan = await signUp(t);
  applicant = await signUp(t);
  await calls.post(applicant, '/api/journalists/apply', APPLICATION).expect(201);
});
afterAll(async () => {
  await t?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const sql = <T = Record<string, unknown>>(app: TestApp, text: string, params: unknown[]) => app.app.get(DataSource).query<T[]>(text, params);
const read = async (who: SignedIn | undefined, id: number) => (await calls.get(who, `/api/articles/${id}`).expect(200)).body as ArticleDetailResponse;
const mine = async (who: SignedIn) => (await calls.get(who, '/api/articles/mine').expect(200)).body as ArticleResponse[];
const queue = async () => (await calls.get(editor, '/api/admin/articles/pending').expect(200)).body as ArticleReviewItem[];
const featured = async () => (await calls.get(undefined, '/api/articles/featured').expect(200)).body as ArticleResponse[];
const publicIds = async (query = '') => ((await calls.get(undefined, `/api/articles?limit=50${query}`).expect(200)).body as ArticlePage).items.map((a) => a.id);

describe('an article from draft to publication', () => {
  it('goes draft → pending → rejected (the reason shown to its author) → pending → published', async () => {
    const draft = (await calls.post(huda, '/api/articles', { title: '  Derby Day in Baghdad!  ', content: '# Derby\n\nAl-Zawraa **won**.' }).expect(201)).body as ArticleDetailResponse;
    expect(draft).toEqual(
      expect.objectContaining({
        slug: 'derby-day-in-baghdad',
        title: 'Derby Day in Baghdad!',
        authorId: huda.user.id,
        authorName: 'Huda',
        status: 'draft',
        category: 'news',
        language: 'en',
        isFeatured: false,
        featureRequested: false,
        views: 0,
        ratingAverage: 0,
        ratingCount: 0,
        publishedAt: null,
        excerpt: 'Derby Al-Zawraa won.',
        content: '# Derby\n\nAl-Zawraa **won**.',
        contentHtml: '<h2>Derby</h2>\n<p>Al-Zawraa <strong>won</strong>.</p>\n',
        featuredImageUrl: DEFAULT_ARTICLE_IMAGES.stadium,
        rejectionReason: null,
        reviewedAt: null,
      }),
    );
    const { id } = draft;
    // A draft is its author's (and editors') only.
    await calls.get(fan, `/api/articles/${id}`).expect(404);
    await calls.get(undefined, `/api/articles/${id}`).expect(404);
    await calls.get(omar, `/api/articles/${id}`).expect(404);
    expect((await read(editor, id)).content).toBe(draft.content);
    expect(await publicIds()).not.toContain(id);
    expect((await queue()).map((a) => a.id)).not.toContain(id);

    const submitted = (await calls.patch(huda, `/api/articles/${id}`, { isPublished: true }).expect(200)).body as ArticleDetailResponse;
    expect(submitted.status).toBe('pending');
    const inQueue = (await queue()).find((a) => a.id === id);
    expect(inQueue).toEqual(expect.objectContaining({ status: 'pending', content: draft.content, contentHtml: draft.contentHtml, authorName: 'Huda' }));
    expect((await calls.patch(huda, `/api/articles/${id}`, { title: 'Changed while waiting' }).expect(409)).body.code).toBe('ARTICLE_NOT_EDITABLE');

    await calls.post(editor, `/api/admin/articles/${id}/reject`, { reason: 'Name the scorers.' }).expect(200);
    expect((await mine(huda)).find((a) => a.id === id)).toEqual(expect.objectContaining({ status: 'rejected', rejectionReason: 'Name the scorers.', reviewedAt: expect.any(String) }));
    expect((await calls.post(editor, `/api/admin/articles/${id}/reject`, {}).expect(409)).body.code).toBe('ALREADY_DECIDED');
    await calls.get(fan, `/api/articles/${id}`).expect(404);

    const edited = (await calls.patch(huda, `/api/articles/${id}`, { content: 'Al-Zawraa won 2-1: goals by Ali and Hassan.' }).expect(200)).body as ArticleDetailResponse;
    expect(edited).toEqual(expect.objectContaining({ status: 'rejected', rejectionReason: 'Name the scorers.' }));
    await calls.patch(huda, `/api/articles/${id}`, { isPublished: true }).expect(200);
    const published = (await calls.post(editor, `/api/admin/articles/${id}/approve`).expect(200)).body as ArticleReviewItem;
    expect(published).toEqual(expect.objectContaining({ status: 'published', publishedAt: expect.any(String), rejectionReason: null, isFeatured: false }));
    expect((await calls.post(editor, `/api/admin/articles/${id}/approve`).expect(409)).body.code).toBe('ALREADY_DECIDED');

    expect(await publicIds()).toContain(id);
    const asFan = await read(fan, id);
    expect(asFan).toEqual(expect.objectContaining({ status: 'published', content: null, featuredImagePath: null, contentHtml: '<p>Al-Zawraa won 2-1: goals by Ali and Hassan.</p>\n' }));
    expect((await calls.patch(huda, `/api/articles/${id}`, { title: 'Rewritten' }).expect(409)).body.code).toBe('ARTICLE_NOT_EDITABLE');
    expect((await calls.delete(huda, `/api/articles/${id}`).expect(409)).body.code).toBe('ARTICLE_NOT_EDITABLE');
  });

  it('is submitted for review, never published, by its author', async () => {
    const article = await calls.submit(huda, { title: 'Straight to print?', content: 'No.' });
    expect(article.status).toBe('pending');
    expect(await publicIds()).not.toContain(article.id);
    // No field lets an author set the status.
    expect((await calls.post(huda, '/api/articles', { title: 'x', content: 'y', status: 'published' }).expect(400)).body.message).toContain('property status should not exist');
    expect((await calls.patch(huda, `/api/articles/${article.id}`, { publishedAt: new Date().toISOString() }).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('is written by approved journalists only: a fan, a pending applicant and an editor get 403', async () => {
    for (const who of [fan, applicant, editor]) {
      expect((await calls.post(who, '/api/articles', { title: 'Mine', content: 'Text' }).expect(403)).body.code).toBe('FORBIDDEN');
    }
    await calls.post(undefined, '/api/articles', { title: 'Mine', content: 'Text' }).expect(401);
  });

  it("cannot be changed or deleted by another journalist (403), and goes when its author deletes it", async () => {
    const { id } = await calls.submit(huda, { title: 'Hers', content: 'Text', isPublished: false });
    expect((await calls.patch(omar, `/api/articles/${id}`, { title: 'His now' }).expect(403)).body.code).toBe('FORBIDDEN');
    expect((await calls.delete(omar, `/api/articles/${id}`).expect(403)).body.code).toBe('FORBIDDEN');
    expect((await calls.patch(omar, '/api/articles/2147483647', { title: 'x' }).expect(404)).body.code).toBe('ARTICLE_NOT_FOUND');
    await calls.delete(huda, `/api/articles/${id}`).expect(204);
    await calls.get(huda, `/api/articles/${id}`).expect(404);
  });

  it.each([
    ['a blank title', { title: '   ', content: 'Text' }, 'title must not be blank. Please fill in title and content fields.'],
    ['a blank content', { title: 'Title', content: ' \n ' }, 'content must not be blank. Please fill in title and content fields.'],
    ['no title', { content: 'Text' }, 'title is required'],
    ['a title over 200 characters', { title: 't'.repeat(201), content: 'Text' }, 'title must be at most 200 characters'],
    ['an excerpt over 500 characters', { title: 'T', content: 'Text', excerpt: 'e'.repeat(501) }, 'excerpt must be at most 500 characters'],
    ['content over 50,000 characters', { title: 'T', content: 'c'.repeat(50_001) }, 'content must be at most 50000 characters'],
    ['an unknown category', { title: 'T', content: 'Text', category: 'gossip' }, 'category must be one of news, analysis, opinion, youth, fan-culture'],
    ['an unknown language', { title: 'T', content: 'Text', language: 'fr' }, 'language must be one of en, ar, ku'],
    ['a picture that is a URL', { title: 'T', content: 'Text', featuredImageUrl: 'https://evil.example/x.png' }, 'featuredImageUrl must be the objectPath of an upload'],
  ])('refuses %s (400)', async (_, body, message) => {
    const res = await calls.post(huda, '/api/articles', body).expect(400);
    expect(res.body).toEqual(expect.objectContaining({ code: 'VALIDATION_FAILED', message: expect.stringContaining(message) }));
  });

  it("takes its language from the request's Accept-Language unless it names one, and keeps the author's excerpt as text", async () => {
    const res = await calls.post(huda, '/api/articles', { title: 'ديربي بغداد', content: 'نص', excerpt: '  <b>Bold</b> claims  ' }).set('accept-language', 'ar-IQ,ar;q=0.9,en;q=0.8').expect(201);
    expect(res.body).toEqual(expect.objectContaining({ language: 'ar', slug: '', excerpt: '<b>Bold</b> claims' }));
    const named = await calls.post(huda, '/api/articles', { title: 'Kurdish', content: 'Text', language: 'ku' }).set('accept-language', 'ar').expect(201);
    expect(named.body.language).toBe('ku');
  });
});

describe('featured articles', () => {
  it('need an editor: asking alone shows nothing, and the editor may say no', async () => {
    const asked = await calls.submit(omar, { title: 'Feature me', content: 'Please', isFeatured: true });
    expect(asked).toEqual(expect.objectContaining({ featureRequested: true, isFeatured: false }));
    expect((await featured()).map((a) => a.id)).not.toContain(asked.id);
    const declined = (await calls.post(editor, `/api/admin/articles/${asked.id}/approve`, { featured: false }).expect(200)).body as ArticleReviewItem;
    expect(declined).toEqual(expect.objectContaining({ status: 'published', isFeatured: false, featureRequested: true }));
    expect((await featured()).map((a) => a.id)).not.toContain(asked.id);
  });

  it('are at most 2, newest first: the author\'s request by default, or the editor\'s choice', async () => {
    const first = await calls.publish(huda, editor, { title: 'Featured one', content: 'x', isFeatured: true });
    const second = await calls.publish(omar, editor, { title: 'Featured two', content: 'x' }, { featured: true });
    const third = await calls.publish(huda, editor, { title: 'Featured three', content: 'x', isFeatured: true });
    expect([first, second, third].map((a) => a.isFeatured)).toEqual([true, true, true]);
    expect((await featured()).map((a) => a.id)).toEqual([third.id, second.id]);
  });
});

describe('GET /api/articles', () => {
  it("puts the reader's language first, newest first within each, page by page", async () => {
    const category = 'youth';
    const en1 = await calls.publish(huda, editor, { title: 'Youth en 1', content: 'x', category, language: 'en' });
    const ar1 = await calls.publish(omar, editor, { title: 'Youth ar 1', content: 'x', category, language: 'ar' });
    const en2 = await calls.publish(huda, editor, { title: 'Youth en 2', content: 'x', category, language: 'en' });
    const ku1 = await calls.publish(omar, editor, { title: 'Youth ku 1', content: 'x', category, language: 'ku' });
    const ar2 = await calls.publish(huda, editor, { title: 'Youth ar 2', content: 'x', category, language: 'ar' });
    await calls.submit(huda, { title: 'Youth pending', content: 'x', category, language: 'ar' });

    expect(await publicIds(`&category=${category}&language=ar`)).toEqual([ar2.id, ar1.id, ku1.id, en2.id, en1.id]);
    expect(await publicIds(`&category=${category}&language=en`)).toEqual([en2.id, en1.id, ar2.id, ku1.id, ar1.id]);
    const byHeader = (await calls.get(undefined, `/api/articles?category=${category}`).set('accept-language', 'ku,en;q=0.5').expect(200)).body as ArticlePage;
    expect(byHeader.items.map((a) => a.id)).toEqual([ku1.id, ar2.id, en2.id, ar1.id, en1.id]);
    expect(byHeader).toEqual(expect.objectContaining({ page: 1, limit: 6, total: 5 }));
    // English when the reader says nothing.
    expect(await publicIds(`&category=${category}`)).toEqual([en2.id, en1.id, ar2.id, ku1.id, ar1.id]);

    const page2 = (await calls.get(undefined, `/api/articles?category=${category}&language=ar&limit=2&page=2`).expect(200)).body as ArticlePage;
    expect(page2).toEqual(expect.objectContaining({ page: 2, limit: 2, total: 5 }));
    expect(page2.items.map((a) => a.id)).toEqual([ku1.id, en2.id]);
    // Lists carry no body: only the card's fields.
    expect(page2.items[0]).not.toHaveProperty('content');
    expect(page2.items[0]).not.toHaveProperty('contentHtml');
  });

  it.each(['limit=0', 'limit=51', 'page=0', 'category=gossip', 'language=fr'])('refuses %s (400)', async (query) => {
    await calls.get(undefined, `/api/articles?${query}`).expect(400);
  });
});

describe('views', () => {
  it('count once per reader per day: signed in by account, signed out by address', async () => {
    const { id } = await calls.publish(huda, editor, { title: 'Viewed', content: 'x' });
    const other = await signUp(t);
    expect((await read(fan, id)).views).toBe(1);
    expect((await read(fan, id)).views).toBe(1);
    expect((await read(other, id)).views).toBe(2);
    const anonymous = (address: string) => calls.get(undefined, `/api/articles/${id}`).set('x-forwarded-for', address).expect(200);
    await anonymous('10.99.0.1');
    expect((await anonymous('10.99.0.1')).body.views).toBe(3);
    expect((await anonymous('10.99.0.2')).body.views).toBe(4);
    // The same reader reading at once, 20 times: one view.
    const reader = await signUp(t);
    await Promise.all(Array.from({ length: 20 }, () => calls.get(reader, `/api/articles/${id}`).expect(200)));
    expect((await read(editor, id)).views).toBe(6);
    // No address is stored: only a keyed hash of it.
    const keys = await sql<{ reader_key: string }>(t, `SELECT reader_key FROM article_views WHERE article_id = $1`, [id]);
    expect(keys.map((row) => row.reader_key).join(' ')).not.toContain('10.99.0');
  });

  it('are not counted for drafts read by their author', async () => {
    const { id } = await calls.submit(huda, { title: 'Unseen', content: 'x' });
    await read(huda, id);
    expect((await read(huda, id)).views).toBe(0);
  });
});

describe('ratings', () => {
  it('are 1-5, one per fan (rating again replaces it), shown as an average to 1 decimal', async () => {
    const { id } = await calls.publish(huda, editor, { title: 'Rated', content: 'x' });
    const [a, b, c] = [fan, await signUp(t), await signUp(t)];
    expect((await calls.put(a, `/api/articles/${id}/rating`, { rating: 5 }).expect(200)).body).toEqual({ ratingAverage: 5, ratingCount: 1, myRating: 5 });
    await calls.put(b, `/api/articles/${id}/rating`, { rating: 4 }).expect(200);
    expect((await calls.put(c, `/api/articles/${id}/rating`, { rating: 4 }).expect(200)).body).toEqual({ ratingAverage: 4.3, ratingCount: 3, myRating: 4 });
    expect((await calls.put(a, `/api/articles/${id}/rating`, { rating: 1 }).expect(200)).body).toEqual({ ratingAverage: 3, ratingCount: 3, myRating: 1 });
    expect(await read(a, id)).toEqual(expect.objectContaining({ ratingAverage: 3, ratingCount: 3, myRating: 1 }));
    expect((await read(undefined, id)).myRating).toBeNull();
  });

  it.each([0, 6, 4.5, '5', null])('refuses %j (400)', async (rating) => {
    const { id } = await calls.publish(huda, editor, { title: 'Rated badly', content: 'x' });
    expect((await calls.put(fan, `/api/articles/${id}/rating`, { rating }).expect(400)).body.message).toContain('rating');
  });

  it('are not for unpublished articles (404) nor for their own author (403)', async () => {
    const pending = await calls.submit(huda, { title: 'Not yet', content: 'x' });
    expect((await calls.put(fan, `/api/articles/${pending.id}/rating`, { rating: 5 }).expect(404)).body.code).toBe('ARTICLE_NOT_FOUND');
    const published = await calls.publish(huda, editor, { title: 'Self-rated', content: 'x' });
    expect((await calls.put(huda, `/api/articles/${published.id}/rating`, { rating: 5 }).expect(403)).body.code).toBe('FORBIDDEN');
  });
});

describe('comments', () => {
  it('wait for an editor: the writer sees theirs as awaiting approval, others see it once approved', async () => {
    const { id } = await calls.publish(huda, editor, { title: 'Discussed', content: 'x' });
    const other = await signUp(t, { firstName: 'Karim' });
    const comments = async (who: SignedIn | undefined) => (await calls.get(who, `/api/articles/${id}/comments`).expect(200)).body as CommentResponse[];
    const posted = (await calls.post(fan, `/api/articles/${id}/comments`, { content: '  <b>Great</b> & true  ' }).expect(201)).body as CommentResponse;
    expect(posted).toEqual({ id: expect.any(Number), articleId: id, authorName: 'Sami', authorImageUrl: null, content: '<b>Great</b> & true', isApproved: false, createdAt: expect.any(String), mine: true });
    expect(await comments(fan)).toEqual([posted]);
    expect(await comments(other)).toEqual([]);
    expect(await comments(undefined)).toEqual([]);

    const rejected = (await calls.post(other, `/api/articles/${id}/comments`, { content: 'Spam' }).expect(201)).body as CommentResponse;
    const pending = (await calls.get(editor, '/api/admin/comments/pending').expect(200)).body as CommentReviewItem[];
    expect(pending.filter((c) => c.articleId === id)).toEqual([
      expect.objectContaining({ id: posted.id, content: '<b>Great</b> & true', articleTitle: 'Discussed' }),
      expect.objectContaining({ id: rejected.id, content: 'Spam' }),
    ]);
    expect((await calls.post(editor, `/api/admin/comments/${posted.id}/approve`).expect(200)).body).toEqual(expect.objectContaining({ isApproved: true }));
    await calls.post(editor, `/api/admin/comments/${rejected.id}/reject`).expect(200);
    expect((await calls.post(editor, `/api/admin/comments/${rejected.id}/approve`).expect(409)).body.code).toBe('ALREADY_DECIDED');
    expect((await calls.post(editor, '/api/admin/comments/2147483647/approve').expect(404)).body.code).toBe('COMMENT_NOT_FOUND');

    expect(await comments(undefined)).toEqual([{ ...posted, isApproved: true, mine: false }]);
    expect(await comments(other)).toEqual([{ ...posted, isApproved: true, mine: false }]);
    expect(await comments(fan)).toEqual([{ ...posted, isApproved: true }]);
  });

  it.each([
    ['blank', { content: '   ' }, 'content must not be blank'],
    ['over 2,000 characters', { content: 'c'.repeat(2001) }, 'content must be at most 2000 characters'],
    ['not text', { content: 42 }, 'content must be text'],
  ])('refuses a %s comment (400)', async (_, body, message) => {
    const { id } = await calls.publish(huda, editor, { title: 'Commented', content: 'x' });
    expect((await calls.post(fan, `/api/articles/${id}/comments`, body).expect(400)).body.message).toContain(message);
  });

  it('are only on published articles (404)', async () => {
    const { id } = await calls.submit(huda, { title: 'Quiet', content: 'x' });
    expect((await calls.post(fan, `/api/articles/${id}/comments`, { content: 'First!' }).expect(404)).body.code).toBe('ARTICLE_NOT_FOUND');
    await calls.get(fan, `/api/articles/${id}/comments`).expect(404);
  });
});

describe("an article's picture", () => {
  const upload = async (who: SignedIn, file: Buffer, contentType: string, complete = true): Promise<string> => {
    const ticket = (await calls.post(who, '/api/objects/upload-public', { fileName: 'media-1' }).expect(201)).body as UploadTicket;
    if (complete) {
      await request(t.app.getHttpServer()).put(ticket.uploadURL).set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).set('cookie', who.cookie).set('content-type', contentType).send(file).expect(200);
    }
    return ticket.objectPath;
  };

  it("is the category's default picture when the author attaches none", async () => {
    const analysis = await calls.submit(huda, { title: 'Tactics', content: 'x', category: 'analysis' });
    expect(analysis).toEqual(expect.objectContaining({ featuredImageUrl: DEFAULT_ARTICLE_IMAGES.tactical, thumbnailUrl: DEFAULT_ARTICLE_IMAGES.tactical }));
    expect((await calls.submit(huda, { title: 'Fans', content: 'x', category: 'fan-culture' })).featuredImageUrl).toBe(DEFAULT_ARTICLE_IMAGES.fans);
  });

  it("is the author's own processed image upload, kept from the sweeper, replaced or removed while a draft", async () => {
    const objectPath = await upload(huda, await png(1600, 900), 'image/png');
    const article = (await calls.post(huda, '/api/articles', { title: 'Pictured', content: 'x', featuredImageUrl: objectPath }).expect(201)).body as ArticleDetailResponse;
    expect(article).toEqual(
      expect.objectContaining({
        featuredImageUrl: expect.stringMatching(/^\/media\/media\/[0-9a-f]{32}-1200\.webp$/),
        thumbnailUrl: expect.stringMatching(/^\/media\/media\/[0-9a-f]{32}-400\.webp$/),
        featuredImagePath: objectPath,
      }),
    );
    await calls.get(undefined, article.featuredImageUrl).expect(200);
    const attached = async (path: string) => (await sql<{ attached: boolean }>(t, `SELECT attached_at IS NOT NULL AS attached FROM uploads WHERE id = $1`, [path.split('/').pop()]))[0].attached;
    expect(await attached(objectPath)).toBe(true);
    // One picture, one article.
    expect((await calls.post(huda, '/api/articles', { title: 'Same picture', content: 'x', featuredImageUrl: objectPath }).expect(409)).body.code).toBe('CONFLICT');

    const replacement = await upload(huda, await png(800, 600), 'image/png');
    await calls.patch(huda, `/api/articles/${article.id}`, { featuredImageUrl: replacement }).expect(200);
    expect([await attached(objectPath), await attached(replacement)]).toEqual([false, true]);
    const removed = (await calls.patch(huda, `/api/articles/${article.id}`, { featuredImageUrl: null }).expect(200)).body as ArticleDetailResponse;
    expect(removed.featuredImageUrl).toBe(DEFAULT_ARTICLE_IMAGES.stadium);
    expect(await attached(replacement)).toBe(false);
  });

  it("refuses someone else's upload (404), one not yet processed (409) and a video (415)", async () => {
    const hers = await upload(huda, await png(100, 100), 'image/png');
    expect((await calls.post(omar, '/api/articles', { title: 'T', content: 'x', featuredImageUrl: hers }).expect(404)).body.code).toBe('UPLOAD_NOT_FOUND');
    const unfinished = await upload(omar, Buffer.alloc(0), 'image/png', false);
    expect((await calls.post(omar, '/api/articles', { title: 'T', content: 'x', featuredImageUrl: unfinished }).expect(409)).body.code).toBe('UPLOAD_NOT_PROCESSED');
    const video = await upload(omar, MP4_BYTES, 'video/mp4');
    expect((await calls.post(omar, '/api/articles', { title: 'T', content: 'x', featuredImageUrl: video }).expect(415)).body.code).toBe('UPLOAD_TYPE_NOT_ALLOWED');
  });
});

describe('GET /api/journalists/top', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await startTestApp();
  });
  afterAll(() => fresh?.close());

  it('ranks approved journalists by published articles, then average rating (1 decimal, 0 when none), never with an e-mail', async () => {
    const on = newsroomCalls(fresh);
    const boss = await signUp(fresh, { role: 'admin' });
    const raters = await Promise.all(Array.from({ length: 3 }, () => signUp(fresh)));
    const journalist = (firstName: string) => signUp(fresh, { role: 'journalist', firstName });
    const [amal, bilal, dana, emad, farah, ghazi] = [await journalist('Amal'), await journalist('Bilal'), await journalist('Dana'), await journalist('Emad'), await journalist('Farah'), await journalist('Ghazi')];
    const publishAndRate = async (author: SignedIn, ratings: number[]) => {
      const { id } = await on.publish(author, boss, { title: 'Piece', content: 'x' });
      for (const [i, rating] of ratings.entries()) await on.put(raters[i], `/api/articles/${id}/rating`, { rating }).expect(200);
    };
    // Amal: 3 published, ratings 5, 4 and 3: 4.0.
    await publishAndRate(amal, [5, 4]);
    await publishAndRate(amal, [3]);
    await publishAndRate(amal, []);
    // Bilal: 3 published, ratings 5, 5, 4: 4.666… shown 4.7, ranked above Amal.
    await publishAndRate(bilal, [5, 5, 4]);
    await publishAndRate(bilal, []);
    await publishAndRate(bilal, []);
    // Dana: 1 published, not rated: 0. Her rated draft does not count.
    await publishAndRate(dana, []);
    const draft = await on.submit(dana, { title: 'Draft', content: 'x' });
    await sql(fresh, `INSERT INTO article_ratings (article_id, user_id, rating) VALUES ($1, $2, 1)`, [draft.id, raters[0].user.id]);
    // Emad: 2 published, ratings 1 and 2: 1.5.
    await publishAndRate(emad, [1]);
    await publishAndRate(emad, [2]);
    // Farah: 1 published, rated 5 (changed from 1): ranked above Dana's 0.
    await publishAndRate(farah, [1]);
    const [farahs] = (await on.get(farah, '/api/articles/mine').expect(200)).body as ArticleResponse[];
    await on.put(raters[0], `/api/articles/${farahs.id}/rating`, { rating: 5 }).expect(200);
    // Ghazi: nothing published: sixth, so not shown.
    await on.submit(ghazi, { title: 'Pending', content: 'x' });

    const res = await on.get(undefined, '/api/journalists/top').expect(200);
    expect(res.body as TopContributor[]).toEqual([
      { id: bilal.user.id, displayName: 'Bilal', profileImageUrl: null, articleCount: 3, avgRating: 4.7 },
      { id: amal.user.id, displayName: 'Amal', profileImageUrl: null, articleCount: 3, avgRating: 4 },
      { id: emad.user.id, displayName: 'Emad', profileImageUrl: null, articleCount: 2, avgRating: 1.5 },
      { id: farah.user.id, displayName: 'Farah', profileImageUrl: null, articleCount: 1, avgRating: 5 },
      { id: dana.user.id, displayName: 'Dana', profileImageUrl: null, articleCount: 1, avgRating: 0 },
    ]);
    expect(res.text).not.toContain('@');
  });
});

describe('deleting an account', () => {
  it("deletes the person's application, articles and comments; their ratings stay, nameless", async () => {
    const leaving = await signUp(t, { firstName: 'Leila' });
    await calls.post(leaving, '/api/journalists/apply', APPLICATION).expect(201);
    const [application] = await sql<{ id: number }>(t, `SELECT id FROM journalist_applications WHERE user_id = $1`, [leaving.user.id]);
    await calls.post(editor, `/api/admin/journalists/${application.id}/approve`).expect(200);
    const own = await calls.publish(leaving, editor, { title: 'Farewell', content: 'x' });
    const others = await calls.publish(huda, editor, { title: 'Still here', content: 'x' });
    const comment = (await calls.post(leaving, `/api/articles/${others.id}/comments`, { content: 'Bye' }).expect(201)).body as CommentResponse;
    await calls.put(leaving, `/api/articles/${others.id}/rating`, { rating: 2 }).expect(200);

    await calls.delete(leaving, '/api/auth/user').send({ password: PASSWORD }).expect(204);
    await calls.get(undefined, `/api/articles/${own.id}`).expect(404);
    expect(await sql(t, `SELECT 1 FROM journalist_applications WHERE user_id = $1`, [leaving.user.id])).toEqual([]);
    expect(await sql(t, `SELECT 1 FROM comments WHERE id = $1`, [comment.id])).toEqual([]);
    expect(await read(fan, others.id)).toEqual(expect.objectContaining({ ratingCount: 1, ratingAverage: 2 }));
  });
});
