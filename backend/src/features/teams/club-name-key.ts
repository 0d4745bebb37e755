/** Words that say "club" and not which one: "Al-Shorta SC" and "Al Shorta" are the same club. */
const CLUB_WORDS = new Set(['sc', 'fc', 'club', 'sport', 'sports']);

/**
 * The key a club's name is matched by: letters and digits only (accents and punctuation dropped, "S.C." read as
 * "SC"), lower case, without the words that only say it is a club.
 */
export function clubNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('.', '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !CLUB_WORDS.has(word))
    .join(' ');
}
