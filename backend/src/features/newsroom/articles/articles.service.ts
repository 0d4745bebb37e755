import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import {
  ARTICLE_STATUS,
  ARTICLES_PAGE_SIZE,
  FEATURED_ARTICLES_LIMIT,
  LEAGUE_TIME_ZONE,
  slugOf,
  type ArticleDetailResponse,
  type ArticleListQuery,
  type ArticlePage,
  type ArticleRatingResponse,
  type ArticleRequest,
  type ArticleResponse,
  type ArticleReviewItem,
  type Language,
  type UpdateArticleRequest,
} from '@isl/contracts';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { alreadyDecided } from '../journalists/journalists.errors';
import { recordInOutbox } from '../../../platform/outbox/outbox';
import { OutboxRelay } from '../../../platform/outbox/outbox-relay.service';
import { PublicReadChanges } from '../../../platform/outbox/public-read-changes';
import { UploadsService } from '../../uploads';
import type { User } from '../../../identity';
import { articleDecisionMail } from '../decisions-told';
import { articleSelect, EXCERPT_SOURCE_LENGTH, toArticleDetail, toArticleResponse, type ArticleRow } from './article.response';
import { Article } from './article.entity';
import { articleNotEditable, articleNotFound, notAnApprovedJournalist, notYourArticle, pictureInUse, ratingOwnArticle } from './articles.errors';

/** PostgreSQL's unique_violation: here, a picture another article already uses (UQ_articles_featured_upload). */
const UNIQUE_VIOLATION = '23505';

/** Who reads an article: the account, if signed in, and the client's address (for a signed-out reader's view). */
export interface Reader {
  user?: User;
  address: string;
}

export type ArticleDecision = { approve: true; featured?: boolean } | { approve: false; reason: string | null };

const EDITABLE = new Set<string>([ARTICLE_STATUS.draft, ARTICLE_STATUS.rejected]);

/**
 * Articles from a journalist's draft to publication. Authors write drafts and submit them (pending); editors
 * publish or reject them; only published articles are public. Views count once per reader and day.
 */
