import type { Browser } from 'playwright-core';
import en from '../src/locales/en.json';
import { fetchJson, launchBrowser, newPage, screenshot } from './support/browser';

// The header marks the section a page belongs to, not only its exact address, with the same underline.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('highlights the section of the page in the header: News on the Hub, Matches on a match page', async () => {
  const { context, page } = await newPage(browser);
  const nav = page.getByRole('navigation', { name: en.nav.label });
  /** The link's underline colour, and how it is marked current. */
  const look = async (name: string) => {
    const link = nav.getByRole('link', { name, exact: true });
    return { current: await link.getAttribute('aria-current'), underline: await link.evaluate((element) => getComputedStyle(element).borderBottomColor) };
  };
  await page.goto('/matches');
  const highlighted = (await look(en.nav.matches)).underline;
  expect(await look(en.nav.matches)).toEqual({ current: 'page', underline: highlighted });
  expect((await look(en.nav.news)).underline).not.toBe(highlighted);

  const [match] = await fetchJson<{ id: number }[]>(page, '/api/matches/upcoming?limit=1');
  await page.goto(`/matches/${match.id}`);
  await nav.waitFor();
  expect(await look(en.nav.matches)).toEqual({ current: 'true', underline: highlighted });

  await page.goto('/journalists');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await look(en.nav.news)).toEqual({ current: 'true', underline: highlighted });
  expect((await look(en.nav.matches)).current).toBeNull();
  await screenshot(page, 'nav-01-news-section-on-hub', nav);
  await context.close();
});
