import sharp from 'sharp';
import { escapeXml } from '@isl/contracts';
import { CARD_FONT_FAMILY, CARD_HEIGHT, CARD_WIDTH } from './card-frame';
import type { CrestBox } from './match-card';
import { REFERENCE_SIZE, type MeasureText } from './text-fit';

/*
 * The cards made pictures by sharp: librsvg draws the SVG, with Pango laying out its text, and libvips lays it
 * over the article's picture or lays club logos over it.
 */

/** A drawn card in full colour is some 100 KB; a palette would band its gradients. */
const CARD_PNG = { compressionLevel: 9 } as const;
/** A photo in full colour is 1.5 MB, too much for a link preview: in a dithered palette it is a fifth of that and looks the same. */
const PHOTO_PNG = { compressionLevel: 9, palette: true, quality: 90 } as const;

/** Pango's width of the text in the cards' bold type: the very layout librsvg gives the card's text. */
export const measureWithPango: MeasureText = async (text) => {
  if (!text.trim()) return 0;
  const { width } = await sharp({
    text: { text: `<span font_weight="bold">${escapeXml(text)}</span>`, font: `${CARD_FONT_FAMILY} ${REFERENCE_SIZE}px`, dpi: 72 },
  }).metadata();
  return width ?? 0;
};

/** A club's logo, fitted into its crest's box, to lay over a match's card. */
export interface LogoOverlay {
  logo: Buffer;
  box: CrestBox;
}

export async function cardPng(svg: string, logos: LogoOverlay[] = []): Promise<Buffer> {
  const overlays = await Promise.all(
    logos.map(async ({ logo, box }) => ({
      input: await sharp(logo).resize(box.size, box.size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer(),
      left: Math.round(box.left),
      top: Math.round(box.top),
    })),
  );
  return sharp(Buffer.from(svg)).composite(overlays).png(CARD_PNG).toBuffer();
}

/** The card laid over `picture`, which is cropped to the card around its most eye-catching part. */
export function cardOverPicturePng(svg: string, picture: Buffer): Promise<Buffer> {
  return sharp(picture)
    .rotate()
    .resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
    .composite([{ input: Buffer.from(svg) }])
    .png(PHOTO_PNG)
    .toBuffer();
}
