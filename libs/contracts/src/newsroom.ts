import { FEATURED_ARTICLES_SHOWN, TOP_CONTRIBUTORS_SHOWN } from './constants';
import { ARTICLE_CATEGORIES, byName, EXPERIENCE_OPTIONS, LANGUAGES, SPECIALIZATION_OPTIONS, type ArticleCategory, type Language } from './enums';
import { NAME_MAX_LENGTH } from './user';

/*
 * The newsroom (issue 12): journalist applications, articles, their review by an editor (role admin),
 * ratings and comments. The sets of values the spec names live in enums.ts (ARTICLE_CATEGORIES,
 * EXPERIENCE_OPTIONS, SPECIALIZATION_OPTIONS, LANGUAGES) and the list sizes in constants.ts
 * (FEATURED_ARTICLES_SHOWN = 2, TOP_CONTRIBUTORS_SHOWN = 5); this file adds what the newsroom's calls need.
 * Names shown for people are first names only (displayName's rule): never anything from an e-mail address.
 */

export type ExperienceOption = (typeof EXPERIENCE_OPTIONS)[number];
export type SpecializationOption = (typeof SPECIALIZATION_OPTIONS)[number];

/** The languages an article can be written in: the site's own three. */
export const ARTICLE_LANGUAGES = LANGUAGES;

// ---------------------------------------------------------------------------------------------------------
// Journalist applications
// ---------------------------------------------------------------------------------------------------------

/** Bounds of the application form's fields, in characters after trimming (the server checks the same). */
export const APPLICATION_LIMITS = {
  name: { min: 1, max: NAME_MAX_LENGTH },
  workplace: { min: 1, max: 100 },
  bio: { min: 50, max: 2_000 },
  email: { max: 320 },
  portfolio: { max: 500 },
} as const;

/** The most an editor may write when giving a reason for a decision (rejecting an application or article). */
export const REVIEW_REASON_MAX_LENGTH = 1_000;

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS = byName(APPLICATION_STATUSES);

/**
 * `POST /api/journalists/apply` (signed in). Names, workplace and bio are trimmed; `email` is where the
 * editors reach the applicant (it is never shown to other users); `portfolio` is an http(s) address or left
 * out; `userType`, when sent, must be 'journalist' (the spec's form sends it). One pending application per
 * account at a time (409 APPLICATION_PENDING); applying again after a rejection is allowed.
 */
export interface JournalistApplicationRequest {
  userType?: 'journalist';
  firstName: string;
  lastName: string;
  email: string;
  workplace: string;
  bio: string;
  experience: ExperienceOption;
  specialization: SpecializationOption;
  portfolio?: string | null;
}

/**
 * An application and its decision: what `POST /api/journalists/apply` and `GET /api/journalists/application`
 * answer (the caller's own, latest one; null when there is none), and each row of the
 * editors' `GET /api/admin/journalists/pending`. When auto-approval is on, `decidedByName` is null.
 */
export interface JournalistApplicationResponse {
  id: number;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  workplace: string;
  bio: string;
  experience: ExperienceOption;
  specialization: SpecializationOption;
  portfolio: string | null;
  status: ApplicationStatus;
  /** The editor's reason when rejected (may be null: a reason is optional). */
  reason: string | null;
  decidedAt: string | null;
  /** The deciding editor's first name (null when auto-approved or unknown). */
  decidedByName: string | null;
  createdAt: string;
}

/**
 * `GET /api/journalists/apply-settings` (public): whether applications are approved on submit
 * (`JOURNALIST_AUTO_APPROVE`), so the application page's intro says one thing only, and the review time.
 */
export interface JournalistApplySettings {
  autoApprove: boolean;
  reviewBusinessDays: string;
}

/** `POST /api/admin/journalists/:id/reject` and `POST /api/admin/articles/:id/reject`: the reason is optional. */
export interface ReviewRejectRequest {
  reason?: string | null;
}

// ---------------------------------------------------------------------------------------------------------
// Articles
// ---------------------------------------------------------------------------------------------------------

/** Bounds of an article's fields, in characters after trimming. Title and content must not be blank. */
export const ARTICLE_LIMITS = {
  title: { min: 1, max: 200 },
  excerpt: { max: 500 },
  content: { min: 1, max: 50_000 },
} as const;

/** When the author gives no excerpt, the server makes one from the start of the content's text, this long at most. */
export const DERIVED_EXCERPT_LENGTH = 200;

/** The spec's message when title or content is blank (the server's VALIDATION_FAILED message says the same). */
export const ARTICLE_REQUIRED_FIELDS_MESSAGE = 'Please fill in title and content fields.';

