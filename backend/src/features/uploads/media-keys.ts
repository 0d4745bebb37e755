import { avatarKey, MEDIA_URL_PREFIX } from '@isl/contracts';

/**
 * Object keys: lower-case segments joined by "/", each starting with a letter or digit, so no segment can be
 * "." or ".." and a key always stays inside the storage's folder or bucket.
 */
const OBJECT_KEY = /^[a-z0-9]+(?:\/[a-z0-9][a-z0-9._-]{0,127})+$/;

/** What GET /media/<key> may serve: the processed variants, never an upload as it arrived (`incoming/`). */
const PUBLIC_KEY = /^(?:avatars|media)\/[a-z0-9][a-z0-9-]{0,99}\.(?:webp|mp4|webm)$/;

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', mp4: 'video/mp4', webm: 'video/webm' };

export function isObjectKey(key: string): boolean {
  return OBJECT_KEY.test(key);
}

export function isPublicKey(key: string): boolean {
  return PUBLIC_KEY.test(key);
}

/** The type of a stored variant, from the extension the server gave it. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** The address a stored variant is served at. */
export function mediaUrl(key: string): string {
  return `${MEDIA_URL_PREFIX}${key}`;
}

/** Where an upload waits, as it arrived, until the server has processed it. */
export function incomingKey(uploadId: string): string {
  return `incoming/${uploadId}`;
}

/** The stored sizes of a profile picture, by the names `Upload.keys` gives them. */
export function avatarKeys(name: string): { large: string; small: string } {
  return { large: avatarKey(name, 'large'), small: avatarKey(name, 'small') };
}

/** The stored name of article media: `media/<name>.<ext>`. */
export function mediaKey(name: string, extension: string): string {
  return `media/${name}.${extension}`;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * Where the browser PUTs an upload's file when the api stores files itself; the one API request whose body
 * is not JSON (see cross-site.check.ts).
 */
export function localUploadPath(uploadId: string): string {
  return `/api/objects/uploads/${uploadId}`;
}

const LOCAL_UPLOAD_PATH = new RegExp(`^/api/objects/uploads/${UUID}$`);

export function isLocalUploadPath(path: string): boolean {
  return LOCAL_UPLOAD_PATH.test(path);
}

/** An upload's `objectPath`, which the upload calls answer with and later calls name the upload by: `/objects/<id>`. */
export const OBJECT_PATH = new RegExp(`^/objects/(${UUID})$`);

export function objectPathOf(uploadId: string): string {
  return `/objects/${uploadId}`;
}

/** The upload an objectPath names, or undefined when it is not one. */
export function uploadIdOf(objectPath: string): string | undefined {
  return OBJECT_PATH.exec(objectPath)?.[1];
}
