import { constants, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf, isObjectKey } from '../media-keys';
import type { ObjectStorage, StoredObject } from './object-storage';

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ELOOP']);

/**
 * Files in a folder on the api's own disk (UPLOADS_DIR), one file per key. Writes land in a temporary file
 * renamed into place, so a reader never sees half a file; reads refuse anything but a regular file (no
 * symbolic links, no folders), and a key is checked before it becomes a path.
 */
export class LocalDiskStorage implements ObjectStorage {
  constructor(readonly root: string) {}

  async put(key: string, body: Buffer | Readable, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(partial, body, { flag: 'wx' });
      else await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = await open(this.pathOf(key), constants.O_RDONLY | constants.O_NOFOLLOW).catch((error: NodeJS.ErrnoException) => {
      if (MISSING.has(error.code ?? '')) return null;
      throw error;
    });
    if (!file) return null;
    const stats = await file.stat();
    if (!stats.isFile()) {
      await file.close();
      return null;
    }
    return { body: file.createReadStream(), contentType: contentTypeOf(key), size: stats.size };
  }

  async delete(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  private pathOf(key: string): string {
    const path = join(this.root, ...key.split('/'));
    // The pattern already keeps keys inside the folder; this says so where the path is made.
    if (!isObjectKey(key) || relative(this.root, path).startsWith(`..${sep}`)) throw new Error(`not an object key: ${JSON.stringify(key)}`);
    return path;
  }
}
