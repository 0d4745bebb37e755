import {
  ARTICLE_STATUS,
  DERIVED_EXCERPT_LENGTH,
  defaultArticleImage,
  type ArticleCategory,
  type ArticleDetailResponse,
  type ArticleResponse,
  type ArticleStatus,
  type Language,
} from '@isl/contracts';
import { PEOPLE_SQL } from '../../../identity';
import { mediaUrl, objectPathOf, UPLOAD_FILES_SQL } from '../../uploads';
import { markdownText, renderMarkdown, shorten } from './markdown';

/** How much of the content a derived excerpt is made from: plenty for 200 characters of text. */
export const EXCERPT_SOURCE_LENGTH = 2_000;

/**
 * An article as ARTICLE_SELECT reads it: the row with its author's name and picture, its own picture's
 * stored sizes and its rating. `content` is the whole Markdown where a detail is read, its start in lists.
 */
export interface ArticleRow {
  id: number;
  slug: string;
  author_id: string;
  author_name: string | null;
  author_image_url: string | null;
  title: string;
  excerpt: string | null;
  content: string;
  category: ArticleCategory;
  language: Language;
  status: ArticleStatus;
  is_featured: boolean;
  feature_requested: boolean;
  views: number;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
  rejection_reason: string | null;
  reviewed_at: Date | null;
  featured_upload_id: string | null;
  image_keys: Record<string, string> | null;
  rating_average: string | null;
  rating_count: number;
}

/** The columns of ArticleRow, from `articles a`; `contentLength` null reads the whole content. */
export function articleSelect(contentLength: number | null): string {
  const content = contentLength === null ? 'a.content' : `left(a.content, ${contentLength}) AS content`;
  return `SELECT a.id, a.slug, a.author_id, u.display_name AS author_name, u.picture_url AS author_image_url,
            a.title, a.excerpt, ${content}, a.category, a.language, a.status, a.is_featured, a.feature_requested,
            a.views, a.published_at, a.created_at, a.updated_at, a.rejection_reason, a.reviewed_at,
            a.featured_upload_id, up.keys AS image_keys, rating.average AS rating_average, rating.count AS rating_count
     FROM articles a
     JOIN ${PEOPLE_SQL} u ON u.id = a.author_id
     LEFT JOIN ${UPLOAD_FILES_SQL} up ON up.id = a.featured_upload_id
     CROSS JOIN LATERAL (SELECT round(avg(r.rating), 1)::text AS average, count(*)::int AS count FROM article_ratings r WHERE r.article_id = a.id) rating`;
}

export function toArticleResponse(row: ArticleRow): ArticleResponse {
  const fallback = defaultArticleImage(row.category);
  return {
    id: row.id,
    slug: row.slug,
    authorId: row.author_id,
    authorName: row.author_name,
    authorImageUrl: row.author_image_url,
    title: row.title,
    excerpt: row.excerpt ?? shorten(markdownText(row.content.slice(0, EXCERPT_SOURCE_LENGTH)), DERIVED_EXCERPT_LENGTH),
    category: row.category,
    featuredImageUrl: row.image_keys?.large ? mediaUrl(row.image_keys.large) : fallback,
    thumbnailUrl: row.image_keys?.small ? mediaUrl(row.image_keys.small) : fallback,
    language: row.language,
    status: row.status,
    isFeatured: row.is_featured,
    featureRequested: row.feature_requested,
    views: row.views,
    ratingAverage: row.rating_average === null ? 0 : Number(row.rating_average),
    ratingCount: row.rating_count,
    publishedAt: row.published_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    rejectionReason: row.status === ARTICLE_STATUS.rejected ? row.rejection_reason : null,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

/** The article with its rendered content; its Markdown and picture path only for those who may edit or review it. */
export function toArticleDetail(row: ArticleRow, { withSource, myRating }: { withSource: boolean; myRating: number | null }): ArticleDetailResponse {
  return {
    ...toArticleResponse(row),
    contentHtml: renderMarkdown(row.content),
    content: withSource ? row.content : null,
    featuredImagePath: withSource && row.featured_upload_id ? objectPathOf(row.featured_upload_id) : null,
    myRating,
  };
}
