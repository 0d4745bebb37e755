import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ARTICLE_STATUS, type CommentResponse, type CommentReviewItem } from '@isl/contracts';
import { PEOPLE_SQL } from '../../../identity';
import { liveMessages } from '../../../platform/live/live-events';
import { recordInOutbox } from '../../../platform/outbox/outbox';
import { oncePerKey } from '../../../platform/postgres/request-keys';
import { OutboxRelay } from '../../../platform/outbox/outbox-relay.service';
import { articleNotFound, commentNotFound } from '../articles/articles.errors';
import { alreadyDecided } from '../journalists/journalists.errors';
import { Comment } from './comment.entity';

interface CommentRow {
  id: number;
  article_id: number;
  user_id: string;
  author_name: string | null;
  author_image_url: string | null;
  content: string;
  is_approved: boolean;
  created_at: Date;
  article_title: string;
}

const COMMENT_SELECT = `SELECT c.id, c.article_id, c.user_id, u.display_name AS author_name, u.picture_url AS author_image_url,
         c.content, c.is_approved, c.created_at, a.title AS article_title
  FROM comments c JOIN ${PEOPLE_SQL} u ON u.id = c.user_id JOIN articles a ON a.id = c.article_id`;

/** Fans' comments on published articles: plain text, shown to others once an editor approves them. */
@Injectable()
export class CommentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxRelay,
  ) {}

  /** Approved comments, oldest first, with the reader's own ones still awaiting review. */
  async list(articleId: number, readerId: string | undefined): Promise<CommentResponse[]> {
    await this.publishedArticle(articleId);
    const rows = await this.dataSource.query<CommentRow[]>(
      `${COMMENT_SELECT} WHERE c.article_id = $1 AND (c.is_approved OR (c.user_id = $2 AND c.reviewed_at IS NULL)) ORDER BY c.created_at, c.id`,
      [articleId, readerId ?? null],
    );
    return rows.map((row) => toCommentResponse(row, readerId));
  }

  /**
   * A comment sent with an Idempotency-Key (`key`) is written once: its retries are answered with that comment
   * (oncePerKey), or 404 COMMENT_NOT_FOUND once it has gone with its article.
   */
  async create(articleId: number, userId: string, content: string, key?: string): Promise<CommentResponse> {
    const id = await this.dataSource.transaction((manager) =>
      oncePerKey(manager, { userId, key, kind: 'comment' }, async () => {
        await this.publishedArticle(articleId, manager);
        return (await manager.getRepository(Comment).save({ articleId, userId, content })).id;
      }),
    );
    return toCommentResponse(await this.row(id), userId);
  }

  /** The editors' queue: comments awaiting review, oldest first. */
  async pending(): Promise<CommentReviewItem[]> {
    const rows = await this.dataSource.query<CommentRow[]>(`${COMMENT_SELECT} WHERE c.reviewed_at IS NULL ORDER BY c.created_at, c.id`);
    return rows.map(toCommentReviewItem);
  }

  /** An editor approves or rejects a comment, once (409 ALREADY_DECIDED after that); its writer's open pages hear of it. */
  async decide(id: number, editorId: string, approve: boolean): Promise<CommentReviewItem> {
    await this.dataSource.transaction(async (manager) => {
      const { affected, raw } = await manager
        .createQueryBuilder()
        .update(Comment)
        .set({ isApproved: approve, reviewedAt: () => 'now()', reviewedBy: editorId })
        .where('id = :id AND reviewed_at IS NULL', { id })
        .returning('user_id, article_id')
        .execute();
      if (!affected) throw (await manager.existsBy(Comment, { id })) ? alreadyDecided('comment') : commentNotFound();
      const [{ user_id: userId, article_id: articleId }] = raw as { user_id: string; article_id: number }[];
      await recordInOutbox(manager, [{ broadcast: liveMessages.commentReviewed(userId, { commentId: id, articleId, approved: approve }) }]);
    });
    this.outbox.wake();
    return toCommentReviewItem(await this.row(id));
  }

  private async publishedArticle(articleId: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const [article] = await manager.query<unknown[]>(`SELECT 1 FROM articles WHERE id = $1 AND status = $2`, [articleId, ARTICLE_STATUS.published]);
    if (!article) throw articleNotFound();
  }

  /** The comment with its author's name and its article's title; 404 COMMENT_NOT_FOUND once it has gone (with its article). */
  private async row(id: number): Promise<CommentRow> {
    const [row] = await this.dataSource.query<CommentRow[]>(`${COMMENT_SELECT} WHERE c.id = $1`, [id]);
    if (!row) throw commentNotFound();
    return row;
  }
}

function toCommentResponse(row: CommentRow, readerId: string | undefined): CommentResponse {
  return {
    id: row.id,
    articleId: row.article_id,
    authorName: row.author_name,
    authorImageUrl: row.author_image_url,
    content: row.content,
    isApproved: row.is_approved,
    createdAt: row.created_at.toISOString(),
    mine: row.user_id === readerId,
  };
}

function toCommentReviewItem(row: CommentRow): CommentReviewItem {
  return { ...toCommentResponse(row, undefined), articleTitle: row.article_title };
}
