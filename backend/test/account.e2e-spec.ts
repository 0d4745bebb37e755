import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { matchOutcome, PROFILE_PICTURE_MAX_BYTES, type LeaderboardResponse, type MatchResponse } from '@isl/contracts';
import { PasswordHasher } from '../src/identity/auth/password-hasher';
import { avatarKeys, objectPathOf } from '../src/features/uploads/media-keys';
import { OBJECT_STORAGE, type ObjectStorage } from '../src/features/uploads/storage/object-storage';
import { APP_ORIGIN, FIRST_NAME, PASSWORD, sessionCookie, setCookies, signUp, uniqueIp, type SignedIn } from './support/accounts';
import { settleNow } from './support/settlement';
import { startTestApp, TestApp } from './support/test-app';

const uploadsDir = mkdtempSync(join(tmpdir(), 'isl-account-'));
let t: TestApp;
const api = () => request(t.app.getHttpServer());
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(DataSource).query(query, params) as Promise<T[]>;
/** A browser on the app's own origin, signed in as `who`, from an address of its own (or `ip`). */
const send = (method: 'patch' | 'post' | 'delete', path: string, who: SignedIn | string, ip = uniqueIp()) =>
  api()[method](path).set('origin', APP_ORIGIN).set('x-forwarded-for', ip).set('cookie', typeof who === 'string' ? who : who.cookie);
const signIn = async (email: string, password = PASSWORD) => {
  const res = await api().post('/api/auth/login').set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).send({ email, password });
  return { status: res.status, cookie: sessionCookie(res) };
};
const isSignedIn = async (cookie: string) => (await api().get('/api/auth/user').set('cookie', cookie)).status === 200;
const seasonBoard = async () => (await api().get('/api/predictions/leaderboard?period=season&limit=100').expect(200)).body as LeaderboardResponse;

beforeAll(async () => {
  t = await startTestApp({ UPLOADS_DIR: uploadsDir });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});
afterEach(() => jest.restoreAllMocks());

describe('PATCH /api/auth/user', () => {
  it('changes the names given, trimmed, and answers the account', async () => {
    const fan = await signUp(t);
    const res = await send('patch', '/api/auth/user', fan).send({ firstName: '  Zainab ', lastName: ' Al-Tamimi ' }).expect(200);
    expect(res.body).toEqual(expect.objectContaining({ id: fan.user.id, firstName: 'Zainab', lastName: 'Al-Tamimi', email: fan.email }));
    const onlyFirst = await send('patch', '/api/auth/user', fan).send({ firstName: 'زينب' }).expect(200);
    expect([onlyFirst.body.firstName, onlyFirst.body.lastName]).toEqual(['زينب', 'Al-Tamimi']);
    expect((await api().get('/api/auth/user').set('cookie', fan.cookie).expect(200)).body.firstName).toBe('زينب');
  });

  it('removes the last name when it is emptied or null', async () => {
    const fan = await signUp(t);
    await send('patch', '/api/auth/user', fan).send({ firstName: 'Ali', lastName: 'Hussein' }).expect(200);
    expect((await send('patch', '/api/auth/user', fan).send({ lastName: '   ' }).expect(200)).body.lastName).toBeNull();
    await send('patch', '/api/auth/user', fan).send({ lastName: 'Hussein' }).expect(200);
    expect((await send('patch', '/api/auth/user', fan).send({ lastName: null }).expect(200)).body).toEqual(expect.objectContaining({ firstName: 'Ali', lastName: null }));
  });

  it.each([
    ['an emptied first name', { firstName: '   ' }, /firstName must be from 1 to 100 characters/],
    ['a null first name', { firstName: null }, /firstName must be text/],
    ['a first name over 100 characters', { firstName: 'n'.repeat(101) }, /firstName must be from 1 to 100/],
    ['a last name over 100 characters', { lastName: 'n'.repeat(101) }, /lastName must be at most 100/],
    ['a 300-character first name', { firstName: 'ع'.repeat(300) }, /^firstName must be from 1 to 100 characters/],
    ['a 300-character last name', { lastName: 'n'.repeat(300) }, /^lastName must be at most 100 characters/],
    ['a number', { lastName: 7 }, /lastName must be text/],
    ['another field', { email: 'me@example.com' }, /property email should not exist/],
  ])('refuses %s with 400 VALIDATION_FAILED and changes nothing', async (_, body, message) => {
    const fan = await signUp(t);
    await send('patch', '/api/auth/user', fan).send({ firstName: 'Noor' }).expect(200);
    const res = await send('patch', '/api/auth/user', fan).send(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.stringMatching(message), requestId: expect.any(String) });
    expect((await api().get('/api/auth/user').set('cookie', fan.cookie).expect(200)).body).toEqual(expect.objectContaining({ firstName: 'Noor', email: fan.email }));
  });
});

