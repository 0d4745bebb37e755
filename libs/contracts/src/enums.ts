import type { MatchCommandType } from './match-commands';

/** Each value of a list by its own name, for code that means one of them rather than spelling it again. */
export function byName<const Value extends string>(values: readonly Value[]): { readonly [V in Value]: V } {
  return Object.fromEntries(values.map((value) => [value, value])) as { readonly [V in Value]: V };
}

export const MATCH_STATUSES = ['scheduled', 'live', 'finished', 'postponed', 'cancelled'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const MATCH_STATUS = byName(MATCH_STATUSES);

/**
 * Kinds of rows in a match's event timeline: one per command, and the incidents no command records as its own
 * type (a card's row is its colour's). A type only: nothing reads the list at run time, and as a list it was bytes
 * of the web app's first load.
 */
export type MatchEventType = MatchCommandType | 'own_goal' | 'yellow_card' | 'red_card';

export const PLAYER_POSITIONS = [
  'goalkeeper',
  'defender',
  'centerBack',
  'leftBack',
  'rightBack',
  'midfielder',
  'defensiveMidfielder',
  'centralMidfielder',
  'attackingMidfielder',
  'forward',
  'leftWinger',
  'rightWinger',
  'striker',
] as const;
export type PlayerPosition = (typeof PLAYER_POSITIONS)[number];

export const POSITION_GROUPS = ['GK', 'DEF', 'MID', 'FWD'] as const;
export type PositionGroup = (typeof POSITION_GROUPS)[number];

const GROUP_OF_POSITION: Record<PlayerPosition, PositionGroup> = {
  goalkeeper: 'GK',
  defender: 'DEF',
  centerBack: 'DEF',
  leftBack: 'DEF',
  rightBack: 'DEF',
  midfielder: 'MID',
  defensiveMidfielder: 'MID',
  centralMidfielder: 'MID',
  attackingMidfielder: 'MID',
  forward: 'FWD',
  leftWinger: 'FWD',
  rightWinger: 'FWD',
  striker: 'FWD',
};

export function positionGroup(position: PlayerPosition): PositionGroup {
  return GROUP_OF_POSITION[position];
}

/** How many players of each group a 4-3-3 needs. */
export const FORMATION_4_3_3: Record<PositionGroup, number> = { GK: 1, DEF: 4, MID: 3, FWD: 3 };

export const PREDICTION_OUTCOMES = ['home', 'draw', 'away'] as const;
export type PredictionOutcome = (typeof PREDICTION_OUTCOMES)[number];

export const ARTICLE_CATEGORIES = ['news', 'analysis', 'opinion', 'youth', 'fan-culture'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const USER_ROLES = ['user', 'journalist', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const EXPERIENCE_OPTIONS = ['0-1', '2-3', '4-5', '6-10', '10+'] as const;
export const SPECIALIZATION_OPTIONS = [
  'match-reporting',
  'player-interviews',
  'tactical-analysis',
  'transfer-news',
  'youth-football',
  'women-football',
  'general-sports',
] as const;

export const LANGUAGES = ['en', 'ar', 'ku'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * How text in each language is marked up and formatted:
 * - `htmlLang`: its `lang` tag. Sorani is 'ckb': 'ku' would tell browsers, screen readers and search engines it
 *   is Kurmanji, in Latin script.
 * - `dir`: its direction; Sorani is right to left.
 * - `intlLocale`: the BCP 47 tag for Intl ('ckb' tells it Sorani is right-to-left).
 * - `digits`: the digits numbers, dates and times are written in (a CLDR numbering system): Western digits in all
 *   three, as Iraqi and Kurdish sports media write scores, minutes and figures (see the glossary).
 */
export const LANGUAGE_MARKUP: Record<Language, { htmlLang: string; dir: 'ltr' | 'rtl'; intlLocale: string; digits: 'latn' | 'arab' }> = {
  en: { htmlLang: 'en', dir: 'ltr', intlLocale: 'en-GB', digits: 'latn' },
  ar: { htmlLang: 'ar', dir: 'rtl', intlLocale: 'ar-IQ', digits: 'latn' },
  ku: { htmlLang: 'ckb', dir: 'rtl', intlLocale: 'ckb-IQ', digits: 'latn' },
};

/** The locale every Intl formatter uses for `language`, in the web app and the api alike: its tag with its digits. */
export function formattingLocale(language: Language): string {
  const { intlLocale, digits } = LANGUAGE_MARKUP[language];
  return `${intlLocale}-u-nu-${digits}`;
}

/**
 * The cookie the web app keeps the reader's language in (beside localStorage's `language`), so the api serves
 * its page already marked up in that language and direction.
 */
export const LANGUAGE_COOKIE = 'language';

/**
 * The query parameter a link names its page's language with (`/matches/3?lang=ar`): the api reads it before the
 * cookie, so a shared link opens, and previews, in its sharer's language.
 */
export const LANGUAGE_QUERY_PARAM = 'lang';

/**
 * The header a fan's write may carry (POST /api/predictions, /api/weekly-squad, /api/articles/:id/comments): a UUID
 * the web app makes once per write and sends with every retry of it. The api writes once per fan and key, and
 * answers a repeat with what the first write made.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * The site's language a BCP 47 tag names ("ar-IQ" is ar; "ckb", Central Kurdish, and "ku" are our Sorani), or
 * null for any other.
 */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split('-')[0];
  if (primary === 'ckb') return 'ku';
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : null;
}
