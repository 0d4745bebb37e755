import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { LocalDiskStorage } from './local-disk-storage';

let root: string;
let storage: LocalDiskStorage;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'isl-storage-'));
  storage = new LocalDiskStorage(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('LocalDiskStorage', () => {
  it('stores a buffer or a stream under its key and reads it back with its type and size', async () => {
    await storage.put('avatars/abc-256.webp', Buffer.from('webp bytes'), 'image/webp');
    await storage.put('media/clip.mp4', Readable.from([Buffer.from('mp4 '), Buffer.from('bytes')]), 'video/mp4');
    const avatar = await storage.get('avatars/abc-256.webp');
    expect({ ...avatar, body: await text(avatar!.body) }).toEqual({ body: 'webp bytes', contentType: 'image/webp', size: 10 });
    const clip = await storage.get('media/clip.mp4');
    expect([await text(clip!.body), clip?.contentType]).toEqual(['mp4 bytes', 'video/mp4']);
    expect(readdirSync(join(root, 'avatars'))).toEqual(['abc-256.webp']);
  });

  it('replaces an object whole, and leaves no partial file when a write fails', async () => {
    await storage.put('media/a.webp', Buffer.from('first'), 'image/webp');
    await storage.put('media/a.webp', Buffer.from('second'), 'image/webp');
    expect(await text((await storage.get('media/a.webp'))!.body)).toBe('second');
    const failing = new Readable({ read() { this.destroy(new Error('client went away')); } });
    await expect(storage.put('media/b.webp', failing, 'image/webp')).rejects.toThrow('client went away');
    expect(readdirSync(join(root, 'media'))).toEqual(['a.webp']);
  });

  it('deletes what exists, and a missing key is no error', async () => {
    await storage.put('avatars/x-256.webp', Buffer.from('x'), 'image/webp');
    await storage.delete(['avatars/x-256.webp', 'avatars/never-there.webp']);
    expect(await storage.get('avatars/x-256.webp')).toBeNull();
  });

  it('reads nothing but regular files: no folders, no symbolic links, nothing missing', async () => {
    mkdirSync(join(root, 'media', 'folder.webp'), { recursive: true });
    writeFileSync(join(root, 'secret.txt'), 'secret');
    symlinkSync(join(root, 'secret.txt'), join(root, 'media', 'link.webp'));
    expect(await storage.get('media/folder.webp')).toBeNull();
    expect(await storage.get('media/link.webp')).toBeNull();
    expect(await storage.get('media/missing.webp')).toBeNull();
    expect(await storage.get('nothing/here/at-all.webp')).toBeNull();
  });

  it.each(['../escape.webp', 'media/../../escape.webp', 'media/../avatars/x.webp', '/etc/passwd', 'media/.hidden', 'Media/A.webp', 'media//x.webp', 'media', 'media/'])(
    'refuses %j as a key',
    async (key) => {
      await expect(storage.get(key)).rejects.toThrow('not an object key');
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('not an object key');
      await expect(storage.delete([key])).rejects.toThrow('not an object key');
    },
  );
});