/**
 * draft: the author's, unseen by others; pending: submitted, waiting for an editor; published: approved and
 * public; rejected: sent back with the editor's reason (the author can edit and submit again).
 */
export const ARTICLE_STATUSES = ['draft', 'pending', 'published', 'rejected'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ARTICLE_STATUS = byName(ARTICLE_STATUSES);

/**
 * The picture an article without one of its own shows, by category (spec section 9: analysis tactical,
 * youth training, opinion referee, fan-culture fans, the rest stadium). These are static files the web app
 * serves from its public folder (`frontend/public/images/articles/`); the API answers these paths in
 * `featuredImageUrl` when the author attached no image.
 */
export const DEFAULT_ARTICLE_IMAGES = {
  tactical: '/images/articles/tactical.webp',
  training: '/images/articles/training.webp',
  referee: '/images/articles/referee.webp',
  fans: '/images/articles/fans.webp',
  stadium: '/images/articles/stadium.webp',
} as const;

const DEFAULT_IMAGE_OF_CATEGORY: Record<ArticleCategory, keyof typeof DEFAULT_ARTICLE_IMAGES> = {
  news: 'stadium',
  analysis: 'tactical',
  opinion: 'referee',
  youth: 'training',
  'fan-culture': 'fans',
};

/** The default picture of a category; any other category string gets the stadium. */
export function defaultArticleImage(category: string): string {
  const known = (ARTICLE_CATEGORIES as readonly string[]).includes(category);
  return DEFAULT_ARTICLE_IMAGES[known ? DEFAULT_IMAGE_OF_CATEGORY[category as ArticleCategory] : 'stadium'];
}

/**
 * `POST /api/articles` (approved journalists only: role journalist and isJournalistApproved; others 403
 * FORBIDDEN) and `PATCH /api/articles/:id` (the author's own draft or rejected article; every field
 * optional there, `featuredImageUrl: null` removes the picture).
 * - `content` is Markdown; the server renders it to HTML with an allow-list (author HTML is shown as text).
 * - `title` and `excerpt` are plain text.
 * - `isPublished: true` submits the article for review (status pending); false keeps it a draft. An author
 *   never publishes directly: an editor approves.
 * - `isFeatured: true` asks to be featured; it takes effect only if the approving editor agrees.
 * - `featuredImageUrl` is the `objectPath` of the caller's own processed media upload
 *   (`POST /api/objects/upload-public`, then the PUT and `POST /api/objects/complete`).
 * - `language` defaults to the request's Accept-Language when it is en, ar or ku, else 'en'.
 * - `category` defaults to 'news'.
 */
export interface ArticleRequest {
  title: string;
  content: string;
  excerpt?: string | null;
  category?: ArticleCategory;
  isPublished?: boolean;
  isFeatured?: boolean;
  featuredImageUrl?: string | null;
  language?: Language;
}

export type UpdateArticleRequest = Partial<ArticleRequest>;

/** An article in lists and cards: no body. Title and excerpt are plain text: render them as text, never as HTML. */
export interface ArticleResponse {
  id: number;
  /** From the title's Latin letters and digits (e.g. "derby-day-in-baghdad"); may be "" (an Arabic title). Links use the id. */
  slug: string;
  authorId: string;
  /** The author's first name (null when none: show a fallback word such as "Journalist"). */
  authorName: string | null;
  authorImageUrl: string | null;
  title: string;
  /** The author's excerpt, or the start of the content's text when none was given. */
  excerpt: string;
  category: ArticleCategory;
  /** The article's own picture (its 1200 px size), or its category's default picture. */
  featuredImageUrl: string;
  /** The small (400 px) size of the article's own picture; the default picture again when it has none. */
  thumbnailUrl: string;
  language: Language;
  status: ArticleStatus;
  /** Shown as featured (an editor agreed). */
  isFeatured: boolean;
  /** The author asked for it to be featured. */
  featureRequested: boolean;
  views: number;
  /** The average of fans' ratings, to 1 decimal; 0 when there are none. */
  ratingAverage: number;
  ratingCount: number;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The editor's reason when the article was rejected (null otherwise, or when none was given). */
  rejectionReason: string | null;
  /** When an editor last decided on it. */
  reviewedAt: string | null;
}

/**
 * `GET /api/articles/:id` (by numeric id): a published article for anyone (counting one view per reader per
 * day); a draft, pending or rejected one for its author and editors only (404 for others, and no view counted).
 */
export interface ArticleDetailResponse extends ArticleResponse {
  /** The content rendered from Markdown on the server through an allow-list: safe to insert as HTML. */
  contentHtml: string;
  /** The Markdown as written, for the author and editors only (null for everyone else). */
  content: string | null;
  /** The objectPath of the article's own picture, for the author and editors only (to keep it when editing). */
  featuredImagePath: string | null;
  /** The caller's rating of it, if signed in and rated. */
  myRating: number | null;
}

/** How many articles `GET /api/articles` answers per page by default (the hub's 6 placeholders), and at most. */
export const ARTICLES_PAGE_SIZE = 6;
export const ARTICLES_PAGE_MAX = 50;

/**
 * `GET /api/articles?category=&language=&page=&limit=`: published articles, those in the reader's language
 * first (`language`, else the Accept-Language header, else en), newest first within each. `page` counts from 1.
 */
export interface ArticleListQuery {
  category?: ArticleCategory;
  language?: Language;
  page?: number;
  limit?: number;
}

export interface ArticlePage {
  items: ArticleResponse[];
  page: number;
  limit: number;
  total: number;
}

/** `GET /api/articles/featured`: at most FEATURED_ARTICLES_SHOWN (2) published, featured articles, newest first. */
export const FEATURED_ARTICLES_LIMIT = FEATURED_ARTICLES_SHOWN;

/** `GET /api/articles/mine`: the caller's own articles in every status, newest first, each with its status and reason. */
export type MyArticlesResponse = ArticleResponse[];

/** `PUT /api/articles/:id/rating` (signed in; a published article not one's own): 1-5, whole; rating again replaces it. */
export interface RateArticleRequest {
  rating: number;
}

export const ARTICLE_RATING_MIN = 1;
export const ARTICLE_RATING_MAX = 5;

/** What rating answers: the article's new average and count, and the caller's rating. */
export interface ArticleRatingResponse {
  ratingAverage: number;
  ratingCount: number;
  myRating: number;
}

/** `POST /api/admin/articles/:id/approve`: `featured` decides whether it is featured (default: what the author asked). */
export interface ApproveArticleRequest {
  featured?: boolean;
}

/**
 * `GET /api/journalists/top`: TOP_CONTRIBUTORS_SHOWN (5) approved journalists by published articles, then by
 * average rating. `avgRating` is the average of every rating of their published articles, to 1 decimal, 0
 * when none.
 */
export interface TopContributor {
  id: string;
  /** First name only (null: show "Journalist"). */
  displayName: string | null;
  profileImageUrl: string | null;
  articleCount: number;
  avgRating: number;
}

export const TOP_CONTRIBUTORS_LIMIT = TOP_CONTRIBUTORS_SHOWN;

// ---------------------------------------------------------------------------------------------------------
// Comments
// ---------------------------------------------------------------------------------------------------------

export const COMMENT_MAX_LENGTH = 2_000;

/** `POST /api/articles/:id/comments` (signed in, a published article): plain text, 1-2,000 characters after trimming. */
export interface CommentRequest {
  content: string;
}

/**
 * A comment as `GET /api/articles/:id/comments` lists it (approved ones for everyone, oldest first, plus the
 * caller's own awaiting approval, `isApproved: false`) and `POST` answers. `content` is plain text.
 */
export interface CommentResponse {
  id: number;
  articleId: number;
  authorName: string | null;
  authorImageUrl: string | null;
  content: string;
  isApproved: boolean;
  createdAt: string;
  /** The caller wrote it. */
  mine: boolean;
}

/** A row of the editors' `GET /api/admin/comments/pending`: the comment and the article it is on. */
export interface CommentReviewItem extends CommentResponse {
  articleTitle: string;
}

// ---------------------------------------------------------------------------------------------------------
// Editors' review queues (role admin). Every decision is recorded (who, when, reason); deciding twice: 409
// ALREADY_DECIDED.
//   GET  /api/admin/journalists/pending          -> JournalistApplicationResponse[] (oldest first)
//   POST /api/admin/journalists/:id/approve      -> JournalistApplicationResponse
//   POST /api/admin/journalists/:id/reject       ReviewRejectRequest -> JournalistApplicationResponse
//   GET  /api/admin/articles/pending             -> ArticleReviewItem[] (oldest submission first)
//   POST /api/admin/articles/:id/approve         ApproveArticleRequest -> ArticleReviewItem
//   POST /api/admin/articles/:id/reject          ReviewRejectRequest -> ArticleReviewItem
//   GET  /api/admin/comments/pending             -> CommentReviewItem[]
//   POST /api/admin/comments/:id/approve|reject  -> CommentReviewItem
// ---------------------------------------------------------------------------------------------------------

/** An article in the editors' queue: in full (its Markdown and its rendered HTML). */
export type ArticleReviewItem = ArticleDetailResponse;
