import type { MatchResponse } from './api';
import type { Language } from './enums';

/*
 * Names in the reader's script. Clubs, cities, stadiums, referees and players carry an English name and, when
 * known, an Arabic and a Sorani spelling (Sorani is written in an Arabic-based script with letters of its own).
 */

/** A name as the API gives it: English always, the Arabic and Sorani spellings when known. */
export interface LocalizedNames {
  name: string;
  nameArabic?: string | null;
  nameKurdish?: string | null;
}

/** The name in the reader's language. Sorani falls back to the Arabic spelling (same script), then English. */
export function localizedName(names: LocalizedNames, language: Language): string {
  if (language === 'ar') return names.nameArabic || names.name;
  if (language === 'ku') return names.nameKurdish || names.nameArabic || names.name;
  return names.name;
}

/**
 * A record that carries a name in every script the way the API writes it: `<field>` in English, `<field>Arabic`
 * and `<field>Kurdish` beside it (a team's city and stadium, a match's venue and referee, an event's scorer...).
 */
export type ScriptFields<Field extends string> = {
  readonly [F in Field | `${Field}Arabic` | `${Field}Kurdish`]?: string | null;
};

/** The names of `record`'s `field` in every script, or null when it has none (no referee named yet). */
export function namesOf<Field extends string>(record: ScriptFields<Field>, field: Field): LocalizedNames | null {
  const name = record[field];
  return name ? { name, nameArabic: record[`${field}Arabic`], nameKurdish: record[`${field}Kurdish`] } : null;
}

/**
 * `record`'s `field` in the reader's language (Sorani falls back to Arabic, then English, as localizedName
 * does), or null when it has none: how the web app, the page heads and the share images show every city,
 * stadium, venue, referee and player name.
 */
export function localizedField<Field extends string>(record: ScriptFields<Field>, field: Field, language: Language): string | null {
  const names = namesOf(record, field);
  return names && localizedName(names, language);
}

/** A club's names, with the short forms a data desk wrote (none: shortClubName makes one by the press's rule). */
export interface ClubNames extends LocalizedNames {
  shortName?: string | null;
  shortNameArabic?: string | null;
  shortNameKurdish?: string | null;
}

/** The stored short form in the script of the name shown: a Sorani page without a Sorani name shows the Arabic one. */
function storedShortName(names: ClubNames, language: Language): string | null | undefined {
  if (language === 'ku' && names.nameKurdish) return names.shortNameKurdish;
  if (language !== 'en' && names.nameArabic) return names.shortNameArabic;
  return names.shortName;
}

/** The home side's names in every script, as a match carries them. */
export function homeTeamNames(match: MatchResponse): ClubNames {
  return {
    name: match.homeTeamName,
    nameArabic: match.homeTeamNameArabic,
    nameKurdish: match.homeTeamNameKurdish,
    shortName: match.homeTeamShortName,
    shortNameArabic: match.homeTeamShortNameArabic,
    shortNameKurdish: match.homeTeamShortNameKurdish,
  };
}

/** The away side's names in every script, as a match carries them. */
export function awayTeamNames(match: MatchResponse): ClubNames {
  return {
    name: match.awayTeamName,
    nameArabic: match.awayTeamNameArabic,
    nameKurdish: match.awayTeamNameKurdish,
    shortName: match.awayTeamShortName,
    shortNameArabic: match.awayTeamShortNameArabic,
    shortNameKurdish: match.awayTeamShortNameKurdish,
  };
}

// "Al-" before an English word, and «ال» at the start of an Arabic one: the article, which short forms drop.
const ENGLISH_ARTICLE = /^Al-(?=\S)/;
const ARABIC_ARTICLE = /^ال(?=\S)/;

/**
 * A club's name where room is short (a phone's match row): the short form the desk wrote, else as the press shortens it: English match reports
 * drop the article of a one-word name ("Zawraa", "Minaa", "Karkh"); a name of two words that both carry the
 * article goes by its last, as the Iraqi press calls Al-Quwa Al-Jawiya «الجوية» ("Al-Jawiya"). Arabic and
 * Sorani names are short already and stay whole.
 */
export function shortClubName(names: ClubNames, language: Language): string {
  const stored = storedShortName(names, language);
  if (stored) return stored;
  const name = localizedName(names, language);
  const words = name.split(' ');
  if (words.length === 2 && words.every((word) => ENGLISH_ARTICLE.test(word) || ARABIC_ARTICLE.test(word))) return words[1];
  return language === 'en' && words.length === 1 ? name.replace(ENGLISH_ARTICLE, '') : name;
}

/**
 * ISO 3166 region codes of the countries players come from, by the English name `players.nationality` holds, so
 * a client can name the country in its reader's language (Intl.DisplayNames). The seed uses no other country.
 */
export const NATIONALITY_REGIONS: Readonly<Record<string, string>> = {
  Iraq: 'IQ',
  Brazil: 'BR',
  Syria: 'SY',
  Jordan: 'JO',
  Nigeria: 'NG',
  Ghana: 'GH',
  Morocco: 'MA',
  Yemen: 'YE',
};

/**
 * Arabic letters that Sorani writes with its own: ي (Sorani ی), ك (ک) and ة (ە). Text in Sorani that holds
 * any of them is misspelt (they look alike, but search, sorting and screen readers tell them apart).
 */
const ARABIC_ONLY_LETTERS = /[\u064A\u0643\u0629]/g;

/** The Arabic-only letters (ي ك ة) in a text meant to be Sorani, in order; none for well-spelt Sorani. */
export function arabicOnlyLetters(text: string): string[] {
  return text.match(ARABIC_ONLY_LETTERS) ?? [];
}

/** Letters that fans type for one another, folded to one form each (Arabic and Sorani variants alike). */
const FOLDED_LETTERS: Record<string, string> = {
  'أ': 'ا',
  'إ': 'ا',
  'آ': 'ا',
  'ٱ': 'ا',
  'ى': 'ي',
  'ی': 'ي',
  'ێ': 'ي',
  'ک': 'ك',
  'ة': 'ه',
  'ە': 'ه',
  'ھ': 'ه',
  'ۆ': 'و',
  'ؤ': 'و',
  'ڕ': 'ر',
  'ڵ': 'ل',
};
const FOLDED = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'g');
/** Short vowels and other marks (harakat, superscript alef), the tatweel and the zero-width non-joiner: never typed alike. */
const IGNORED_MARKS = /[\u064B-\u065F\u0670\u0640\u200C]/g;

/**
 * A text folded for a forgiving search: lower-cased, without marks, Arabic-Indic digits as 0-9, and the letters
 * fans type in several ways made one (أ/إ/آ→ا, ة/ە/ھ→ه, ى/ی/ێ→ي, ک→ك, ۆ→و, ڕ→ر, ڵ→ل). Search compares folded
 * query and folded name, so "اربيل" finds أربيل and a Sorani keyboard's "بەغدا" finds what an Arabic one's does.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(IGNORED_MARKS, '')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(FOLDED, (letter) => FOLDED_LETTERS[letter])
    .trim();
}

/**
 * A link-friendly form of a title or a name: Latin letters (accents removed) and digits joined by hyphens, at most
 * `maxLength` characters; may be empty (a name in Arabic letters only).
 */
export function slugOf(title: string, maxLength = 80): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
