import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { avatarUrl, PROFILE_PICTURE_MAX_BYTES, type UploadKind, type UserResponse } from '@isl/contracts';
import { waitFor } from '@isl/test-support';
import { avatarKeys, incomingKey, objectPathOf } from '../src/features/uploads/media-keys';
import { OBJECT_STORAGE, type ObjectStorage } from '../src/features/uploads/storage/object-storage';
import type { UploadStatus } from '../src/features/uploads/upload.entity';
import { UploadDeletion } from '../src/features/uploads/upload-deletion';
import { APP_ORIGIN, signUp, uniqueIp, type SignedIn } from './support/accounts';
import { startTestApp, TestApp } from './support/test-app';
import { startWorker } from './support/worker-process';

const HOUR_MS = 60 * 60 * 1000;
const uploadsDir = mkdtempSync(join(tmpdir(), 'isl-uploads-'));
let t: TestApp;
const api = () => request(t.app.getHttpServer());
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(DataSource).query(query, params) as Promise<T[]>;
const onDisk = (key: string) => existsSync(join(uploadsDir, ...key.split('/')));

interface Stored {
  id: string;
  objectPath: string;
  keys: Record<string, string>;
}

/**
 * An upload as the server leaves it once it has processed a profile picture (or a piece of media): its
 * files in storage and its row. (The upload calls themselves are tested with real files elsewhere.)
 */
async function storedUpload(
  userId: string,
  options: { kind?: UploadKind; status?: UploadStatus; ageMs?: number; expiresInMs?: number; attached?: boolean } = {},
): Promise<Stored> {
  const { kind = 'profile', status = 'processed', ageMs = 0, expiresInMs = 10 * 60_000, attached = false } = options;
  const id = randomUUID();
  const storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
  let keys: Record<string, string> = {};
  if (status === 'processed') {
    keys = kind === 'profile' ? avatarKeys(randomUUID()) : { large: `media/${randomUUID()}-1200.webp` };
    for (const key of Object.values(keys)) await storage.put(key, Buffer.from(`RIFF....WEBP ${key}`), 'image/webp');
  } else {
    await storage.put(incomingKey(id), Buffer.from('arrived, not processed'), 'application/octet-stream');
  }
  await sql(
    `INSERT INTO uploads (id, user_id, kind, max_bytes, expires_at, status, media_type, keys, attached_at, created_at)
     VALUES ($1, $2, $3, $4, now() - make_interval(secs => $5 / 1000.0) + make_interval(secs => $6 / 1000.0), $7, $8, $9,
             CASE WHEN $10 THEN now() END, now() - make_interval(secs => $5 / 1000.0))`,
    [id, userId, kind, PROFILE_PICTURE_MAX_BYTES, ageMs, expiresInMs, status, status === 'processed' ? 'image/png' : null, JSON.stringify(keys), attached],
  );
  return { id, objectPath: objectPathOf(id), keys };
}

const setPicture = (who: SignedIn, profileImageUrl: unknown) =>
  api().put('/api/profile/picture').set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).set('cookie', who.cookie).send({ profileImageUrl });
const uploadRow = async (id: string) => (await sql('SELECT * FROM uploads WHERE id = $1', [id]))[0];

