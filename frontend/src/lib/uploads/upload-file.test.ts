import { PROFILE_PICTURE_MAX_BYTES } from '@isl/contracts';
import { jsonResponse as json } from '../../../test/canned-fetch';
import { fakeXhr, restoreUploadDoublesAfterEach } from '../../../test/fake-xhr';
import { ApiError } from '../api-client';
import { fileProblem, UploadFailed, uploadFile } from './upload-file';

const picture = (bytes = 1000, type = 'image/png') => new File([new Uint8Array(bytes)], 'me.png', { type });

describe('fileProblem', () => {
  it('refuses what the server would refuse: the wrong type, or over the size', () => {
    expect(fileProblem(picture(), 'profile')).toBeNull();
    expect(fileProblem(picture(PROFILE_PICTURE_MAX_BYTES + 1), 'profile')).toBe('tooLarge');
    expect(fileProblem(picture(100, 'image/svg+xml'), 'profile')).toBe('wrongType');
    expect(fileProblem(picture(100, 'video/mp4'), 'profile')).toBe('wrongType');
    expect(fileProblem(picture(100, 'video/mp4'), 'media')).toBeNull();
  });
});

describe('uploadFile', () => {
  restoreUploadDoublesAfterEach();

  it('asks for a URL, PUTs the file there with its type and progress, then completes', async () => {
    const stored = { objectPath: '/objects/1', mediaType: 'image/png', url: '/media/avatars/a-256.webp', thumbnailUrl: '/media/avatars/a-64.webp' };
    globalThis.fetch = jest.fn(async (url: string) =>
      url === '/api/objects/upload' ? json(201, { uploadURL: '/api/objects/uploads/1', objectPath: '/objects/1', expiresAt: '' }) : json(201, stored),
    ) as unknown as typeof fetch;
    const sent = fakeXhr(200);
    const progress: number[] = [];
    const file = picture();

    await expect(uploadFile('profile', file, (fraction) => progress.push(fraction))).resolves.toEqual(stored);
    expect(sent).toEqual([{ method: 'PUT', url: '/api/objects/uploads/1', body: file, withCredentials: true, headers: { 'Content-Type': 'image/png' } }]);
    expect(progress).toEqual([0.5, 1]);
    expect(globalThis.fetch).toHaveBeenLastCalledWith('/api/objects/complete', expect.objectContaining({ method: 'POST', body: JSON.stringify({ objectPath: '/objects/1' }) }));
  });

  it('sends no cookie to a storage on another origin', async () => {
    globalThis.fetch = jest.fn(async () => json(201, { uploadURL: 'https://files.example/isl/incoming/1?X-Amz-Signature=x', objectPath: '/objects/1', expiresAt: '' })) as unknown as typeof fetch;
    const sent = fakeXhr(200);
    await uploadFile('media', picture(), () => undefined);
    expect(sent[0].withCredentials).toBe(false);
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/objects/upload-public', expect.objectContaining({ body: expect.stringMatching(/^\{"fileName":"media-\d+"\}$/) }));
  });

  it.each<[string, () => void, string]>([
    ['asking for the URL', () => (globalThis.fetch = jest.fn(async () => json(500, { code: 'INTERNAL_ERROR' })) as unknown as typeof fetch), 'prepare'],
    [
      'the PUT',
      () => {
        globalThis.fetch = jest.fn(async () => json(201, { uploadURL: '/u', objectPath: '/objects/1', expiresAt: '' })) as unknown as typeof fetch;
        fakeXhr(415, JSON.stringify({ statusCode: 415, code: 'UPLOAD_TYPE_NOT_ALLOWED', message: 'no' }));
      },
      'send',
    ],
  ])('says where it failed: %s', async (_, arrange, stage) => {
    fakeXhr(200);
    arrange();
    const failure = await uploadFile('profile', picture(), () => undefined).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadFailed);
    expect((failure as UploadFailed).stage).toBe(stage);
    expect(((failure as UploadFailed).cause as ApiError).code).toBe(stage === 'send' ? 'UPLOAD_TYPE_NOT_ALLOWED' : 'INTERNAL_ERROR');
  });
});
