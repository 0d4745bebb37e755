import request from 'supertest';
import { DataSource } from 'typeorm';
import { waitFor } from '@isl/test-support';
import { UsersService } from '../src/identity/users/users.service';
import { RESET_MAILS_PER_EMAIL, RESET_REQUESTS_PER_ADDRESS } from '../src/identity/password-reset/password-resets.service';
import { AppQueues } from '../src/platform/queue/app-queues';
import { APP_ORIGIN, PASSWORD, sessionCookie, signUp, uniqueEmail, uniqueIp, type SignedIn } from './support/accounts';
import { mailQueueIdle, resetToken, startMailbox, type Mailbox } from './support/mailbox';
import { startTestApp, type TestApp } from './support/test-app';
import { startWorker, type WorkerProcess } from './support/worker-process';

/*
 * "Forgot password" end to end: the real api, the real worker sending through nodemailer to a real SMTP server
 * (the local catcher), whose messages the tests read.
 */

const NEW_PASSWORD = 'a brand new password for the derby';

let t: TestApp;
let worker: WorkerProcess;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await startTestApp();
  worker = await startWorker(t, { SMTP_URL: mailbox.smtpUrl });
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await mailbox?.close();
});

const api = () => request(t.app.getHttpServer());
const askForReset = (body: object, ip = uniqueIp()) => api().post('/api/auth/password-reset').set('origin', APP_ORIGIN).set('x-forwarded-for', ip).send(body);
const confirmReset = (token: string, newPassword = NEW_PASSWORD) =>
  api().post('/api/auth/password-reset/confirm').set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).send({ token, newPassword });
const signIn = (email: string, password: string) => api().post('/api/auth/login').set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).send({ email, password });
const userOf = (id: string) => t.app.get(DataSource).query(`SELECT id FROM users WHERE email = $1`, [id]) as Promise<{ id: string }[]>;

/** Asks for a reset of `fan`'s password and answers the token of the link mailed to them. */
async function mailedToken(fan: SignedIn, body: object = {}): Promise<string> {
  const before = (await mailbox.to(fan.email)).length;
  await askForReset({ email: fan.email, ...body }).expect(202);
  return resetToken(await mailbox.next(fan.email, before + 1));
}

describe('asking for a reset', () => {
  it('answers 202 alike for a known and an unknown address, and mails the known one only', async () => {
    const fan = await signUp(t);
    const stranger = uniqueEmail('nobody');
    const unknown = await askForReset({ email: stranger }).expect(202);
    const known = await askForReset({ email: fan.email.toUpperCase() }).expect(202);
    expect(known.text).toBe(unknown.text);
    expect(known.headers['content-type']).toBe(unknown.headers['content-type']);

    const mail = await mailbox.next(fan.email);
    await mailQueueIdle(t);
    expect(await mailbox.to(stranger)).toEqual([]);
    expect(await mailbox.to(fan.email)).toHaveLength(1);
    expect(mail.subject).toBe('Reset your Iraqi Stars League password');
    expect(mail.from).toContain('no-reply@localhost');
    expect(mail.text).toMatch(/^Hello \u2068Sami\u2069,/);
    expect(mail.text).toContain('The link works once, for 30 minutes.');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain(`href="http://localhost:3000/reset-password?token=${resetToken(mail)}"`);
  });

  it('keeps only a hash of the token', async () => {
    const fan = await signUp(t);
    const token = await mailedToken(fan);
    const [user] = await userOf(fan.email);
    const rows = (await t.app.get(DataSource).query(`SELECT * FROM password_resets WHERE user_id = $1`, [user.id])) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a sixth mail to one address within the hour with 429 and Retry-After, and sends five', async () => {
    const fan = await signUp(t);
    for (let i = 0; i < RESET_MAILS_PER_EMAIL; i++) await askForReset({ email: fan.email }).expect(202);
    const refused = await askForReset({ email: fan.email }).expect(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await mailbox.next(fan.email, RESET_MAILS_PER_EMAIL);
    await mailQueueIdle(t);
    expect(await mailbox.to(fan.email)).toHaveLength(RESET_MAILS_PER_EMAIL);
  });

  it(`refuses a client address more than ${RESET_REQUESTS_PER_ADDRESS} requests within the hour, whatever the addresses asked about`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i++) await askForReset({ email: uniqueEmail('guess') }, ip).expect(202);
    expect((await askForReset({ email: uniqueEmail('guess') }, ip).expect(429)).body).toMatchObject({ code: 'RATE_LIMITED' });
    await askForReset({ email: uniqueEmail('guess') }).expect(202);
  });

  it('refuses what is no e-mail address or no language of the site with 400', async () => {
    expect((await askForReset({ email: 'not an address' }).expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await askForReset({}).expect(400)).body.message).toContain('email is required');
    expect((await askForReset({ email: uniqueEmail(), language: 'fr' }).expect(400)).body.message).toContain('language must be one of en, ar, ku');
  });
});

