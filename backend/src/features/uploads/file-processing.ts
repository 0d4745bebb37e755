import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AVATAR_SIZES, UPLOAD_LIMITS, type UploadKind } from '@isl/contracts';
import { ApiError } from '../../platform/http/api-error';
import { avatarKeys, mediaKey } from './media-keys';

/** One file the server keeps of an upload, under a key it chose. */
export interface StoredVariant {
  key: string;
  body: Buffer;
  contentType: string;
}

/** What the server made of an uploaded file: the type it found, and the files to keep by variant (`large`, `small`). */
export interface ProcessedFile {
  mediaType: string;
  variants: Record<string, StoredVariant>;
}

const WEBP_QUALITY = 82;
const ARTICLE_WIDTHS = { large: 1200, small: 400 };

const KIND_NAMES: Record<UploadKind, string> = { profile: 'a profile picture', media: 'article media' };
const ALLOWED_NAMES: Record<UploadKind, string> = { profile: 'a JPEG, PNG, WebP or GIF image', media: 'a JPEG, PNG, WebP or GIF image, or an MP4 or WebM video' };

/** Runs a piece of image work when its turn comes (the api's ImageWork), and answers what it made. */
export type ImageTurn = <T>(work: () => Promise<T>) => Promise<T>;

export const uploadTooLarge = (kind: UploadKind) =>
  new ApiError('UPLOAD_TOO_LARGE', `The file is larger than ${UPLOAD_LIMITS[kind].maxBytes / (1024 * 1024)} MB, the most for ${KIND_NAMES[kind]}.`);

const uploadTimedOut = (seconds: number) =>
  new ApiError('REQUEST_TIMEOUT', `The file did not arrive within ${seconds} seconds: try again on a faster connection.`);

/**
 * Reads a stream into memory, refusing it as soon as it passes `maxBytes` (nothing past the limit is kept) or
 * when it has not ended within `timeoutSeconds` (a body trickling in would hold its upload, and its memory, for
 * as long as the sender liked). The stream is only paused then: the caller decides whether to drop it (a storage
 * read) or answer first (a browser's upload, which should see the 413 or 408 rather than a reset connection).
 */
export function readAtMost(stream: Readable, maxBytes: number, kind: UploadKind, timeoutSeconds?: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // A request whose client left while the upload was being claimed fails before anyone listens.
    if (stream.destroyed) return reject(stream.errored ?? new Error('The stream was closed before it was read.'));
    const chunks: Buffer[] = [];
    let total = 0;
    const refuse = (error: ApiError) => {
      clearTimeout(timer);
      stream.off('data', onData);
      stream.pause();
      chunks.length = 0;
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) refuse(uploadTooLarge(kind));
      else chunks.push(chunk);
    };
    const timer = timeoutSeconds === undefined ? undefined : setTimeout(() => refuse(uploadTimedOut(timeoutSeconds)), timeoutSeconds * 1000);
    stream.on('data', onData);
    stream.once('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks, total));
    });
    stream.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/**
 * Decides what an uploaded file is from its own bytes (never its name or the browser's Content-Type) and
 * makes what the site keeps of it. Images are decoded and re-encoded as WebP at the sizes the site shows,
 * which drops EXIF and GPS data and anything appended to or hidden in the file (a polyglot), in one turn of
 * `inTurn`; videos are kept as they came, under the server's own name. SVG and HTML have no magic bytes and
 * are refused with every other unknown type.
 */
export async function processUploadedFile(kind: UploadKind, bytes: Buffer, inTurn: ImageTurn): Promise<ProcessedFile> {
  const found = await fileTypeFromBuffer(bytes);
  const allowed: readonly string[] = UPLOAD_LIMITS[kind].mediaTypes;
  if (!found || !allowed.includes(found.mime)) {
    throw new ApiError('UPLOAD_TYPE_NOT_ALLOWED', `The file is ${found ? `${found.mime}` : 'of no type we recognise'}: ${KIND_NAMES[kind]} must be ${ALLOWED_NAMES[kind]}.`);
  }
  const name = randomBytes(16).toString('hex');
  if (found.mime.startsWith('video/')) {
    return { mediaType: found.mime, variants: { large: { key: mediaKey(name, found.ext), body: bytes, contentType: found.mime } } };
  }
  const variants = await inTurn(async () => {
    await checkPixels(kind, bytes);
    return kind === 'profile' ? avatarVariants(bytes, name) : articleImageVariants(bytes, name);
  });
  return { mediaType: found.mime, variants };
}

const unreadable = (kind: UploadKind) => new ApiError('UPLOAD_UNREADABLE', `The image could not be read: it is damaged. Upload ${KIND_NAMES[kind]} again from another file.`);

/** Refuses from its header alone an image with more pixels than its kind allows, before anything decodes it. */
async function checkPixels(kind: UploadKind, bytes: Buffer): Promise<void> {
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => Promise.reject(unreadable(kind)));
  const { maxPixels } = UPLOAD_LIMITS[kind];
  if (width * height > maxPixels) {
    throw new ApiError('UPLOAD_TOO_MANY_PIXELS', `The image is ${width} x ${height} pixels: ${KIND_NAMES[kind]} may have at most ${maxPixels / 1_000_000} megapixels. Upload a smaller copy of it.`);
  }
}

/** The upload decoded once, turned upright by its EXIF orientation; sharp keeps no metadata in what it writes. */
function decode(kind: UploadKind, bytes: Buffer) {
  return sharp(bytes, { limitInputPixels: UPLOAD_LIMITS[kind].maxPixels, failOn: 'error' }).rotate();
}

async function encode(kind: UploadKind, work: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await work();
  } catch {
    throw unreadable(kind);
  }
}

/** The small size is made from the large one, not from the upload: one decode of the upload, not two. */
async function avatarVariants(bytes: Buffer, name: string): Promise<Record<string, StoredVariant>> {
  const keys = avatarKeys(name);
  const square = (image: sharp.Sharp, size: number) => encode('profile', () => image.resize(size, size, { fit: 'cover' }).webp({ quality: WEBP_QUALITY }).toBuffer());
  const large = await square(decode('profile', bytes), AVATAR_SIZES.large);
  const small = await square(sharp(large), AVATAR_SIZES.small);
  return { large: webp(keys.large, large), small: webp(keys.small, small) };
}

async function articleImageVariants(bytes: Buffer, name: string): Promise<Record<string, StoredVariant>> {
  const scaled = (image: sharp.Sharp, width: number) => encode('media', () => image.resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer());
  const large = await scaled(decode('media', bytes), ARTICLE_WIDTHS.large);
  const small = await scaled(sharp(large), ARTICLE_WIDTHS.small);
  return { large: webp(mediaKey(`${name}-${ARTICLE_WIDTHS.large}`, 'webp'), large), small: webp(mediaKey(`${name}-${ARTICLE_WIDTHS.small}`, 'webp'), small) };
}

const webp = (key: string, body: Buffer): StoredVariant => ({ key, body, contentType: 'image/webp' });
