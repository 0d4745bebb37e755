/*
 * Text set to the room a card gives it, from the widths the type really has (measured by Pango, which lays out
 * the card's text too): names and titles shrink to fit, and what cannot fit even at the smallest size is cut
 * with an ellipsis.
 */

/** The size, in px, widths are measured at. */
export const REFERENCE_SIZE = 100;

/** How wide a text is in the cards' bold type at REFERENCE_SIZE px. Bold is the widest: lighter text fits too. */
export type MeasureText = (text: string) => Promise<number>;

/** A line as the card writes it: its text (cut if need be), its size and its width at that size. */
export interface FittedLine {
  text: string;
  size: number;
  width: number;
}

/** The room of one line: at most `size` px, down to `minSize` before anything is cut. */
export interface LineRoom {
  maxWidth: number;
  size: number;
  minSize?: number;
}

/** The room of a paragraph: the sizes to try, largest first, and how many lines it may take. */
export interface ParagraphRoom {
  maxWidth: number;
  sizes: readonly number[];
  maxLines: number;
}

export interface FittedParagraph {
  lines: string[];
  size: number;
}

const ELLIPSIS = '…';
const widthAt = (referenceWidth: number, size: number) => (referenceWidth * size) / REFERENCE_SIZE;

/** Each distinct text measured once: wrapping a paragraph at several sizes asks for the same lines again. */
export function remembered(measure: MeasureText): MeasureText {
  const widths = new Map<string, Promise<number>>();
  return (text) => {
    let width = widths.get(text);
    if (!width) widths.set(text, (width = measure(text)));
    return width;
  };
}

export async function fitLine(text: string, { maxWidth, size, minSize = size }: LineRoom, measure: MeasureText): Promise<FittedLine> {
  const referenceWidth = await measure(text);
  const fitting = referenceWidth === 0 ? size : Math.min(size, Math.floor((maxWidth * REFERENCE_SIZE) / referenceWidth));
  if (fitting >= minSize) return { text, size: fitting, width: widthAt(referenceWidth, fitting) };
  return cut(text, maxWidth, minSize, measure);
}

/** The longest start of `text` that fits at `size` with an ellipsis after it (found by halving). */
async function cut(text: string, maxWidth: number, size: number, measure: MeasureText): Promise<FittedLine> {
  const characters = [...text];
  let best: FittedLine = { text: ELLIPSIS, size, width: widthAt(await measure(ELLIPSIS), size) };
  let [low, high] = [1, characters.length - 1];
  while (low <= high) {
    const length = Math.floor((low + high) / 2);
    const candidate = `${characters.slice(0, length).join('').trimEnd()}${ELLIPSIS}`;
    const width = widthAt(await measure(candidate), size);
    if (width <= maxWidth) {
      best = { text: candidate, size, width };
      low = length + 1;
    } else high = length - 1;
  }
  return best;
}

/**
 * The paragraph in as few lines as the largest size allows, words kept whole: the first size that keeps it
 * within `maxLines`, else the smallest with its last line cut. A word wider than a line is cut on its own.
 */
export async function wrapParagraph(text: string, { maxWidth, sizes, maxLines }: ParagraphRoom, measure: MeasureText): Promise<FittedParagraph> {
  const words = text.split(/\s+/).filter(Boolean);
  const smallest = sizes[sizes.length - 1];
  for (const size of sizes) {
    const lines = await wrapWords(words, maxWidth, size, measure);
    if (lines.length <= maxLines || size === smallest) {
      const kept = lines.length <= maxLines ? lines : [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')];
      const fitted = await Promise.all(kept.map((line) => fitLine(line, { maxWidth, size }, measure)));
      return { lines: fitted.map((line) => line.text), size };
    }
  }
  throw new Error('wrapParagraph needs at least one size');
}

/** Words filled into lines of `maxWidth` at `size`, each line as long as it can be. */
async function wrapWords(words: string[], maxWidth: number, size: number, measure: MeasureText): Promise<string[]> {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const longer = line ? `${line} ${word}` : word;
    if (!line || widthAt(await measure(longer), size) <= maxWidth) line = longer;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
