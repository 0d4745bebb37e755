import { waitFor } from '@isl/test-support';
import type { Browser, Page } from 'playwright-core';
import ar from '../src/locales/ar.json';
import en from '../src/locales/en.json';
import { launchBrowser, newPage, screenshot, seriousViolations, signUpOnPage, SMALL_PHONE } from './support/browser';

// A fan who forgot their password asks for a link on the sign-in screen, reads the mail the worker sent through
// the real SMTP catcher (its page at /dev/mail), chooses a new password with the link and signs in with it; the
// link then no longer works. In English and in Arabic, on a 360 px phone.
const TEXTS = { en, ar } as const;
const NEW_PASSWORD = 'a new password for the derby';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The reset link of the newest mail to `email`, as the catcher's page shows it. */
async function mailedLink(page: Page, email: string): Promise<{ link: string; subject: string }> {
  return waitFor(
    async () => {
      await page.goto('/dev/mail');
      const mail = page.locator('article').filter({ hasText: email }).first();
      if (!(await mail.count())) return null;
      const link = await mail.locator('pre a[href*="/reset-password?token="]').getAttribute('href');
      return link ? { link, subject: await mail.locator('h2').innerText() } : null;
    },
    { timeoutMs: 20_000, intervalMs: 250, what: `a reset mail to ${email}` },
  );
}

describe.each(['en', 'ar'] as const)('forgot password in %s', (language) => {
  const t = TEXTS[language];

  it('asks for a link, reads it from the caught mail, sets a new password, signs in; the link works once', async () => {
    const { context, page } = await newPage(browser, SMALL_PHONE, { bypassCSP: true });
    await page.addInitScript((code) => localStorage.setItem('language', code), language);
    await page.goto('/');
    const email = await signUpOnPage(page, language === 'en' ? 'Karrar' : 'كرار');
    await context.clearCookies();

    await page.goto('/login');
    const forgot = page.getByRole('link', { name: t.auth.signIn.forgotPassword });
    await forgot.waitFor();
    await screenshot(page, `password-reset-00-sign-in-${language}`);
    await forgot.click();
    await page.getByRole('heading', { level: 1, name: t.auth.forgot.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'en' ? 'ltr' : 'rtl');
    await page.getByLabel(t.auth.fields.email).fill(email);
    await screenshot(page, `password-reset-01-ask-${language}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.auth.forgot.submit }).click();
    await page.getByText(t.auth.forgot.sentTitle).waitFor();
    await screenshot(page, `password-reset-02-sent-${language}`);

    const { link, subject } = await mailedLink(page, email);
    expect(subject).toBe(language === 'en' ? 'Reset your Iraqi Stars League password' : 'إعادة تعيين كلمة المرور في دوري نجوم العراق');
    await screenshot(page, `password-reset-03-mail-${language}`);
    // The HTML part, as a mail program shows it (a frame is painted once it is on screen).
    const html = page.locator('article').filter({ hasText: email }).first().locator('iframe');
    await html.scrollIntoViewIfNeeded();
    expect(await html.getAttribute('srcdoc')).toContain(language === 'en' ? '<html lang="en" dir="ltr">' : '<html lang="ar" dir="rtl">');
    await screenshot(page, `password-reset-03-mail-html-${language}`, html);

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: t.auth.reset.title }).waitFor();
    await page.getByRole('textbox', { name: t.auth.reset.newPassword, exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: t.auth.reset.repeatPassword, exact: true }).fill(NEW_PASSWORD);
    await screenshot(page, `password-reset-04-choose-${language}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.auth.reset.submit }).click();
    await page.getByText(t.auth.reset.doneTitle).waitFor();
    await screenshot(page, `password-reset-05-set-${language}`);

    await page.locator('main').getByRole('link', { name: t.auth.reset.signIn }).click();
    await page.getByRole('heading', { level: 1, name: t.auth.page.title }).waitFor();
    await page.getByLabel(t.auth.fields.email).fill(email);
    await page.getByRole('textbox', { name: t.auth.fields.password, exact: true }).fill(NEW_PASSWORD);
    const signedIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await page.locator('form').getByRole('button', { name: t.auth.signIn.submit }).click();
    expect((await signedIn).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/');

    // The link was used: it now explains itself and leads to a new one.
    await page.goto(link);
    await page.getByRole('textbox', { name: t.auth.reset.newPassword, exact: true }).fill('yet another password');
    await page.getByRole('textbox', { name: t.auth.reset.repeatPassword, exact: true }).fill('yet another password');
    await page.getByRole('button', { name: t.auth.reset.submit }).click();
    await page.getByText(t.auth.reset.invalidTitle).waitFor();
    await screenshot(page, `password-reset-06-used-${language}`);
    expect(await page.getByRole('link', { name: t.auth.reset.requestNew }).getAttribute('href')).toBe('/forgot-password');
    await context.close();
  });
});