describe('POST /api/auth/password', () => {
  it('refuses a wrong current password (400 CURRENT_PASSWORD_WRONG) and keeps everything as it was', async () => {
    const fan = await signUp(t);
    const res = await send('post', '/api/auth/password', fan).send({ currentPassword: 'not my password', newPassword: 'a brand new password' }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'CURRENT_PASSWORD_WRONG', message: expect.any(String), requestId: expect.any(String) });
    expect(await isSignedIn(fan.cookie)).toBe(true);
    expect((await signIn(fan.email)).status).toBe(200);
    expect((await signIn(fan.email, 'a brand new password')).status).toBe(401);
  });

  it('with the right one: other sessions are signed out, this one stays, and only the new password signs in', async () => {
    const fan = await signUp(t);
    const laptop = await signIn(fan.email);
    const phone = await signIn(fan.email);
    const newPassword = 'a brand new password';
    const res = await send('post', '/api/auth/password', fan).send({ currentPassword: PASSWORD, newPassword }).expect(204);
    expect(setCookies(res)).toEqual([]);
    expect(await isSignedIn(fan.cookie)).toBe(true);
    expect(await isSignedIn(laptop.cookie as string)).toBe(false);
    expect(await isSignedIn(phone.cookie as string)).toBe(false);
    expect(await sql(`SELECT 1 FROM sessions WHERE sess->>'userId' = $1`, [fan.user.id])).toHaveLength(1);
    expect((await signIn(fan.email)).status).toBe(401);
    expect((await signIn(fan.email, newPassword)).status).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins: the 6th within a minute is 429, without checking', async () => {
    const fan = await signUp(t);
    const verify = jest.spyOn(t.app.get(PasswordHasher), 'verify');
    for (let attempt = 1; attempt <= 5; attempt++) {
      // From a new address each time: the limit per account holds across addresses.
      await send('post', '/api/auth/password', fan).send({ currentPassword: `guess ${attempt}`, newPassword: 'a brand new password' }).expect(400);
    }
    const limited = await send('post', '/api/auth/password', fan).send({ currentPassword: PASSWORD, newPassword: 'a brand new password' }).expect(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(verify).toHaveBeenCalledTimes(5);
    expect((await signIn(fan.email)).status).toBe(200);
  });

  it('answers 409 NO_PASSWORD for an account made through an OIDC provider', async () => {
    const fan = await signUp(t);
    await sql('UPDATE users SET password_hash = NULL WHERE id = $1', [fan.user.id]);
    const res = await send('post', '/api/auth/password', fan).send({ currentPassword: PASSWORD, newPassword: 'a brand new password' }).expect(409);
    expect(res.body).toEqual({ statusCode: 409, code: 'NO_PASSWORD', message: expect.any(String), requestId: expect.any(String) });
  });

  it.each([
    ['a 7-character new password', { currentPassword: PASSWORD, newPassword: 'x'.repeat(7) }, /newPassword must be from 8 to 128/],
    ['a 129-character new password', { currentPassword: PASSWORD, newPassword: 'x'.repeat(129) }, /newPassword must be from 8 to 128/],
    ['no current password', { newPassword: 'a brand new password' }, /currentPassword is required/],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_, body, message) => {
    const fan = await signUp(t);
    const res = await send('post', '/api/auth/password', fan).send(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.stringMatching(message), requestId: expect.any(String) });
    expect((await signIn(fan.email)).status).toBe(200);
  });
});

