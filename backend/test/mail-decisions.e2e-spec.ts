import type { Language } from '@isl/contracts';
import { signUp, uniqueEmail, type SignedIn } from './support/accounts';
import { mailQueueIdle, startMailbox, type Mailbox } from './support/mailbox';
import { APPLICATION, newsroomCalls } from './support/newsroom';
import { startTestApp, type TestApp } from './support/test-app';
import { startWorker, type WorkerProcess } from './support/worker-process';

/*
 * An editor's decisions reach the person they concern by mail, in that person's language: the real api records
 * the mail in the decision's transaction, the real worker sends it through nodemailer to a real SMTP server.
 */

let t: TestApp;
let worker: WorkerProcess;
let mailbox: Mailbox;
let editor: SignedIn;
let calls: ReturnType<typeof newsroomCalls>;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await startTestApp();
  worker = await startWorker(t, { SMTP_URL: mailbox.smtpUrl });
  calls = newsroomCalls(t);
  editor = await signUp(t, { role: 'admin', firstName: 'Nadia' });
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await mailbox?.close();
});

/** A fan who reads the site in `language` (as the web app tells the api). */
async function fanReading(language: Language, role: 'user' | 'journalist' = 'user'): Promise<SignedIn> {
  const fan = await signUp(t, { role });
  await calls.put(fan, '/api/auth/user/language', { language }).expect(204);
  return fan;
}

/** Applies with an address of the application's own (where the editors reach the applicant). */
async function applies(fan: SignedIn): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('applicant');
  const { id } = (await calls.post(fan, '/api/journalists/apply', { ...APPLICATION, email }).expect(201)).body as { id: number };
  return { id, email };
}

describe('journalist applications', () => {
  it('tells an approved applicant, in Arabic, at the address of the application', async () => {
    const fan = await fanReading('ar');
    const application = await applies(fan);
    await calls.post(editor, `/api/admin/journalists/${application.id}/approve`).expect(200);

    const mail = await mailbox.next(application.email);
    expect(mail.language).toBe('ar');
    expect(mail.subject).toBe('أهلاً بك في فريقنا التحريري: قُبل طلبك');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toMatch(/^مرحباً \u2068Huda\u2069،/);
    expect(mail.text).toContain('http://localhost:3000/journalists\n');
    expect(await mailbox.to(fan.email)).toEqual([]);
  });

  it("tells a rejected applicant, in Sorani, with the editor's note (as text, never markup) and a way to apply again", async () => {
    const fan = await fanReading('ku');
    const application = await applies(fan);
    const reason = 'Please add links to <b>published</b> work & apply again.';
    await calls.post(editor, `/api/admin/journalists/${application.id}/reject`, { reason }).expect(200);

    const mail = await mailbox.next(application.email);
    expect(mail.language).toBe('ckb');
    expect(mail.subject).toBe('دەربارەی داواکارییەکەت بۆ نووسین لە خولی ئەستێرەکانی عێراق');
    expect(mail.html).toContain('<html lang="ckb" dir="rtl">');
    expect(mail.text).toContain(`تێبینیی دەستەی نووسەران:\n${reason}`);
    expect(mail.html).toContain('Please add links to &lt;b&gt;published&lt;/b&gt; work &amp; apply again.');
    expect(mail.html).toContain('border-right:4px');
    expect(mail.text).toContain('http://localhost:3000/journalist-apply\n');
  });

  it('tells a rejected applicant in English without a note when the editor gave none', async () => {
    const fan = await fanReading('en');
    const application = await applies(fan);
    await calls.post(editor, `/api/admin/journalists/${application.id}/reject`, {}).expect(200);

    const mail = await mailbox.next(application.email);
    expect(mail.subject).toBe('Your application to write for the Iraqi Stars League');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.text).not.toContain("Editor's note");
    expect(mail.html).not.toContain('<blockquote');
  });
});

describe('articles', () => {
  const ARTICLE = { title: 'Zakho hold Al-Shorta in the rain', content: 'A tight match in Duhok.', category: 'news', language: 'en' };

  it('tells the author their article is published, with its title and a link to it, in English', async () => {
    const author = await fanReading('en', 'journalist');
    const published = await calls.publish(author, editor, ARTICLE);

    const mail = await mailbox.next(author.email);
    expect(mail.subject).toBe(`Your article is published: ${ARTICLE.title}`);
    expect(mail.text).toContain(`An editor has published your article “\u2068${ARTICLE.title}\u2069”.`);
    expect(mail.html).toContain(`<bdi>${ARTICLE.title}</bdi>`);
    expect(mail.text).toContain(`http://localhost:3000/journalists/articles/${published.id}\n`);
  });

  it("tells the author their article is rejected, in Arabic, with the editor's note, the English title kept apart", async () => {
    const author = await fanReading('ar', 'journalist');
    const { id } = await calls.submit(author, ARTICLE);
    await calls.post(editor, `/api/admin/articles/${id}/reject`, { reason: 'المصادر غير كافية.' }).expect(200);

    const mail = await mailbox.next(author.email);
    expect(mail.language).toBe('ar');
    expect(mail.subject).toBe(`لم يُنشر مقالك: ${ARTICLE.title}`);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain(`راجع المحرر مقالك «\u2068${ARTICLE.title}\u2069» ولم ينشره.`);
    expect(mail.text).toContain('ملاحظة المحرر:\nالمصادر غير كافية.');
    expect(mail.text).toContain('http://localhost:3000/journalists\n');
  });

  it('sends one mail per decision: none for a decision refused as taken already', async () => {
    const author = await fanReading('en', 'journalist');
    const { id } = await calls.submit(author, ARTICLE);
    await calls.post(editor, `/api/admin/articles/${id}/approve`).expect(200);
    await calls.post(editor, `/api/admin/articles/${id}/reject`, { reason: 'Too late' }).expect(409);
    await mailbox.next(author.email);
    await mailQueueIdle(t);
    expect(await mailbox.to(author.email)).toHaveLength(1);
  });
});
