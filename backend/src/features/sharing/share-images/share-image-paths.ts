import type { Language } from '@isl/contracts';

/*
 * Where a match's or an article's share image is served. The address names the version it shows, so a link
 * preview cached anywhere (a CDN, a chat app) may keep it for good: a change makes a new address.
 */

/** An article's version: its last change, in epoch milliseconds (what ArticleResponse.updatedAt says). */
export function articleVersion(article: { updatedAt: string }): number {
  return Date.parse(article.updatedAt);
}

export function matchShareImagePath(match: { id: number; version: number }, language: Language): string {
  return `/api/share/matches/${match.id}.png?lang=${language}&v=${match.version}`;
}

export function articleShareImagePath(article: { id: number; updatedAt: string }, language: Language): string {
  return `/api/share/articles/${article.id}.png?lang=${language}&v=${articleVersion(article)}`;
}
