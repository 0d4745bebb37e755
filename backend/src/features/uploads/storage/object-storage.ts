import type { Readable } from 'node:stream';

/** A stored file as it is read back: its bytes as a stream, its type and its length. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live, by key (`avatars/<name>-256.webp`; see media-keys.ts): the api's own disk by
 * default. Keys are always chosen by the server, never taken from a client.
 */
export interface ObjectStorage {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** Null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes those of the keys that exist; a missing one is no error, so a repeated delete is harmless. */
  delete(keys: string[]): Promise<void>;
  /**
   * A URL the browser can PUT the object at directly, for `expiresInSeconds` (an S3 presigned URL). Absent
   * when the storage takes no uploads itself: then the api receives the file (PUT /api/objects/uploads/:id).
   */
  presignUpload?(key: string, expiresInSeconds: number): Promise<string>;
}

/** The injection token of the configured ObjectStorage. */
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');
