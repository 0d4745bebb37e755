import { avatarKeys, contentTypeOf, incomingKey, isLocalUploadPath, isObjectKey, isPublicKey, localUploadPath, mediaKey, mediaUrl, objectPathOf, uploadIdOf } from './media-keys';

const UPLOAD_ID = '3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b';

describe('object keys', () => {
  it('are what the server names: lower-case segments under a folder', () => {
    expect([avatarKeys('ab12').large, avatarKeys('ab12').small, mediaKey('cd34-1200', 'webp'), mediaKey('ef56', 'mp4'), incomingKey(UPLOAD_ID)]).toEqual([
      'avatars/ab12-256.webp',
      'avatars/ab12-64.webp',
      'media/cd34-1200.webp',
      'media/ef56.mp4',
      `incoming/${UPLOAD_ID}`,
    ]);
    expect([avatarKeys('ab12').large, mediaKey('ef56', 'mp4'), incomingKey(UPLOAD_ID)].every(isObjectKey)).toBe(true);
  });

  it.each(['../etc/passwd', 'media/../avatars/x.webp', 'media/.hidden', '/media/x.webp', 'Media/x.webp', 'media//x.webp', 'media', 'media/'])(
    'refuse %s, which could leave the storage folder or is no file in it',
    (key) => {
      expect(isObjectKey(key)).toBe(false);
    },
  );
});

describe('what GET /media/<key> serves', () => {
  it('is a processed variant, never a file as it arrived', () => {
    expect([avatarKeys('ab12').small, mediaKey('cd34-400', 'webp'), mediaKey('ef56', 'webm')].map(isPublicKey)).toEqual([true, true, true]);
    expect([incomingKey(UPLOAD_ID), 'incoming/x.webp', 'media/x.svg', 'media/x.html', 'other/x.webp', 'media/sub/x.webp'].map(isPublicKey)).toEqual([false, false, false, false, false, false]);
  });

  it('is typed by the extension the server gave it', () => {
    expect(['avatars/a-64.webp', 'media/b.mp4', 'media/c.webm', `incoming/${UPLOAD_ID}`].map(contentTypeOf)).toEqual([
      'image/webp',
      'video/mp4',
      'video/webm',
      'application/octet-stream',
    ]);
    expect(mediaUrl('avatars/a-64.webp')).toBe('/media/avatars/a-64.webp');
  });
});

describe('paths that name an upload', () => {
  it('read back the upload an objectPath names, and nothing else', () => {
    expect(uploadIdOf(objectPathOf(UPLOAD_ID))).toBe(UPLOAD_ID);
    expect([`/objects/${UPLOAD_ID}/x`, '/objects/not-a-uuid', `objects/${UPLOAD_ID}`, `/media/${UPLOAD_ID}`].map(uploadIdOf)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("know the local storage's upload URL, for one upload only", () => {
    expect(isLocalUploadPath(localUploadPath(UPLOAD_ID))).toBe(true);
    expect([`${localUploadPath(UPLOAD_ID)}/more`, '/api/objects/uploads/', '/api/objects/upload'].map(isLocalUploadPath)).toEqual([false, false, false]);
  });
});
