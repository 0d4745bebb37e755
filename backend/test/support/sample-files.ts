import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Files as fans and attackers would upload them, made here rather than kept as binaries in the repository. */

/** A photo as a phone takes it: a JPEG with an EXIF block that says where it was taken. */
export function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 122, b: 61 } } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 18/1 5/1', GPSLongitudeRef: 'E', GPSLongitude: '44/1 21/1 40/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 206, g: 17, b: 38, alpha: 1 } } }).png().toBuffer();
}

/** A JPEG of random pixels, which do not compress, about `approxBytes` long: a big photo's worth of detail. */
export async function noisyJpeg(approxBytes: number): Promise<Buffer> {
  // Noise at quality 100 costs about 3 bytes a pixel.
  const side = Math.round(Math.sqrt(approxBytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toBuffer();
}

/** The start of a ZIP archive (a local file header and its name). */
export const ZIP_BYTES = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('payload.html<script>alert(1)</script>')]);

export const SVG_WITH_SCRIPT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>');

export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>fetch("/api/auth/user")</script></body></html>');

/** The first box of an MP4 file (ftyp, brand isom): enough for the type to be known from the bytes. */
export const MP4_BYTES = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), Buffer.alloc(64)]);
