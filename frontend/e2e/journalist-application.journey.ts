import type { JournalistApplicationResponse } from '@isl/contracts';
import type { Browser, Page, Request } from 'playwright-core';
import en from '../src/locales/en.json';
import { fetchJson, launchBrowser, newPage, screenshot, signUpOnPage, uniqueEmail } from './support/browser';

// A visitor who never signed in fills in the journalist application, is asked to sign in or create an account
// (not told they were logged out), creates one, and comes back to the form as they left it; the page asks
// nothing of the api that it answers with an error on the way.
const t = en.apply;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * What the page logs as errors, and the error answers to what it asks, from now on. A request made before (the
 * visitor's own check of their session, still on its way) is not counted when its answer comes later; the
 * browser's "Failed to load resource" lines only repeat the answers, which are counted by their requests.
 */
function recordTrouble(page: Page): string[] {
  const trouble: string[] = [];
  const askedSince = new WeakSet<Request>();
  page.on('request', (request) => askedSince.add(request));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) trouble.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => trouble.push(`page: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && askedSince.has(response.request())) trouble.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return trouble;
}

const bio = 'Five years reporting on the Iraqi league for radio and print, from Basra to Duhok.';

it("keeps a visitor's application across signing up, asks them to sign in rather than saying they were logged out, and sends it", async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/journalist-apply');
  const form = page.getByRole('form', { name: t.formTitle });
  const email = uniqueEmail('hawre');
  await form.getByLabel(t.fields.firstName).fill('Hawre');
  await form.getByLabel(t.fields.lastName).fill('Aziz');
  await form.getByLabel(t.fields.email).fill(email);
  await form.getByLabel(t.fields.workplace).fill('Radio Nawa');
  await form.getByLabel(t.fields.experience).selectOption('4-5');
  await form.getByLabel(t.fields.specialization).selectOption('match-reporting');
  await form.getByLabel(t.fields.bio).fill(bio);
  await form.getByRole('button', { name: t.submit }).click();

  // Asked to sign in or create an account, with the reason; never "logged out", and not sent away unasked.
  const prompt = page.getByRole('alert').filter({ hasText: t.signInFirst.title });
  await prompt.waitFor();
  expect(await prompt.textContent()).toContain(t.signInFirst.text);
  await screenshot(page, 'apply-01-visitor-asked-to-sign-in');
  expect(await page.getByText(en.auth.unauthorized.description).count()).toBe(0);
  expect(new URL(page.url()).pathname).toBe('/journalist-apply');

  await prompt.getByRole('link', { name: t.signInFirst.action }).click();
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === '/journalist-apply');
  await page.getByRole('tab', { name: en.auth.page.registerTab }).click();
  const register = page.getByRole('tabpanel', { name: en.auth.page.registerTab });
  await register.getByLabel(en.auth.fields.firstName).fill('Hawre');
  await register.getByLabel(en.auth.fields.email).fill(email);
  await register.getByLabel(en.auth.fields.password).fill('a long enough password');
  // From here on the visitor is a fan without an application: the page must not meet an error answer.
  const trouble = recordTrouble(page);
  await register.getByRole('button', { name: en.auth.register.submit }).click();

  // Back on the form, as it was left.
  await page.waitForURL(/\/journalist-apply$/);
  await form.waitFor();
  expect(await form.getByLabel(t.fields.lastName).inputValue()).toBe('Aziz');
  expect(await form.getByLabel(t.fields.workplace).inputValue()).toBe('Radio Nawa');
  expect(await form.getByLabel(t.fields.experience).inputValue()).toBe('4-5');
  expect(await form.getByLabel(t.fields.specialization).inputValue()).toBe('match-reporting');
  expect(await form.getByLabel(t.fields.bio).inputValue()).toBe(bio);
  expect(await form.getByLabel(t.fields.email).inputValue()).toBe(email);
  await screenshot(page, 'apply-02-restored-after-sign-up');
  expect(trouble).toEqual([]);

  await form.getByRole('button', { name: t.submit }).click();
  await page.getByRole('heading', { name: t.submitted.title }).waitFor();
  const application = await fetchJson<JournalistApplicationResponse>(page, '/api/journalists/application');
  expect(application).toEqual(expect.objectContaining({ status: 'pending', workplace: 'Radio Nawa', lastName: 'Aziz' }));
  // Sent: the draft is gone, so the form would start afresh.
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('application')))).toEqual([]);
  expect(trouble).toEqual([]);
  await context.close();
});

it('opens the application page of a fan who never applied without an error in the console or from the api', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/');
  await signUpOnPage(page, 'Shilan');
  const trouble = recordTrouble(page);
  await page.goto('/journalist-apply');
  await page.getByRole('form', { name: t.formTitle }).getByLabel(t.fields.workplace).waitFor();
  expect(trouble).toEqual([]);
  await context.close();
});
