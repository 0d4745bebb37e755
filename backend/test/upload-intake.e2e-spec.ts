import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { avatarUrl, MAX_UNUSED_UPLOADS, type UploadedObject, type UploadTicket } from '@isl/contracts';
import { APP_ORIGIN, signUp, uniqueIp, type SignedIn } from './support/accounts';
import { HTML_PAGE, jpegWithGps, MP4_BYTES, noisyJpeg, png, SVG_WITH_SCRIPT, ZIP_BYTES } from './support/sample-files';
import { startTestApp, TestApp } from './support/test-app';

const uploadsDir = mkdtempSync(join(tmpdir(), 'isl-intake-'));
let t: TestApp;
const api = () => request(t.app.getHttpServer());
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(DataSource).query(query, params) as Promise<T[]>;

/** Every file under the uploads folder, by its path there. */
function filesOnDisk(dir = uploadsDir, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOnDisk(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

const post = (who: SignedIn | undefined, path: string, body: object = {}) => {
  const req = api().post(path).set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp());
  return (who ? req.set('cookie', who.cookie) : req).send(body);
};

async function ticket(who: SignedIn, kind: 'profile' | 'media' = 'profile'): Promise<UploadTicket> {
  const res = kind === 'profile' ? await post(who, '/api/objects/upload') : await post(who, '/api/objects/upload-public', { fileName: `media-${Date.now()}` });
  expect(res.status).toBe(201);
  return res.body as UploadTicket;
}

/** The browser's PUT of a file to its upload URL, with the name-derived type a browser would send. */
const putFile = (who: SignedIn | undefined, uploadURL: string, body: Buffer, contentType = 'image/png') => {
  const req = api().put(uploadURL).set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).set('content-type', contentType);
  return (who ? req.set('cookie', who.cookie) : req).send(body);
};

/** A PUT with no Content-Length (chunked), sending chunks until the server answers; resolves with its status and body. */
function putChunked(who: SignedIn, uploadURL: string, chunk: Buffer, maxChunks: number): Promise<{ status: number; body: unknown; chunksSent: number }> {
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return new Promise((resolve, reject) => {
    let chunksSent = 0;
    let answered = false;
    const req = httpRequest(
      { port, host: '127.0.0.1', method: 'PUT', path: uploadURL, headers: { cookie: who.cookie, origin: APP_ORIGIN, 'content-type': 'image/jpeg', 'x-forwarded-for': uniqueIp() } },
      (res) => {
        answered = true;
        let text = '';
        res.on('data', (data: Buffer) => (text += data.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown, chunksSent }));
      },
    );
    // The server may close the connection once it has answered: what matters is that it answered.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const sendMore = () => {
      if (answered || chunksSent >= maxChunks) return void req.end();
      chunksSent++;
      if (req.write(chunk)) setImmediate(sendMore);
      else req.once('drain', sendMore);
    };
    sendMore();
  });
}

const uploadCount = async (userId: string) => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM uploads WHERE user_id = $1', [userId]))[0].n);