@Injectable()
export class ArticlesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uploads: UploadsService,
    private readonly publicReads: PublicReadChanges,
    private readonly outbox: OutboxRelay,
  ) {}

  /** Published articles, the reader's language first, newest first within each. */
  async list(query: ArticleListQuery, language: Language): Promise<ArticlePage> {
    const page = query.page ?? 1;
    const limit = query.limit ?? ARTICLES_PAGE_SIZE;
    const where = `a.status = '${ARTICLE_STATUS.published}' AND ($1::text IS NULL OR a.category = $1)`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<ArticleRow[]>(
        `${articleSelect(EXCERPT_SOURCE_LENGTH)} WHERE ${where} ORDER BY (a.language = $2) DESC, a.published_at DESC, a.id DESC LIMIT $3 OFFSET $4`,
        [query.category ?? null, language, limit, (page - 1) * limit],
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM articles a WHERE ${where}`, [query.category ?? null]),
    ]);
    return { items: rows.map(toArticleResponse), page, limit, total };
  }

  /** At most FEATURED_ARTICLES_LIMIT published articles an editor featured, newest first. */
  async featured(): Promise<ArticleResponse[]> {
    const rows = await this.dataSource.query<ArticleRow[]>(
      `${articleSelect(EXCERPT_SOURCE_LENGTH)} WHERE a.status = '${ARTICLE_STATUS.published}' AND a.is_featured ORDER BY a.published_at DESC, a.id DESC LIMIT $1`,
      [FEATURED_ARTICLES_LIMIT],
    );
    return rows.map(toArticleResponse);
  }

  /** One published article as lists show it (no content, no view counted): what its page head and share image say. */
  async summary(id: number): Promise<ArticleResponse> {
    const [row] = await this.dataSource.query<ArticleRow[]>(`${articleSelect(EXCERPT_SOURCE_LENGTH)} WHERE a.id = $1 AND a.status = '${ARTICLE_STATUS.published}'`, [id]);
    if (!row) throw articleNotFound();
    return toArticleResponse(row);
  }

  /** The author's own articles in every status, newest first. */
  async mine(userId: string): Promise<ArticleResponse[]> {
    const rows = await this.dataSource.query<ArticleRow[]>(`${articleSelect(EXCERPT_SOURCE_LENGTH)} WHERE a.author_id = $1 ORDER BY a.created_at DESC, a.id DESC`, [userId]);
    return rows.map(toArticleResponse);
  }

  /**
   * One article: published ones for anyone, counting the reader's view (once a day); others only for their
   * author and editors (404 for anyone else, as if there were none).
   */
  async read(id: number, reader: Reader): Promise<ArticleDetailResponse> {
    const row = await this.row(id);
    if (!row || !canRead(row, reader.user)) throw articleNotFound();
    if (row.status === ARTICLE_STATUS.published) row.views = (await this.countView(id, readerKey(reader, this.config.sessionSecret))) ?? row.views;
    return toArticleDetail(row, { withSource: canSeeSource(row, reader.user), myRating: reader.user ? await this.ratingOf(id, reader.user.id) : null });
  }

  async create(author: User, request: ArticleRequest, language: Language): Promise<ArticleDetailResponse> {
    if (!writesArticles(author)) throw notAnApprovedJournalist();
    const id = await this.writing(async (manager) => {
      const picture = request.featuredImageUrl ? await this.uploads.attachMediaPicture(author.id, request.featuredImageUrl, manager) : null;
      const article = await manager.save(
        manager.create(Article, {
          authorId: author.id,
          title: request.title,
          slug: slugOf(request.title),
          content: request.content,
          excerpt: request.excerpt ?? null,
          category: request.category ?? 'news',
          language: request.language ?? language,
          featuredUploadId: picture?.id ?? null,
          featureRequested: request.isFeatured ?? false,
          ...submission(request.isPublished ?? false, new Date()),
        }),
      );
      return article.id;
    });
    return this.detailFor(id, author);
  }

  /** The author changes a draft or rejected article; `isPublished: true` submits it again. */
  async update(author: User, id: number, request: UpdateArticleRequest): Promise<ArticleDetailResponse> {
    await this.writing(async (manager) => {
      const article = await this.editable(manager, author, id);
      applyAuthorChanges(article, request, new Date());
      if (request.featuredImageUrl !== undefined) {
        const picture = request.featuredImageUrl ? await this.uploads.attachMediaPicture(author.id, request.featuredImageUrl, manager) : null;
        if (article.featuredUploadId && article.featuredUploadId !== picture?.id) await this.uploads.detach(article.featuredUploadId, manager);
        article.featuredUploadId = picture?.id ?? null;
      }
      await manager.save(article);
    });
    return this.detailFor(id, author);
  }

  async delete(author: User, id: number): Promise<void> {
    await this.writing(async (manager) => {
      const article = await this.editable(manager, author, id);
      if (article.featuredUploadId) await this.uploads.detach(article.featuredUploadId, manager);
      await manager.delete(Article, { id });
    });
  }

  /** The editors' queue: submitted articles in full, oldest submission first. */
  async pending(): Promise<ArticleReviewItem[]> {
    const rows = await this.dataSource.query<ArticleRow[]>(`${articleSelect(null)} WHERE a.status = '${ARTICLE_STATUS.pending}' ORDER BY a.submitted_at, a.id`);
    return rows.map((row) => toArticleDetail(row, { withSource: true, myRating: null }));
  }

  /**
   * An editor publishes or rejects a pending article, once (409 ALREADY_DECIDED after that), and its author
   * hears by mail. Publishing features it when the editor says so, by default when the author asked.
   */
  async decide(id: number, editor: User, decision: ArticleDecision): Promise<ArticleReviewItem> {
    const changes = decision.approve
      ? { status: ARTICLE_STATUS.published, publishedAt: () => 'now()', isFeatured: decision.featured ?? (() => 'feature_requested'), rejectionReason: null }
      : { status: ARTICLE_STATUS.rejected, rejectionReason: decision.reason };
    // Only a publication changes what the public lists show.
    const { affected } = await this.publicReads.write(this.dataSource.manager, decision.approve ? ['articles'] : [], async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Article)
        .set({ ...changes, reviewedAt: () => 'now()', reviewedBy: editor.id })
        .where('id = :id AND status = :pending', { id, pending: ARTICLE_STATUS.pending })
        .execute();
      if (result.affected) await recordInOutbox(manager, [articleDecisionMail(id, decision.approve, decision.approve ? null : decision.reason)]);
      return result;
    });
    if (!affected) throw (await this.dataSource.getRepository(Article).existsBy({ id })) ? alreadyDecided('article') : articleNotFound();
    this.outbox.wake();
    return this.detailFor(id, editor);
  }

  /** A fan rates a published article 1-5 (not their own); rating again replaces the rating. */
  async rate(user: User, id: number, rating: number): Promise<ArticleRatingResponse> {
    const article = await this.dataSource.getRepository(Article).findOne({ where: { id, status: ARTICLE_STATUS.published }, select: { id: true, authorId: true } });
    if (!article) throw articleNotFound();
    if (article.authorId === user.id) throw ratingOwnArticle();
    const [totals] = await this.publicReads.write(this.dataSource.manager, ['articles'], (manager) => manager.query<{ average: string; count: number }[]>(
      `WITH rated AS (
         INSERT INTO article_ratings (article_id, user_id, rating) VALUES ($1, $2, $3)
         ON CONFLICT (article_id, user_id) DO UPDATE SET rating = EXCLUDED.rating, updated_at = now()
         RETURNING user_id, rating)
       SELECT round(avg(rating), 1)::text AS average, count(*)::int AS count
       FROM (SELECT rating FROM article_ratings WHERE article_id = $1 AND user_id <> $2 UNION ALL SELECT rating FROM rated) ratings`,
      [id, user.id, rating],
    ));
    return { ratingAverage: Number(totals.average), ratingCount: totals.count, myRating: rating };
  }

  /**
   * Counts a view unless the reader already viewed the article today (in the league's time zone): the insert
   * of the (article, reader, day) key and the increment are one statement, so parallel reads by one reader
   * count once. Answers the new count, or undefined when this view was not counted.
   */
  private async countView(id: number, readerKey: string): Promise<number | undefined> {
    // A SELECT at the top, so the driver answers rows (an UPDATE would answer [rows, count]).
    const rows = await this.dataSource.query<{ views: number }[]>(
      `WITH viewed AS (
         INSERT INTO article_views (article_id, reader_key, day) VALUES ($1, $2, (now() AT TIME ZONE $3)::date)
         ON CONFLICT DO NOTHING RETURNING article_id),
       counted AS (UPDATE articles SET views = views + 1 WHERE id IN (SELECT article_id FROM viewed) RETURNING views)
       SELECT views FROM counted`,
      [id, readerKey, LEAGUE_TIME_ZONE],
    );
    return rows[0]?.views;
  }

  private async ratingOf(articleId: number, userId: string): Promise<number | null> {
    const [row] = await this.dataSource.query<{ rating: number }[]>(`SELECT rating FROM article_ratings WHERE article_id = $1 AND user_id = $2`, [articleId, userId]);
    return row?.rating ?? null;
  }

  private async row(id: number): Promise<ArticleRow | undefined> {
    const [row] = await this.dataSource.query<ArticleRow[]>(`${articleSelect(null)} WHERE a.id = $1`, [id]);
    return row;
  }

  private async detailFor(id: number, viewer: User): Promise<ArticleDetailResponse> {
    const row = await this.row(id);
    if (!row) throw articleNotFound();
    return toArticleDetail(row, { withSource: canSeeSource(row, viewer), myRating: null });
  }

  /** The author's own draft or rejected article, locked for the change. */
  private async editable(manager: EntityManager, author: User, id: number): Promise<Article> {
    const article = await manager.findOne(Article, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!article) throw articleNotFound();
    checkEditable(article, author);
    return article;
  }

  /** A transaction that writes an article; a picture already used by another article is a 409. */
  private writing<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work).catch((error: unknown) => {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) throw pictureInUse();
      throw error;
    });
  }
}

/** Only a journalist whose application an editor approved writes articles. */
export function writesArticles(user: Pick<User, 'role' | 'isJournalistApproved'>): boolean {
  return user.role === 'journalist' && user.isJournalistApproved;
}

/** Submitting (pending, in the queue from `now`) or keeping a draft. */
export function submission(submit: boolean, now: Date): Pick<Article, 'status' | 'submittedAt'> {
  return submit ? { status: ARTICLE_STATUS.pending, submittedAt: now } : { status: ARTICLE_STATUS.draft, submittedAt: null };
}

/** An article's source and every status are its author's and the editors' to see. */
export function canSeeSource(row: Pick<ArticleRow, 'author_id'>, viewer: Pick<User, 'id' | 'role'> | undefined): boolean {
  return viewer !== undefined && (viewer.id === row.author_id || viewer.role === 'admin');
}

/** A published article is anyone's to read; any other only its author's and the editors'. */
export function canRead(row: Pick<ArticleRow, 'author_id' | 'status'>, viewer: Pick<User, 'id' | 'role'> | undefined): boolean {
  return row.status === ARTICLE_STATUS.published || canSeeSource(row, viewer);
}

/** Only its author changes or deletes an article, and only while it is a draft or was rejected. */
export function checkEditable(article: Pick<Article, 'authorId' | 'status'>, author: Pick<User, 'id'>): void {
  if (article.authorId !== author.id) throw notYourArticle();
  if (!EDITABLE.has(article.status)) throw articleNotEditable(article.status);
}

/**
 * An author's changes to their article, picture aside: validation refuses a null title or content; a null
 * category, language or switch leaves it as it is; a null excerpt removes it; `isPublished` submits or withdraws.
 */
export function applyAuthorChanges(article: Article, request: UpdateArticleRequest, now: Date): void {
  if (request.title !== undefined) Object.assign(article, { title: request.title, slug: slugOf(request.title) });
  article.content = request.content ?? article.content;
  if (request.excerpt !== undefined) article.excerpt = request.excerpt;
  article.category = request.category ?? article.category;
  article.language = request.language ?? article.language;
  article.featureRequested = request.isFeatured ?? article.featureRequested;
  if (typeof request.isPublished === 'boolean') Object.assign(article, submission(request.isPublished, now));
}

/** Who counts as one reader of an article a day: the account, or a keyed hash of the client's address, so no address is stored. */
export function readerKey({ user, address }: Reader, secret: string): string {
  return user ? `user:${user.id}` : `address:${createHmac('sha256', secret).update(address).digest('base64url')}`;
}
