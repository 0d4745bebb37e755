import type { ArticleDetailResponse, ArticleResponse, CommentReviewItem, JournalistApplicationResponse } from '@isl/contracts';

// Canned newsroom rows for component tests; each test overrides only the fields it is about.
const STAMP = '2025-04-01T00:00:00.000Z';

export function article(overrides: Partial<ArticleResponse> & Pick<ArticleResponse, 'id'>): ArticleResponse {
  return {
    slug: 'derby-day-in-baghdad',
    authorId: 'j1',
    authorName: 'Hawre',
    authorImageUrl: null,
    title: 'Derby day in Baghdad',
    excerpt: 'Al-Shorta and Al-Zawraa meet again at Al-Shaab.',
    category: 'news',
    featuredImageUrl: '/images/articles/stadium.webp',
    thumbnailUrl: '/images/articles/stadium.webp',
    language: 'en',
    status: 'published',
    isFeatured: false,
    featureRequested: false,
    views: 1234,
    ratingAverage: 0,
    ratingCount: 0,
    publishedAt: STAMP,
    createdAt: STAMP,
    updatedAt: STAMP,
    rejectionReason: null,
    reviewedAt: null,
    ...overrides,
  };
}

export function articleDetail(overrides: Partial<ArticleDetailResponse> & Pick<ArticleDetailResponse, 'id'>): ArticleDetailResponse {
  return { ...article(overrides), contentHtml: '<p>The derby <strong>returns</strong>.</p>', content: 'The derby **returns**.', featuredImagePath: null, myRating: null, ...overrides };
}

export function application(overrides: Partial<JournalistApplicationResponse> = {}): JournalistApplicationResponse {
  return {
    id: 7,
    userId: 'u1',
    firstName: 'Zahraa',
    lastName: 'Ali',
    email: 'zahraa.ali@example.iq',
    workplace: 'Al-Sabah newspaper',
    bio: 'Ten years on the Iraqi league beat, from Basra to Duhok, writing match reports and interviews.',
    experience: '6-10',
    specialization: 'match-reporting',
    portfolio: 'https://example.iq/zahraa',
    status: 'pending',
    reason: null,
    decidedAt: null,
    decidedByName: null,
    createdAt: STAMP,
    ...overrides,
  };
}

export function pendingComment(overrides: Partial<CommentReviewItem> & Pick<CommentReviewItem, 'id'>): CommentReviewItem {
  return {
    articleId: 1,
    authorName: 'Ali',
    authorImageUrl: null,
    content: 'What a match!',
    isApproved: false,
    createdAt: STAMP,
    mine: false,
    articleTitle: 'Derby day in Baghdad',
    ...overrides,
  };
}