describe('DELETE /api/auth/user', () => {
  /** A fan with a name, a picture (files on disk), another unused upload, another session and a settled prediction. */
  async function fanWithEverything() {
    const fan = await signUp(t);
    await send('patch', '/api/auth/user', fan).send({ firstName: 'Layla', lastName: 'Karim' }).expect(200);
    await sql(`UPDATE users SET bio = 'Zawraa since 1990', workplace = 'Baghdad Times' WHERE id = $1`, [fan.user.id]);
    const storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
    const uploads = [randomUUID(), randomUUID()].map((id) => ({ id, keys: avatarKeys(randomUUID()) }));
    for (const { id, keys } of uploads) {
      for (const key of Object.values(keys)) await storage.put(key, Buffer.from('webp'), 'image/webp');
      await sql(
        `INSERT INTO uploads (id, user_id, kind, max_bytes, expires_at, status, media_type, keys) VALUES ($1, $2, 'profile', $3, now(), 'processed', 'image/png', $4)`,
        [id, fan.user.id, PROFILE_PICTURE_MAX_BYTES, JSON.stringify(keys)],
      );
    }
    await api().put('/api/profile/picture').set('origin', APP_ORIGIN).set('cookie', fan.cookie).send({ profileImageUrl: objectPathOf(uploads[0].id) }).expect(200);
    // A right call on a finished match (the api takes calls only before kick-off), settled as the worker would.
    const [finished] = (await api().get('/api/matches/recent?limit=1').expect(200)).body as MatchResponse[];
    const outcome = matchOutcome(finished.homeScore as number, finished.awayScore as number);
    await sql(`INSERT INTO predictions (user_id, match_id, prediction) VALUES ($1, $2, $3)`, [fan.user.id, finished.id, outcome]);
    await settleNow(t, finished.id);
    const otherSession = await signIn(fan.email);
    const files = uploads.flatMap(({ keys }) => Object.values(keys)).map((key) => join(uploadsDir, ...key.split('/')));
    return { fan, otherSession: otherSession.cookie as string, files };
  }

  it('clears the personal data, files and sessions, keeps the predictions on an anonymous row, and clears the cookie', async () => {
    const { fan, otherSession, files } = await fanWithEverything();
    expect(files.every((file) => existsSync(file))).toBe(true);
    expect((await seasonBoard()).entries).toContainEqual(expect.objectContaining({ displayName: 'Layla', points: 10 }));

    const res = await send('delete', '/api/auth/user', fan).send({ password: PASSWORD }).expect(204);
    expect(setCookies(res).join()).toMatch(/isl_session=;.*Expires=Thu, 01 Jan 1970/);

    expect(await isSignedIn(fan.cookie)).toBe(false);
    expect(await isSignedIn(otherSession)).toBe(false);
    expect(await sql(`SELECT 1 FROM sessions WHERE sess->>'userId' = $1`, [fan.user.id])).toHaveLength(0);
    expect(files.some((file) => existsSync(file))).toBe(false);
    expect(await sql('SELECT 1 FROM uploads WHERE user_id = $1', [fan.user.id])).toHaveLength(0);
    const [row] = await sql<Record<string, unknown>>('SELECT * FROM users WHERE id = $1', [fan.user.id]);
    expect(row).toEqual(
      expect.objectContaining({
        email: `deleted:${fan.user.id}`,
        password_hash: null,
        first_name: null,
        last_name: null,
        profile_image_url: null,
        bio: null,
        workplace: null,
        role: 'user',
        deleted_at: expect.any(Date),
      }),
    );
    expect(JSON.stringify(row)).not.toMatch(new RegExp(`Layla|Karim|Zawraa|Baghdad Times|${fan.email}`));
    expect(await sql('SELECT 1 FROM predictions WHERE user_id = $1', [fan.user.id])).toHaveLength(1);

    // Still ranked with its points, under no name and no picture.
    const board = await seasonBoard();
    expect(board.entries).toContainEqual(expect.objectContaining({ displayName: null, profileImageUrl: null, points: 10 }));
    expect(JSON.stringify(board)).not.toMatch(new RegExp(`Layla|deleted:|${fan.email}`));

    expect((await signIn(fan.email)).status).toBe(401);
    // The address is free again: signing up with it makes a new, empty account.
    const again = await api().post('/api/auth/register').set('origin', APP_ORIGIN).send({ email: fan.email, password: PASSWORD, firstName: FIRST_NAME }).expect(201);
    expect(again.body.id).not.toBe(fan.user.id);
    expect(again.body.predictionPoints).toBe(0);
  });

  it('refuses a wrong or missing password and changes nothing', async () => {
    const { fan, otherSession, files } = await fanWithEverything();
    const wrong = await send('delete', '/api/auth/user', fan).send({ password: 'not my password' }).expect(400);
    expect(wrong.body).toEqual({ statusCode: 400, code: 'CURRENT_PASSWORD_WRONG', message: expect.any(String), requestId: expect.any(String) });
    const missing = await send('delete', '/api/auth/user', fan).expect(400);
    expect(missing.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.stringMatching(/password is required/), requestId: expect.any(String) });
    expect(await isSignedIn(fan.cookie)).toBe(true);
    expect(await isSignedIn(otherSession)).toBe(true);
    expect(files.every((file) => existsSync(file))).toBe(true);
    expect((await api().get('/api/auth/user').set('cookie', fan.cookie).expect(200)).body).toEqual(expect.objectContaining({ email: fan.email, firstName: 'Layla' }));
  });

  it('deletes an account made through an OIDC provider without a password', async () => {
    const fan = await signUp(t);
    await sql('UPDATE users SET password_hash = NULL WHERE id = $1', [fan.user.id]);
    await send('delete', '/api/auth/user', fan).expect(204);
    expect((await sql<{ email: string }>('SELECT email FROM users WHERE id = $1', [fan.user.id]))[0].email).toBe(`deleted:${fan.user.id}`);
    expect(await isSignedIn(fan.cookie)).toBe(false);
  });

  it('needs a signed-in user', async () => {
    await api().delete('/api/auth/user').set('origin', APP_ORIGIN).send({ password: PASSWORD }).expect(401);
    await api().post('/api/auth/password').set('origin', APP_ORIGIN).send({ currentPassword: PASSWORD, newPassword: 'x'.repeat(8) }).expect(401);
    await api().patch('/api/auth/user').set('origin', APP_ORIGIN).send({ firstName: 'x' }).expect(401);
  });
});