beforeAll(async () => {
  t = await startTestApp({ UPLOADS_DIR: uploadsDir });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('PUT /api/profile/picture', () => {
  it('makes a processed upload the picture, shown on /api/auth/user; replacing it deletes the old files', async () => {
    const fan = await signUp(t);
    const first = await storedUpload(fan.user.id);
    const set = await setPicture(fan, first.objectPath).expect(200);
    expect(set.body.profileImageUrl).toBe(`/media/${first.keys.large}`);
    expect(avatarUrl(set.body.profileImageUrl, 'small')).toBe(`/media/${first.keys.small}`);
    const me = await api().get('/api/auth/user').set('cookie', fan.cookie).expect(200);
    expect((me.body as UserResponse).profileImageUrl).toBe(`/media/${first.keys.large}`);
    expect((await uploadRow(first.id)).attached_at).toBeInstanceOf(Date);

    // Setting the same one again changes nothing.
    await setPicture(fan, first.objectPath).expect(200);
    expect(Object.values(first.keys).every(onDisk)).toBe(true);

    const second = await storedUpload(fan.user.id);
    const replaced = await setPicture(fan, second.objectPath).expect(200);
    expect(replaced.body.profileImageUrl).toBe(`/media/${second.keys.large}`);
    expect(Object.values(first.keys).some(onDisk)).toBe(false);
    expect(await uploadRow(first.id)).toBeUndefined();
    expect(Object.values(second.keys).every(onDisk)).toBe(true);
    await api().get(`/media/${first.keys.large}`).expect(404);
    await api().get(`/media/${second.keys.small}`).expect(200);
  });

  it('leaves the user\'s other unused uploads alone (one may be on its way)', async () => {
    const fan = await signUp(t);
    const current = await storedUpload(fan.user.id);
    const spare = await storedUpload(fan.user.id);
    const arriving = await storedUpload(fan.user.id, { status: 'pending' });
    await setPicture(fan, current.objectPath).expect(200);
    expect(await uploadRow(spare.id)).toBeDefined();
    expect(await uploadRow(arriving.id)).toBeDefined();
    expect(onDisk(incomingKey(arriving.id))).toBe(true);
  });

  it.each<[string, number, string, (fan: SignedIn, other: SignedIn) => Promise<string>]>([
    ['another user\'s upload', 404, 'UPLOAD_NOT_FOUND', async (_, other) => (await storedUpload(other.user.id)).objectPath],
    ['an upload for media, not a profile picture', 404, 'UPLOAD_NOT_FOUND', async (fan) => (await storedUpload(fan.user.id, { kind: 'media' })).objectPath],
    ['an upload that never was', 404, 'UPLOAD_NOT_FOUND', async () => objectPathOf(randomUUID())],
    ['an upload not processed yet', 409, 'UPLOAD_NOT_PROCESSED', async (fan) => (await storedUpload(fan.user.id, { status: 'pending' })).objectPath],
    ['a URL instead of an objectPath', 400, 'VALIDATION_FAILED', async () => 'https://evil.example/me.png'],
    ['a stored file\'s URL', 400, 'VALIDATION_FAILED', async (fan) => `/media/${(await storedUpload(fan.user.id)).keys.large}`],
    ['a path that climbs', 400, 'VALIDATION_FAILED', async () => `/objects/../${randomUUID()}`],
  ])('refuses %s (%i %s) and keeps the picture', async (_, status, code, path) => {
    const fan = await signUp(t);
    const other = await signUp(t);
    const res = await setPicture(fan, await path(fan, other)).expect(status);
    expect(res.body).toEqual({ statusCode: status, code, message: expect.any(String), requestId: expect.any(String) });
    expect((await api().get('/api/auth/user').set('cookie', fan.cookie).expect(200)).body.profileImageUrl).toBeNull();
  });

  it('refuses a signed-out request with 401', async () => {
    const fan = await signUp(t);
    const upload = await storedUpload(fan.user.id);
    await api().put('/api/profile/picture').set('origin', APP_ORIGIN).send({ profileImageUrl: upload.objectPath }).expect(401);
    expect((await uploadRow(upload.id)).attached_at).toBeNull();
  });
});

describe('GET /media/<key>', () => {
  it('serves a stored variant with its type, nosniff and a year-long immutable cache', async () => {
    const fan = await signUp(t);
    const upload = await storedUpload(fan.user.id);
    const res = await api().get(`/media/${upload.keys.large}`).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect((res.body as Buffer).toString()).toBe(`RIFF....WEBP ${upload.keys.large}`);
    const head = await api().head(`/media/${upload.keys.small}`).expect(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it.each([
    ['an upload as it arrived', (pending: Stored) => `/media/${incomingKey(pending.id)}`],
    ['a folder', () => '/media/avatars/'],
    ['a folder without its slash', () => '/media/avatars'],
    ['the root', () => '/media/'],
    ['a missing file', () => `/media/avatars/${randomUUID()}-256.webp`],
    ['a path that climbs', () => '/media/avatars/..%2f..%2fpackage.json'],
    ['a path that climbs, unescaped', () => '/media/../package.json'],
    ['a file that is not a variant', () => '/media/secret.txt'],
    ['an upper-case spelling', (_: Stored, stored: Stored) => `/media/${stored.keys.large.toUpperCase()}`],
  ])('answers 404 for %s', async (_, path) => {
    const fan = await signUp(t);
    const pending = await storedUpload(fan.user.id, { status: 'pending' });
    const stored = await storedUpload(fan.user.id);
    writeFileSync(join(uploadsDir, 'secret.txt'), 'not to be served');
    const res = await api().get(path(pending, stored)).set('accept', 'text/html').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('the sweeper', () => {
  it('deletes processed uploads unused for 24 hours and abandoned ones, files and rows; keeps the rest', async () => {
    const fan = await signUp(t);
    const stale = await storedUpload(fan.user.id, { ageMs: 25 * HOUR_MS });
    const abandoned = await storedUpload(fan.user.id, { status: 'pending', ageMs: 2 * HOUR_MS, expiresInMs: 10 * 60_000 });
    const attached = await storedUpload(fan.user.id, { ageMs: 30 * 24 * HOUR_MS, attached: true });
    const recent = await storedUpload(fan.user.id, { ageMs: 23 * HOUR_MS });
    const justExpired = await storedUpload(fan.user.id, { status: 'pending', ageMs: 30 * 60_000, expiresInMs: 10 * 60_000 });
    const arriving = await storedUpload(fan.user.id, { status: 'pending' });

    const { deleted } = await t.app.get(UploadDeletion).sweepUnreferenced();
    expect(deleted).toBeGreaterThanOrEqual(2);
    for (const gone of [stale, abandoned]) expect(await uploadRow(gone.id)).toBeUndefined();
    expect(Object.values(stale.keys).some(onDisk)).toBe(false);
    expect(onDisk(incomingKey(abandoned.id))).toBe(false);
    for (const kept of [attached, recent, justExpired, arriving]) expect(await uploadRow(kept.id)).toBeDefined();
    expect([...Object.values(attached.keys), ...Object.values(recent.keys), incomingKey(justExpired.id)].every(onDisk)).toBe(true);
    expect((await t.app.get(UploadDeletion).sweepUnreferenced()).deleted).toBe(0);
  });

  it('runs in the worker process on the uploads queue', async () => {
    const fan = await signUp(t);
    const stale = await storedUpload(fan.user.id, { ageMs: 48 * HOUR_MS });
    const kept = await storedUpload(fan.user.id, { ageMs: 48 * HOUR_MS, attached: true });
    // The repeating sweep runs once as soon as the worker has registered it.
    const worker = await startWorker(t, { UPLOADS_DIR: uploadsDir });
    try {
      await waitFor(async () => (await uploadRow(stale.id)) === undefined, { timeoutMs: 15_000, what: 'the sweep' });
      expect(Object.values(stale.keys).some(onDisk)).toBe(false);
      expect(Object.values(kept.keys).every(onDisk)).toBe(true);
      expect(await uploadRow(kept.id)).toBeDefined();
    } finally {
      await worker.stop();
    }
  }, 30_000);
});
