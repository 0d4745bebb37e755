import { MEDIA_UPLOAD_MAX_BYTES, PROFILE_PICTURE_MAX_BYTES } from './constants';

/** What an upload is for: a profile picture (images only, 5 MB) or media for an article (images and video, 50 MB). */
export type UploadKind = 'profile' | 'media';

/** The square sizes a profile picture is stored in, in pixels: the large one is `profileImageUrl`, the small one the header's. */
export const AVATAR_SIZES = { large: 256, small: 64 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

/** Where stored files are served; every upload's variants have a URL under it. */
export const MEDIA_URL_PREFIX = '/media/';

/** `PUT /api/profile/picture`: `profileImageUrl` is the `objectPath` the upload call returned (`/objects/<id>`). */
export interface UpdateProfilePictureRequest {
  profileImageUrl: string;
}

/** The stored name of one size of a profile picture: `avatars/<name>-256.webp`. */
export function avatarKey(name: string, size: AvatarSize): string {
  return `avatars/${name}-${AVATAR_SIZES[size]}.webp`;
}

const LARGE_AVATAR_URL = new RegExp(`^(${MEDIA_URL_PREFIX}avatars/[^/]+)-${AVATAR_SIZES.large}\\.webp$`);

/**
 * The URL of a profile picture in `size`, from the `profileImageUrl` an account carries (its large size); a
 * URL this server did not make (a provider's picture) is returned as it is, and no picture stays null.
 */
export function avatarUrl(profileImageUrl: string | null, size: AvatarSize): string | null {
  const match = profileImageUrl?.match(LARGE_AVATAR_URL);
  return match ? `${match[1]}-${AVATAR_SIZES[size]}.webp` : profileImageUrl;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * What each kind of upload accepts (spec section 5): the most bytes, the most pixels an image may have (read from
 * its header, before it is decoded), and the types the server finds in the file's own first bytes. The web app uses
 * the same figures to refuse early; the server decides.
 *
 * A profile picture is shown at 256 px at most: 25 megapixels takes what phones save by default (12 MP, and the
 * 24 MP of recent iPhones, 5712 x 4284) and refuses their 48-200 MP modes, and decompression bombs past it (12 kB
 * of PNG that decode to 10 000 x 10 000 take half a second of a thread). Article pictures may come from a camera:
 * 100 MP.
 */
export const UPLOAD_LIMITS = {
  profile: { maxBytes: PROFILE_PICTURE_MAX_BYTES, maxPixels: 25_000_000, mediaTypes: [...IMAGE_TYPES] },
  media: { maxBytes: MEDIA_UPLOAD_MAX_BYTES, maxPixels: 100_000_000, mediaTypes: [...IMAGE_TYPES, 'video/mp4', 'video/webm'] },
} as const satisfies Record<UploadKind, { maxBytes: number; maxPixels: number; mediaTypes: readonly string[] }>;

/** The most a signed-in user may have uploaded and not yet used (each is deleted 24 hours after upload). */
export const MAX_UNUSED_UPLOADS = 20;

/** `POST /api/objects/upload-public`: the browser's name for the file; the server stores it under its own. */
export interface MediaUploadRequest {
  fileName: string;
}

export const UPLOAD_FILE_NAME_MAX_LENGTH = 255;

/**
 * What `POST /api/objects/upload` and `/upload-public` answer: where to PUT the file (once, before
 * `expiresAt`), and the path that names the upload in later calls (`PUT /api/profile/picture`).
 */
export interface UploadTicket {
  uploadURL: string;
  objectPath: string;
  expiresAt: string;
}

/** `POST /api/objects/complete`: after the PUT, have the server check and store the file (again: no change). */
export interface CompleteUploadRequest {
  objectPath: string;
}

/**
 * A checked, stored upload: what the local PUT answers and `POST /api/objects/complete` returns. `url` is
 * what the site shows (an avatar's 256 px square, an article image's 1200 px, a video as uploaded);
 * `thumbnailUrl` the small size (64 px avatar, 400 px article thumbnail; null for a video).
 */
export interface UploadedObject {
  objectPath: string;
  mediaType: string;
  url: string;
  thumbnailUrl: string | null;
}
