// Draws the installable app's icons (frontend/public/icons) from the logo, in the app's colours: run once
// after the logo changes (`node scripts/make-app-icons.mjs`); the PNGs are kept in the repository.
import { readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const root = join(import.meta.dirname, '..');
const logo = readFileSync(join(root, 'frontend/src/assets/logo.svg'));
const out = join(root, 'frontend/public/icons');
mkdirSync(out, { recursive: true });
const BRAND = '#126640';
/** The icons are a few flat colours, which a palette stores in far fewer bytes; Chrome fetches one as a page loads. */
const FLAT_PNG = { palette: true, quality: 100, compressionLevel: 9, effort: 10 };

/** The logo centred on the brand green, `padding` of the side kept clear (maskable icons need 10%+). */
async function onBrand(size, padding, file) {
  const inner = Math.round(size * (1 - 2 * padding));
  const art = await sharp(logo, { density: 600 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: art, gravity: 'centre' }])
    .png(FLAT_PNG)
    .toFile(join(out, file));
}

await onBrand(192, 0.08, 'icon-192.png');
await onBrand(512, 0.08, 'icon-512.png');
await onBrand(512, 0.2, 'icon-maskable-512.png');
await onBrand(180, 0.1, 'apple-touch-icon.png');
// The status-bar badge is a silhouette: Android shows only its alpha channel.
const alpha = await sharp(logo, { density: 600 }).resize(96, 96).ensureAlpha().extractChannel('alpha').toBuffer();
await sharp({ create: { width: 96, height: 96, channels: 3, background: '#FFFFFF' } }).joinChannel(alpha).png().toFile(join(out, 'badge-96.png'));
