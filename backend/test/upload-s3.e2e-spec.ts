import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import request from 'supertest';
import type { UploadedObject, UploadTicket } from '@isl/contracts';
import { freePort } from '@isl/test-support';
import { APP_ORIGIN, signUp, uniqueIp, type SignedIn } from './support/accounts';
import { HTML_PAGE, jpegWithGps, noisyJpeg, png } from './support/sample-files';
import { startTestApp, TestApp } from './support/test-app';

// The S3 path end to end against s3rver, a local server speaking the S3 protocol (MinIO in docker-compose).
const BUCKET = 'isl-test';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const s3Dir = mkdtempSync(join(tmpdir(), 'isl-s3rver-'));
let s3rver: S3rver;
let bucket: S3Client;
let t: TestApp;
const api = () => request(t.app.getHttpServer());

async function keysInBucket(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

const post = (who: SignedIn, path: string, body: object = {}) =>
  api().post(path).set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).set('cookie', who.cookie).send(body);

async function ticket(who: SignedIn, kind: 'profile' | 'media' = 'profile'): Promise<UploadTicket> {
  const res = kind === 'profile' ? await post(who, '/api/objects/upload') : await post(who, '/api/objects/upload-public', { fileName: `media-${Date.now()}` });
  expect(res.status).toBe(201);
  return res.body as UploadTicket;
}

/** The browser's PUT straight to the bucket: no cookie, no origin the api would check. */
async function putToBucket(uploadURL: string, body: Buffer, contentType: string): Promise<number> {
  const response = await fetch(uploadURL, { method: 'PUT', body, headers: { 'content-type': contentType } });
  await response.arrayBuffer();
  return response.status;
}

beforeAll(async () => {
  const port = await freePort();
  s3rver = new S3rver({ address: '127.0.0.1', port, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  bucket = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  t = await startTestApp({ S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId, S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey });
});
afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  await s3rver?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

describe('uploads to an S3 bucket', () => {
  it('a presigned PUT, then completion: checked, re-encoded, served by the api; replacing the picture deletes the old one', async () => {
    const fan = await signUp(t);
    const first = await ticket(fan);
    const id = first.objectPath.split('/').pop()!;
    expect(first.uploadURL).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${BUCKET}/incoming/${id}\\?.*X-Amz-Signature=`));
    expect(first.uploadURL).toContain('X-Amz-Expires=900');
    expect(await putToBucket(first.uploadURL, await jpegWithGps(), 'image/jpeg')).toBe(200);
    expect(await keysInBucket()).toContain(`incoming/${id}`);

    const stored = (await post(fan, '/api/objects/complete', { objectPath: first.objectPath }).expect(201)).body as UploadedObject;
    expect(stored).toEqual(expect.objectContaining({ mediaType: 'image/jpeg', url: expect.stringMatching(/^\/media\/avatars\/[0-9a-f]{32}-256\.webp$/) }));
    expect(await keysInBucket()).not.toContain(`incoming/${id}`);
    const served = await api().get(stored.url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.body as Buffer).metadata();
    expect({ width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ width: 256, height: 256, exif: undefined });

    // Completing again answers the same, even if the URL was used again meanwhile: nothing is processed twice.
    expect(await putToBucket(first.uploadURL, await png(20, 20), 'image/png')).toBe(200);
    expect((await post(fan, '/api/objects/complete', { objectPath: first.objectPath }).expect(201)).body).toEqual(stored);

    await api().put('/api/profile/picture').set('origin', APP_ORIGIN).set('cookie', fan.cookie).send({ profileImageUrl: first.objectPath }).expect(200);
    const second = await ticket(fan);
    expect(await putToBucket(second.uploadURL, await png(500, 400), 'image/png')).toBe(200);
    const replacement = (await post(fan, '/api/objects/complete', { objectPath: second.objectPath }).expect(201)).body as UploadedObject;
    const me = await api().put('/api/profile/picture').set('origin', APP_ORIGIN).set('cookie', fan.cookie).send({ profileImageUrl: second.objectPath }).expect(200);
    expect(me.body.profileImageUrl).toBe(replacement.url);
    const keys = await keysInBucket();
    expect(keys).toEqual(expect.arrayContaining([replacement.url.replace('/media/', ''), replacement.thumbnailUrl!.replace('/media/', '')]));
    // The first picture's files, and what the reused URL left behind, went with it.
    expect(keys.filter((key) => [stored.url, stored.thumbnailUrl, `/media/incoming/${id}`].includes(`/media/${key}`))).toEqual([]);
    await api().get(stored.url).expect(404);
  });

  it.each<[string, number, string, () => Promise<Buffer> | Buffer]>([
    ['a file over 5 MB', 413, 'UPLOAD_TOO_LARGE', () => noisyJpeg(5.5 * 1024 * 1024)],
    ['an HTML page named .png', 415, 'UPLOAD_TYPE_NOT_ALLOWED', () => HTML_PAGE],
  ])('refuses %s on completion (%i %s) and deletes it from the bucket', async (_, status, code, file) => {
    const fan = await signUp(t);
    const before = await keysInBucket();
    const { uploadURL, objectPath } = await ticket(fan);
    expect(await putToBucket(uploadURL, await file(), 'image/png')).toBe(200);
    const res = await post(fan, '/api/objects/complete', { objectPath }).expect(status);
    expect(res.body.code).toBe(code);
    expect(await keysInBucket()).toEqual(before);
    await post(fan, '/api/objects/complete', { objectPath }).expect(404);
  });

  it("refuses to complete another user's upload (404) and one whose file has not arrived (409)", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const { uploadURL, objectPath } = await ticket(owner);
    expect((await post(owner, '/api/objects/complete', { objectPath }).expect(409)).body.code).toBe('UPLOAD_NOT_PROCESSED');
    expect(await putToBucket(uploadURL, await png(30, 30), 'image/png')).toBe(200);
    expect((await post(other, '/api/objects/complete', { objectPath }).expect(404)).body.code).toBe('UPLOAD_NOT_FOUND');
    await post(owner, '/api/objects/complete', { objectPath }).expect(201);
  });

  it('lets browsers reach the bucket through the Content Security Policy', async () => {
    const res = await api().get('/api/docs');
    expect(res.headers['content-security-policy']).toMatch(/connect-src 'self' ws:\/\/localhost:3000 http:\/\/127\.0\.0\.1:\d+/);
  });
});
