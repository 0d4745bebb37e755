// Unicode isolates for plain strings (titles, interpolated values), where no <bdi> element can go.
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A left-to-right island such as "2024-25" or "4-3-3". Inside Arabic text the bidi algorithm treats these
 * digits as Arabic numbers and the hyphen as a neutral, which would show "25-2024".
 */
export function ltr(text: string): string {
  return `${LRI}${text}${PDI}`;
}

/** A value of unknown direction (a name typed in Latin on an Arabic page) kept from reordering its neighbours. */
export function isolate(text: string): string {
  return `${FSI}${text}${PDI}`;
}