beforeAll(async () => {
  t = await startTestApp({ UPLOADS_DIR: uploadsDir });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('a profile picture, end to end on local disk', () => {
  it('signs, receives, re-encodes to 256 and 64 px WebP without EXIF or GPS, serves it and makes it the picture', async () => {
    const fan = await signUp(t);
    const photo = await jpegWithGps(1200, 900);
    const exifIn = (await sharp(photo).metadata()).exif;
    // The GPS IFD pointer (tag 0x8825) is there to be removed.
    expect(exifIn && (exifIn.includes(Buffer.from([0x88, 0x25])) || exifIn.includes(Buffer.from([0x25, 0x88])))).toBe(true);

    const { uploadURL, objectPath, expiresAt } = await ticket(fan);
    expect(uploadURL).toMatch(/^\/api\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect(objectPath).toBe(`/objects/${uploadURL.split('/').pop()}`);
    const lifetimeMs = Date.parse(expiresAt) - Date.now();
    expect(lifetimeMs).toBeGreaterThan(10 * 60_000);
    expect(lifetimeMs).toBeLessThanOrEqual(15 * 60_000);

    const put = await putFile(fan, uploadURL, photo, 'image/jpeg').expect(200);
    const stored = put.body as UploadedObject;
    expect(stored).toEqual({ objectPath, mediaType: 'image/jpeg', url: expect.stringMatching(/^\/media\/avatars\/[0-9a-f]{32}-256\.webp$/), thumbnailUrl: expect.stringMatching(/-64\.webp$/) });
    // Completing answers the same; the name says nothing of the user or the upload.
    expect((await post(fan, '/api/objects/complete', { objectPath }).expect(201)).body).toEqual(stored);
    expect(stored.url).not.toContain(fan.user.id);
    expect(stored.url).not.toContain(objectPath.split('/').pop());

    for (const [url, size] of [[stored.url, 256], [stored.thumbnailUrl!, 64]] as const) {
      const served = await api().get(url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.body as Buffer).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ format: 'webp', width: size, height: size, exif: undefined });
    }

    const me = await api().put('/api/profile/picture').set('origin', APP_ORIGIN).set('cookie', fan.cookie).send({ profileImageUrl: objectPath }).expect(200);
    expect(me.body.profileImageUrl).toBe(stored.url);
    expect(avatarUrl(me.body.profileImageUrl, 'small')).toBe(stored.thumbnailUrl);
    // Only the two variants are kept: the upload as it arrived never touched the disk.
    expect(filesOnDisk().filter((path) => path.startsWith('incoming/'))).toEqual([]);
  });

  it('re-encodes a JPEG/ZIP polyglot: what is kept has no trailing archive', async () => {
    const fan = await signUp(t);
    const polyglot = Buffer.concat([await png(300, 300).then((p) => sharp(p).jpeg().toBuffer()), ZIP_BYTES]);
    const { uploadURL } = await ticket(fan);
    const stored = (await putFile(fan, uploadURL, polyglot, 'image/jpeg').expect(200)).body as UploadedObject;
    const kept = readFileSync(join(uploadsDir, stored.url.replace('/media/', '')));
    expect(kept.subarray(0, 4).toString()).toBe('RIFF');
    expect(kept.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false);
    expect(kept.includes(Buffer.from('<script>'))).toBe(false);
    expect(kept.length).toBe(kept.readUInt32LE(4) + 8);
  });
});

describe('refusals, each leaving nothing behind', () => {
  it.each<[string, number, string, string, () => Promise<Buffer> | Buffer]>([
    ['text with an image name and type', 415, 'UPLOAD_TYPE_NOT_ALLOWED', 'image/png', () => Buffer.from('just some text pretending to be a picture')],
    ['an SVG with a script', 415, 'UPLOAD_TYPE_NOT_ALLOWED', 'image/svg+xml', () => SVG_WITH_SCRIPT],
    ['an HTML page named .png', 415, 'UPLOAD_TYPE_NOT_ALLOWED', 'image/png', () => HTML_PAGE],
    ['a ZIP archive named .jpg', 415, 'UPLOAD_TYPE_NOT_ALLOWED', 'image/jpeg', () => ZIP_BYTES],
    ['a video as a profile picture', 415, 'UPLOAD_TYPE_NOT_ALLOWED', 'video/mp4', () => MP4_BYTES],
    ['a JPEG cut short', 422, 'UPLOAD_UNREADABLE', 'image/jpeg', async () => (await jpegWithGps()).subarray(0, 2000)],
    ['a file over 5 MB, with its Content-Length', 413, 'UPLOAD_TOO_LARGE', 'image/jpeg', () => noisyJpeg(5.5 * 1024 * 1024)],
  ])('%s: %i %s', async (_, status, code, contentType, file) => {
    const fan = await signUp(t);
    const before = filesOnDisk();
    const { uploadURL } = await ticket(fan);
    const res = await putFile(fan, uploadURL, await file(), contentType).expect(status);
    expect(res.body).toEqual({ statusCode: status, code, message: expect.any(String), requestId: expect.any(String) });
    expect(filesOnDisk()).toEqual(before);
    expect(await uploadCount(fan.user.id)).toBe(0);
    // The URL went with the file: it cannot be tried again.
    await putFile(fan, uploadURL, await png(10, 10)).expect(404);
  });

  it('a file over 5 MB sent without a Content-Length: refused once past the limit, before the rest arrives', async () => {
    const fan = await signUp(t);
    const before = filesOnDisk();
    const { uploadURL } = await ticket(fan);
    const chunk = Buffer.alloc(256 * 1024, 0xff);
    // 100 MB offered; the answer comes after about 5 MB.
    const res = await putChunked(fan, uploadURL, chunk, 400);
    expect(res.status).toBe(413);
    expect(res.body).toEqual(expect.objectContaining({ code: 'UPLOAD_TOO_LARGE' }));
    expect(res.chunksSent).toBeLessThan(100);
    expect(filesOnDisk()).toEqual(before);
    expect(await uploadCount(fan.user.id)).toBe(0);
  });

  it('an expired URL: 410', async () => {
    const fan = await signUp(t);
    const { uploadURL, objectPath } = await ticket(fan);
    await sql(`UPDATE uploads SET expires_at = now() - interval '1 second' WHERE id = $1`, [objectPath.split('/').pop()]);
    const res = await putFile(fan, uploadURL, await png(10, 10)).expect(410);
    expect(res.body.code).toBe('UPLOAD_URL_EXPIRED');
    expect(filesOnDisk().filter((path) => path.startsWith('incoming/'))).toEqual([]);
  });

  it('a URL used again: 410, and the first file stays', async () => {
    const fan = await signUp(t);
    const { uploadURL } = await ticket(fan);
    const first = (await putFile(fan, uploadURL, await png(40, 40)).expect(200)).body as UploadedObject;
    const before = filesOnDisk();
    const again = await putFile(fan, uploadURL, await png(50, 50)).expect(410);
    expect(again.body.code).toBe('UPLOAD_URL_EXPIRED');
    expect(filesOnDisk()).toEqual(before);
    await api().get(first.url).expect(200);
  });

  it("another user's URL: 404, and the owner can still use it", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const { uploadURL } = await ticket(owner);
    const res = await putFile(other, uploadURL, await png(10, 10)).expect(404);
    expect(res.body.code).toBe('UPLOAD_NOT_FOUND');
    await putFile(owner, uploadURL, await png(10, 10)).expect(200);
  });

  it('signed out: no URL is issued, and a PUT to one is refused (401)', async () => {
    const fan = await signUp(t);
    await post(undefined, '/api/objects/upload').expect(401);
    await post(undefined, '/api/objects/upload-public', { fileName: 'media-1' }).expect(401);
    const { uploadURL } = await ticket(fan);
    await putFile(undefined, uploadURL, await png(10, 10)).expect(401);
    await putFile(fan, uploadURL, await png(10, 10)).expect(200);
  });

  it('a foreign site: 403 before anything is read', async () => {
    const fan = await signUp(t);
    const { uploadURL } = await ticket(fan);
    const res = await api().put(uploadURL).set('origin', 'https://evil.example').set('cookie', fan.cookie).set('content-type', 'image/png').send(await png(10, 10)).expect(403);
    expect(res.body.code).toBe('CROSS_SITE_REQUEST');
  });

  it('only the upload URL takes a body that is not JSON', async () => {
    const fan = await signUp(t);
    const res = await api().put('/api/profile/picture').set('origin', APP_ORIGIN).set('cookie', fan.cookie).set('content-type', 'image/png').send(await png(10, 10)).expect(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    await api().put('/api/objects/uploads/not-an-id').set('origin', APP_ORIGIN).set('cookie', fan.cookie).set('content-type', 'image/png').send(await png(10, 10)).expect(415);
  });

  it('completing an upload whose file never came: 409, and it can still come', async () => {
    const fan = await signUp(t);
    const { uploadURL, objectPath } = await ticket(fan);
    expect((await post(fan, '/api/objects/complete', { objectPath }).expect(409)).body.code).toBe('UPLOAD_NOT_PROCESSED');
    await putFile(fan, uploadURL, await png(10, 10)).expect(200);
  });

  it(`at most ${MAX_UNUSED_UPLOADS} unused uploads a user: then 429`, async () => {
    const fan = await signUp(t);
    for (let i = 0; i < MAX_UNUSED_UPLOADS; i++) await ticket(fan);
    const res = await post(fan, '/api/objects/upload').expect(429);
    expect(res.body.code).toBe('TOO_MANY_UPLOADS');
  });

  it('gives media URLs to approved journalists (and editors) only: a fan gets 403', async () => {
    const fan = await signUp(t);
    expect((await post(fan, '/api/objects/upload-public', { fileName: 'media-1' }).expect(403)).body.code).toBe('FORBIDDEN');
  });

  it('asks for a fileName for media (400)', async () => {
    const journalist = await signUp(t, { role: 'journalist' });
    expect((await post(journalist, '/api/objects/upload-public', {}).expect(400)).body.message).toContain('fileName is required');
    expect((await post(journalist, '/api/objects/upload-public', { fileName: 'x'.repeat(256) }).expect(400)).body.message).toContain('fileName must be from 1 to 255');
  });
});

describe('article media', () => {
  it('stores an image at 1200 px with a 400 px thumbnail, never enlarged', async () => {
    const journalist = await signUp(t, { role: 'journalist' });
    const wide = (await putFile(journalist, (await ticket(journalist, 'media')).uploadURL, await png(2400, 1200)).expect(200)).body as UploadedObject;
    expect(wide.url).toMatch(/^\/media\/media\/[0-9a-f]{32}-1200\.webp$/);
    const sizeOf = async (url: string) => sharp((await api().get(url).buffer(true).expect(200)).body as Buffer).metadata();
    expect(await sizeOf(wide.url)).toEqual(expect.objectContaining({ width: 1200, height: 600 }));
    expect(await sizeOf(wide.thumbnailUrl!)).toEqual(expect.objectContaining({ width: 400, height: 200 }));
    const small = (await putFile(journalist, (await ticket(journalist, 'media')).uploadURL, await png(300, 200)).expect(200)).body as UploadedObject;
    expect(await sizeOf(small.url)).toEqual(expect.objectContaining({ width: 300, height: 200 }));
  });

  it('keeps an MP4 video as it came, served as video/mp4, and refuses it as a profile picture', async () => {
    const journalist = await signUp(t, { role: 'journalist' });
    const video = (await putFile(journalist, (await ticket(journalist, 'media')).uploadURL, MP4_BYTES, 'video/mp4').expect(200)).body as UploadedObject;
    expect(video).toEqual(expect.objectContaining({ mediaType: 'video/mp4', url: expect.stringMatching(/^\/media\/media\/[0-9a-f]{32}\.mp4$/), thumbnailUrl: null }));
    const served = await api().get(video.url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(served.body as Buffer, MP4_BYTES)).toBe(0);
    const res = await api().put('/api/profile/picture').set('origin', APP_ORIGIN).set('cookie', journalist.cookie).send({ profileImageUrl: video.objectPath }).expect(404);
    expect(res.body.code).toBe('UPLOAD_NOT_FOUND');
  });
});
