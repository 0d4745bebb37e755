import request from 'supertest';
import { parseConfig } from '../src/platform/config/config';
import { Mailer } from '../src/platform/mail/mailer';
import { startMailbox, type Mailbox } from './support/mailbox';
import { startTestApp, type TestApp } from './support/test-app';
import { TEST_REDIS_URL } from './support/test-env';

/*
 * The local catcher's page: what `npm start` and `npm run dev` caught while SMTP_URL was unset, at /dev/mail, for
 * a developer; never in production, where it would show every account's mail to anyone.
 */

const SUBJECT = 'إعادة تعيين كلمة المرور';
const LINK = 'http://localhost:3000/reset-password?token=abc_DEF-123';

let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  // The worker's mailer, as it sends through SMTP_URL.
  const mailer = new Mailer(parseConfig({ DATABASE_URL: 'postgres://127.0.0.1/unused', REDIS_URL: TEST_REDIS_URL, SMTP_URL: mailbox.smtpUrl }));
  try {
    await mailer.send({
      to: 'fan@example.com',
      subject: SUBJECT,
      text: `Open ${LINK}\n<script>alert(1)</script>`,
      html: '<!doctype html><html lang="ar" dir="rtl"><head><title>x</title></head><body><p>مرحباً</p><a href="https://example.com/">go</a></body></html>',
      language: 'ar',
    });
  } finally {
    mailer.onModuleDestroy();
  }
}, 60_000);

afterAll(() => mailbox?.close());

describe('outside production, with the catcher of npm start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'development', MAIL_CATCHER_DIR: mailbox.dir });
  }, 60_000);
  afterAll(() => t?.close());

  it('lists the caught mails with their text (links clickable, markup as text) and their HTML in a sandboxed frame', async () => {
    const res = await request(t.app.getHttpServer()).get('/dev/mail').set('accept', 'text/html').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.text).toContain('<h1>Caught mail</h1>');
    expect(res.text).toContain(`<h2 dir="auto">${SUBJECT}</h2>`);
    expect(res.text).toContain('<dd>fan@example.com</dd>');
    expect(res.text).toContain(`<a href="${LINK}">${LINK}</a>`);
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.text).not.toContain('<script>');
    expect(res.text).toMatch(/<iframe title="[^"]+" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="&lt;!doctype html&gt;&lt;html lang=&quot;ar&quot; dir=&quot;rtl&quot;&gt;&lt;head&gt;&lt;base target=&quot;_blank&quot;&gt;/);
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'a production secret of at least 32 characters', MAIL_CATCHER_DIR: mailbox.dir });
  }, 60_000);
  afterAll(() => t?.close());

  it('has no /dev/mail, even with MAIL_CATCHER_DIR set', async () => {
    expect(t.config.mail.catcherDir).toBeNull();
    const res = await request(t.app.getHttpServer()).get('/dev/mail').set('accept', 'text/html');
    const nowhere = await request(t.app.getHttpServer()).get('/dev/nothing-here').set('accept', 'text/html');
    expect([res.status, res.headers['content-type']]).toEqual([nowhere.status, nowhere.headers['content-type']]);
    expect(res.text).not.toContain('Caught mail');
    expect(res.text).not.toContain(SUBJECT);
    expect(res.text).not.toContain('reset-password');
  });
});
