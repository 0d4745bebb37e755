import { ARTICLE_STATUS, ARTICLE_STATUSES, type UpdateArticleRequest } from '@isl/contracts';
import type { User } from '../../../identity';
import type { Article } from './article.entity';
import { applyAuthorChanges, canRead, canSeeSource, checkEditable, readerKey, submission, writesArticles } from './articles.service';

const now = new Date('2026-11-24T18:00:00Z');
const author = { id: 'author-1', role: 'journalist', isJournalistApproved: true } as User;
const fan = { id: 'fan-1', role: 'user', isJournalistApproved: false } as User;
const editor = { id: 'editor-1', role: 'admin', isJournalistApproved: false } as User;

/** The author's draft as the database holds it. */
const draft = (): Article =>
  ({
    id: 5,
    authorId: author.id,
    title: 'Derby day',
    slug: 'derby-day',
    content: 'Full house in Baghdad.',
    excerpt: 'A full house',
    category: 'news',
    language: 'en',
    featureRequested: false,
    status: ARTICLE_STATUS.draft,
    submittedAt: null,
  }) as Article;

describe('who writes and who reads an article', () => {
  it('lets only a journalist an editor approved write', () => {
    expect(writesArticles(author)).toBe(true);
    expect(writesArticles({ role: 'journalist', isJournalistApproved: false })).toBe(false);
    expect(writesArticles(fan)).toBe(false);
  });

  it('shows a published article to anyone, and any other only to its author and the editors', () => {
    const readers = [author, fan, editor, undefined];
    const canEachRead = (status: (typeof ARTICLE_STATUSES)[number]) => readers.map((reader) => canRead({ author_id: author.id, status }, reader));
    expect(canEachRead(ARTICLE_STATUS.published)).toEqual([true, true, true, true]);
    for (const status of [ARTICLE_STATUS.draft, ARTICLE_STATUS.pending, ARTICLE_STATUS.rejected]) expect(canEachRead(status)).toEqual([true, false, true, false]);
  });

  it('shows the source (Markdown) to the author and the editors only', () => {
    expect([author, fan, editor, undefined].map((viewer) => canSeeSource({ author_id: author.id }, viewer))).toEqual([true, false, true, false]);
  });
});

describe('changing an article', () => {
  it('lets only its author change it, and only as a draft or once rejected', () => {
    expect(() => checkEditable(draft(), author)).not.toThrow();
    expect(() => checkEditable({ ...draft(), status: ARTICLE_STATUS.rejected }, author)).not.toThrow();
    expect(() => checkEditable(draft(), fan)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() => checkEditable({ ...draft(), status: ARTICLE_STATUS.pending }, author)).toThrow(
      expect.objectContaining({ code: 'ARTICLE_NOT_EDITABLE', message: expect.stringContaining('waiting for review') }),
    );
    expect(() => checkEditable({ ...draft(), status: ARTICLE_STATUS.published }, author)).toThrow(
      expect.objectContaining({ code: 'ARTICLE_NOT_EDITABLE', message: expect.stringContaining('is published') }),
    );
  });

  it('submits an article into the queue from now, or keeps it a draft out of it', () => {
    expect(submission(true, now)).toEqual({ status: ARTICLE_STATUS.pending, submittedAt: now });
    expect(submission(false, now)).toEqual({ status: ARTICLE_STATUS.draft, submittedAt: null });
  });

  it('changes what the author sent: a new title brings its slug, a null excerpt removes it', () => {
    const article = draft();
    applyAuthorChanges(article, { title: 'Cup final', excerpt: null, category: 'analysis', language: 'ar', isFeatured: true }, now);
    expect(article).toEqual(
      expect.objectContaining({ title: 'Cup final', slug: 'cup-final', excerpt: null, category: 'analysis', language: 'ar', featureRequested: true, content: 'Full house in Baghdad.' }),
    );
  });

  it('leaves as they are the fields left out, and the category, language and switches sent as null', () => {
    const article = draft();
    // The request type has no nulls, but JSON bodies do: validation lets these through.
    const nulls = { category: null, language: null, isFeatured: null, isPublished: null } as unknown as UpdateArticleRequest;
    applyAuthorChanges(article, nulls, now);
    expect(article).toEqual(draft());
  });

  it('submits a draft or a rejected article with isPublished, and keeps it a draft with isPublished false', () => {
    const rejected = { ...draft(), status: ARTICLE_STATUS.rejected };
    applyAuthorChanges(rejected, { isPublished: true }, now);
    expect([rejected.status, rejected.submittedAt]).toEqual([ARTICLE_STATUS.pending, now]);
    const rejectedAgain = { ...draft(), status: ARTICLE_STATUS.rejected };
    applyAuthorChanges(rejectedAgain, { isPublished: false }, now);
    expect([rejectedAgain.status, rejectedAgain.submittedAt]).toEqual([ARTICLE_STATUS.draft, null]);
  });
});

describe('readerKey', () => {
  const secret = 'session secret of at least thirty-two characters';

  it('counts a signed-in reader by account, wherever they read from', () => {
    expect(readerKey({ user: fan, address: '10.0.0.1' }, secret)).toBe('user:fan-1');
    expect(readerKey({ user: fan, address: '10.0.0.2' }, secret)).toBe('user:fan-1');
  });

  it('counts a signed-out reader by a keyed hash of the address, which is never kept as it is', () => {
    const key = readerKey({ address: '10.0.0.1' }, secret);
    expect(key).toMatch(/^address:[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain('10.0.0.1');
    expect(readerKey({ address: '10.0.0.1' }, secret)).toBe(key);
    expect(readerKey({ address: '10.0.0.2' }, secret)).not.toBe(key);
    // Without the server's secret the hash of an address cannot be recomputed.
    expect(readerKey({ address: '10.0.0.1' }, 'another secret of at least thirty-two chars')).not.toBe(key);
  });
});
