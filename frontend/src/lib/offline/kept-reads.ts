/**
 * The api reads the service worker keeps for a fan who loses the network (the last answer of each, network
 * first): what the fan screens read, never an operator's or a journalist's desk. An article and its comments go
 * to a cache of their own so that only the last ones read are kept; everything else shares one bounded cache.
 * This module runs in the page and in the service worker alike.
 */
const KEPT_READ_PREFIXES = [
  '/api/auth/user',
  '/api/matches',
  '/api/teams',
  '/api/seasons',
  '/api/players',
  '/api/predictions',
  '/api/weekly-squad',
  '/api/leagues',
  '/api/badges/mine',
  '/api/journalists/top',
  '/api/articles/featured',
];

const ARTICLE_READ = /^\/api\/articles\/\d+(\/comments)?$/;

export const KEPT_READS_CACHE = 'isl-reads';
export const KEPT_ARTICLES_CACHE = 'isl-articles';

/** The last 20 articles read, each with its comments. */
export const KEPT_ARTICLE_ENTRIES = 40;
/** Every screen's reads with room for a few seasons, rounds and clubs looked at; the oldest go first. */
export const KEPT_READ_ENTRIES = 200;

/** Set by the service worker on an answer it kept: when the api sent it, in ms since the epoch. */
export const KEPT_AT_HEADER = 'X-Kept-At';

const isArticleListRead = (url: URL) => url.pathname === '/api/articles';

export function keptReadCache(url: URL): string | null {
  if (ARTICLE_READ.test(url.pathname)) return KEPT_ARTICLES_CACHE;
  const kept = isArticleListRead(url) || KEPT_READ_PREFIXES.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
  return kept ? KEPT_READS_CACHE : null;
}

/** When the answer in hand was kept on the phone rather than read from the api just now (null: read just now). */
export function keptAt(response: Response): number | null {
  const header = response.headers.get(KEPT_AT_HEADER);
  return header === null ? null : Number(header);
}

/**
 * What a fan's reads left on this phone, forgotten when they sign out: the next person to use the phone must not
 * see their predictions or squad offline.
 */
export async function forgetKeptReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([KEPT_READS_CACHE, KEPT_ARTICLES_CACHE].map((name) => caches.delete(name)));
}
