import { escapeXml, LANGUAGE_MARKUP, LANGUAGE_QUERY_PARAM, LANGUAGES, type Language } from '@isl/contracts';
import { SHARING_TEXTS } from '../sharing-texts';

/** What the head of one page in one language says, before it is written out as tags. */
export interface PageHead {
  /** 404 for a path that is no page, or a record that is not there (a missing or unpublished article). */
  status: 200 | 404;
  /** The page's own title; the site's name follows it. */
  title: string;
  description: string;
  /** The page's path and query without the language (`/teams?team=3`): its address in every language. */
  path: string;
  /** The path of its preview image (1200 x 630 where it has one of its own). */
  imagePath: string;
  /** Open Graph's kind: an article, or any other page. */
  kind: 'article' | 'website';
  /** Whether search engines may list it: not a fan's own page, a form or an operator's screen. */
  indexable: boolean;
  /** Structured data (schema.org), written as JSON-LD. */
  structuredData?: Record<string, unknown>;
}

/** The image of a page without one of its own: the league's crest, square. */
export const SITE_IMAGE = { path: '/icons/icon-512.png', width: 512, height: 512 };
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

const OPEN_GRAPH_LOCALES: Record<Language, string> = { en: 'en_GB', ar: 'ar_IQ', ku: 'ckb_IQ' };

/**
 * JSON that cannot end its <script> element or open a comment, whatever the strings in it (a title holding
 * `</script>`): `<`, `>` and `&` are written as escapes JSON reads back the same. U+2028/2029 are escaped for
 * old parsers that took them as line ends.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A page's address in `language` (or, without one, the address that follows the reader's own: x-default). */
export function pageUrl(origin: string, path: string, language?: Language): string {
  const url = new URL(path, origin);
  if (language) url.searchParams.set(LANGUAGE_QUERY_PARAM, language);
  return url.href;
}

/**
 * The tags of the head, in `language`: title, description, the canonical address and its other languages
 * (hreflang), Open Graph and Twitter card tags, and the structured data. Every value is escaped. The canonical
 * address is the page's own: with the language when the link named one (`named`), else the address that follows
 * the reader (x-default); one pointing at another language's address would tell search engines to list that one.
 */
export function headMarkup(head: PageHead, language: Language, origin: string, named: boolean): string {
  const texts = SHARING_TEXTS[language];
  const title = head.title === texts.siteName ? head.title : `${head.title} · ${texts.siteName}`;
  const canonical = pageUrl(origin, head.path, named ? language : undefined);
  const image = new URL(head.imagePath, origin).href;
  const imageSize = head.imagePath === SITE_IMAGE.path ? SITE_IMAGE : SHARE_IMAGE_SIZE;
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) => `<meta ${attribute}="${key}" content="${escapeXml(String(content))}" />`;
  const tags = [
    `<title>${escapeXml(title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.indexable ? [] : [meta('name', 'robots', 'noindex')]),
    `<link rel="canonical" href="${escapeXml(canonical)}" />`,
    ...LANGUAGES.map((other) => `<link rel="alternate" hreflang="${LANGUAGE_MARKUP[other].htmlLang}" href="${escapeXml(pageUrl(origin, head.path, other))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrl(origin, head.path))}" />`,
    meta('property', 'og:type', head.kind),
    meta('property', 'og:site_name', texts.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', imageSize.width),
    meta('property', 'og:image:height', imageSize.height),
    meta('property', 'og:locale', OPEN_GRAPH_LOCALES[language]),
    ...LANGUAGES.filter((other) => other !== language).map((other) => meta('property', 'og:locale:alternate', OPEN_GRAPH_LOCALES[other])),
    meta('name', 'twitter:card', imageSize === SHARE_IMAGE_SIZE ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.structuredData ? [`<script type="application/ld+json">${scriptSafeJson(head.structuredData)}</script>`] : []),
  ];
  return tags.join('\n    ');
}
