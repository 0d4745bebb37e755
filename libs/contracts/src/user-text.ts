/*
 * What text that users write for others to read may hold: names, titles, comments, articles, an application,
 * an editor's reason. The one home of the rule: the API's validation, names taken from a sign-in provider and
 * anything else that stores such text use these functions.
 *
 * Refused, so the writer is told (userTextProblem):
 * - control characters, C0 (U+0000-U+001F), DEL and C1 (U+007F-U+009F): they ring, erase or move the cursor in
 *   whatever shows them, and no keyboard types them. Paragraphs (a comment, an article, a bio, a reason) keep the
 *   line feed, the carriage return and the tab; a line (a name, a title, a workplace) takes no line break at all, U+2028 and U+2029
 *   included;
 * - a lone UTF-16 surrogate: half of a character, nothing by itself (PostgreSQL would store U+FFFD instead).
 *
 * Removed without a word (neutraliseUserText), as they are invisible and the writer loses nothing they see:
 * - the explicit bidi controls, embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069): one of
 *   them reorders whatever follows it, so "Ev\u202Eil" reads "Evli" and can turn a leaderboard row around a name;
 * - the zero-width characters that have no place inside words: U+200B ZERO WIDTH SPACE, U+2060 WORD JOINER,
 *   U+FEFF, U+180E, the invisible operators U+2061-U+2064 and the deprecated format controls U+206A-U+206F; and
 *   the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), letters that show as nothing and make "blank" names.
 * In paragraphs a carriage return (alone or before a line feed) becomes a line feed.
 *
 * Kept, because Arabic and Sorani writing needs them:
 * - U+200C ZERO WIDTH NON-JOINER, which Sorani and Persian-script words use to stop letters joining, and the
 *   older Sorani spelling of ە as ه followed by it («هه‌ژار»);
 * - U+200D ZERO WIDTH JOINER, for joined letter forms and emoji sequences;
 * - U+200E LEFT-TO-RIGHT MARK, U+200F RIGHT-TO-LEFT MARK and U+061C ARABIC LETTER MARK, which place digits and
 *   punctuation in text of mixed direction. Each acts as one strong letter: it has no scope, so it cannot
 *   reorder anything beyond its neighbours, nor leak out of a name.
 *
 * Text left with nothing visible (spaces and format characters only) counts as blank.
 */

/** A name or title: one line. Paragraphs: a comment, an article, a bio. */
export type TextLayout = 'line' | 'paragraphs';

export type UserTextProblem =
  | { kind: 'control'; codePoint: string }
  | { kind: 'loneSurrogate'; codePoint: string };

/** Cc is exactly C0, DEL and C1. */
const LINE_CONTROLS = /[\p{Cc}\u2028\u2029]/u;
/** Paragraphs keep tabs and line breaks (a carriage return is made a line feed when the text is neutralised). */
const PARAGRAPH_CONTROLS = /[^\P{Cc}\t\n\r]/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BIDI_CONTROLS_AND_INVISIBLES = /[\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF\u180E\u2061-\u2064\u206A-\u206F\u115F\u1160\u3164\uFFA0]/g;
const CARRIAGE_RETURNS = /\r\n?/g;
const VISIBLE = /[^\s\p{Cc}\p{Cf}]/u;

/** A UTF-16 code unit as Unicode names it, e.g. "U+0007". */
function codePointLabel(char: string): string {
  return `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The first lone UTF-16 surrogate in a text, as "U+D800"; null when every surrogate has its pair. */
export function loneSurrogate(text: string): string | null {
  const found = LONE_SURROGATE.exec(text);
  return found ? codePointLabel(found[0]) : null;
}

/** What the text holds that users' text never may (the rule above), or null. */
export function userTextProblem(text: string, layout: TextLayout): UserTextProblem | null {
  const lone = loneSurrogate(text);
  if (lone) return { kind: 'loneSurrogate', codePoint: lone };
  const control = (layout === 'line' ? LINE_CONTROLS : PARAGRAPH_CONTROLS).exec(text);
  return control ? { kind: 'control', codePoint: codePointLabel(control[0]) } : null;
}

/**
 * The text as it is kept: bidi controls and invisible characters removed, carriage returns of paragraphs made
 * line feeds, trimmed; "" when nothing visible is left. It refuses nothing: check userTextProblem as well.
 */
export function neutraliseUserText(text: string, layout: TextLayout): string {
  const removed = text.replace(BIDI_CONTROLS_AND_INVISIBLES, '');
  const kept = (layout === 'paragraphs' ? removed.replace(CARRIAGE_RETURNS, '\n') : removed).trim();
  return VISIBLE.test(kept) ? kept : '';
}
