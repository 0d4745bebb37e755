/**
 * A mail as its texts say it, before it is written out as HTML and as plain text (see writeMail). Words of the
 * product and words of people (a name, an article's title, an editor's reason) are kept apart, so each medium
 * can isolate the people's words: a Latin name in an Arabic sentence must not reorder it, nor an Arabic title an
 * English one.
 */
export interface Letter {
  subject: Line;
  /** "Hello Sami," */
  greeting: Line;
  paragraphs: Line[];
  /** What an editor wrote, shown as a quotation under its label. */
  quote?: { label: Line; text: string };
  /** Paragraphs after the quotation. */
  closing?: Line[];
  /** The one thing to do next: a button in HTML, an address in the text. */
  action?: { label: Line; url: string };
  /** A last word in small print, such as "ignore this mail if you did not ask". */
  footnote?: Line;
}

/** A piece of a line: the product's words, or someone's words to isolate. */
export type Segment = string | { isolate: string };
export type Line = Segment[];

/** A line from a template: what is interpolated is someone's words, isolated wherever the line is written. */
export function line(strings: TemplateStringsArray, ...values: string[]): Line {
  return strings.flatMap((text, i) => [...(text ? [text] : []), ...(i < values.length ? [{ isolate: values[i] }] : [])]);
}

/** A line of the product's words only: the same as line`...` without interpolations, for texts built by code. */
export const plain = (text: string): Line => [text];