describe('using the link', () => {
  it('sets the new password once and signs out every session of the account; the old password and the link stop working', async () => {
    const fan = await signUp(t);
    const secondSession = sessionCookie(await signIn(fan.email, PASSWORD).expect(200)) as string;
    const token = await mailedToken(fan);

    await confirmReset(token).expect(204);
    for (const cookie of [fan.cookie, secondSession]) await api().get('/api/auth/user').set('cookie', cookie).expect(401);
    expect((await signIn(fan.email, PASSWORD).expect(401)).body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await signIn(fan.email, NEW_PASSWORD).expect(200);

    const again = await confirmReset(token, 'yet another password').expect(400);
    expect(again.body).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    await signIn(fan.email, NEW_PASSWORD).expect(200);
  });

  it('refuses an expired link with RESET_TOKEN_INVALID and leaves the password as it was', async () => {
    const fan = await signUp(t);
    const token = await mailedToken(fan);
    const [user] = await userOf(fan.email);
    await t.app.get(DataSource).query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);

    expect((await confirmReset(token).expect(400)).body).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    await signIn(fan.email, PASSWORD).expect(200);
  });

  it('makes every other link of the account useless once one is used', async () => {
    const fan = await signUp(t);
    const first = await mailedToken(fan);
    const second = await mailedToken(fan);
    await confirmReset(second).expect(204);
    expect((await confirmReset(first).expect(400)).body).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
  });

  it('holds the new password to the rules of sign-up, keeping the link for a valid one', async () => {
    const fan = await signUp(t);
    const token = await mailedToken(fan);
    const short = await confirmReset(token, 'short').expect(400);
    expect(short.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(short.body.message).toContain('newPassword must be from 8 to 128 characters');
    await confirmReset(token).expect(204);
  });

  it.each([['a made-up token', 'x'.repeat(43)], ['a malformed token', 'not/a token'], ['an empty token', '']])('refuses %s with RESET_TOKEN_INVALID', async (_, token) => {
    expect((await confirmReset(token).expect(400)).body).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
  });

  it('refuses the link of an account deleted since it was mailed', async () => {
    const fan = await signUp(t);
    const token = await mailedToken(fan);
    await api().delete('/api/auth/user').set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).set('cookie', fan.cookie).send({ password: PASSWORD }).expect(204);
    expect((await confirmReset(token).expect(400)).body).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
  });
});

describe('the mail', () => {
  it('is Arabic, right to left, when the page asks in Arabic', async () => {
    const fan = await signUp(t);
    await askForReset({ email: fan.email, language: 'ar' }).expect(202);
    const mail = await mailbox.next(fan.email);
    expect(mail.language).toBe('ar');
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في دوري نجوم العراق');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<div lang="ar" dir="rtl"');
    expect(mail.text).toMatch(/^مرحباً \u2068Sami\u2069،/);
    expect(mail.text).toContain('يعمل الرابط مرة واحدة فقط، ولمدة 30 دقيقة.');
    expect(mail.text).not.toMatch(/[یکەڕڵۆێ]/);
    resetToken(mail);
  });

  it("is Sorani (lang ckb), right to left, in the account's language when the page names none", async () => {
    const fan = await signUp(t);
    await api().put('/api/auth/user/language').set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).set('cookie', fan.cookie).send({ language: 'ku' }).expect(204);
    expect((await api().get('/api/auth/user').set('cookie', fan.cookie).expect(200)).body).toMatchObject({ language: 'ku' });
    await askForReset({ email: fan.email }).expect(202);
    const mail = await mailbox.next(fan.email);
    expect(mail.language).toBe('ckb');
    expect(mail.subject).toBe('گۆڕینی وشەی نهێنی لە خولی ئەستێرەکانی عێراق');
    expect(mail.html).toContain('<html lang="ckb" dir="rtl">');
    expect(mail.text).toMatch(/^سڵاو \u2068Sami\u2069،/);
    expect(mail.text).toContain('بۆ ماوەی 30 خولەک کار دەکات.');
    expect(mail.text).not.toMatch(/[يكة]/);
    resetToken(mail);
  });

  it('tells an account without a password (made through OpenID Connect) to sign in at its provider, and carries no link', async () => {
    const email = uniqueEmail('oidc');
    await t.app.get(UsersService).createIfEmailFree({ email, passwordHash: null, firstName: 'Zahraa' });
    await askForReset({ email }).expect(202);
    const mail = await mailbox.next(email);
    expect(mail.subject).toBe('Signing in to the Iraqi Stars League');
    expect(mail.text).toContain('has no password here');
    expect(mail.text).toContain('http://localhost:3000/login\n');
    expect(mail.text).not.toContain('reset-password');
    const [user] = await userOf(email);
    expect(await t.app.get(DataSource).query(`SELECT 1 FROM password_resets WHERE user_id = $1`, [user.id])).toEqual([]);
  });

  it('arrives once the SMTP server is back when it was away: the worker retries', async () => {
    const fan = await signUp(t);
    await mailbox.stop();
    try {
      await askForReset({ email: fan.email }).expect(202);
      // The worker's first try fails on the closed port; the job waits for its retry.
      await waitForRetry();
    } finally {
      await mailbox.reopen();
    }
    resetToken(await mailbox.next(fan.email));
  });
});

/** Resolves once the mail queue holds a job waiting for its retry (its first try failed). */
async function waitForRetry(): Promise<void> {
  const queue = t.app.get(AppQueues).of('mail');
  await waitFor(async () => ((await queue.jobCounts(['delayed'])).delayed ?? 0) > 0, { timeoutMs: 20_000, what: 'a mail job waiting to be retried' });
}
