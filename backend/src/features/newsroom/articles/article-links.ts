import type { EntityManager } from 'typeorm';
import { ARTICLE_STATUS } from '@isl/contracts';

/** What a link to a published article needs: its address's parts and when it last changed. */
export interface ArticleLink {
  id: number;
  slug: string;
  updatedAt: Date;
}

/** The latest `limit` published articles' links, newest first (a sitemap's). */
export async function publishedArticleLinks(manager: EntityManager, limit: number): Promise<ArticleLink[]> {
  return manager.query(
    `SELECT id, slug, updated_at AS "updatedAt" FROM articles WHERE status = '${ARTICLE_STATUS.published}' ORDER BY published_at DESC, id DESC LIMIT $1`,
    [limit],
  );
}
