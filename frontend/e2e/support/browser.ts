import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { Client } from 'pg';
import { baseUrl, E2E_DATABASE_URL } from './server';

/** Screenshots of each journey step, kept as CI artefacts (git-ignored). */
export const SCREENSHOT_DIR = join(__dirname, '..', '..', '..', 'artifacts', 'screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const PHONE = { width: 390, height: 844 };
/** The narrowest phone the product is laid out for, and a common laptop: the widths the issue 15 journeys check. */
export const SMALL_PHONE = { width: 360, height: 780 };
export const LAPTOP = { width: 1366, height: 768 };
export const DESKTOP = { width: 1280, height: 900 };

/** `bypassCSP` only for tools injected into the page (axe-core); the app itself runs under its real CSP. */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  options: { bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), ...options });
  const page = await context.newPage();
  return { context, page };
}

/** The whole page, or only `part` of it (one panel), as `<name>.png` in the screenshots folder. */
export async function screenshot(page: Page, name: string, part?: Locator): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
}

/**
 * Scrolls to the foot of the page a screen at a time and back to the top, as a reading fan does: the sections
 * drawn only as they come near the window (WhenNearViewport) are then all on the page, for a full-page
 * photograph or an accessibility check.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A screen at a time; the page may grow as its sections arrive, so the foot is checked again after each step.
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
      window.scrollBy(0, window.innerHeight);
      await nextFrame();
    }
    window.scrollTo(0, 0);
  });
}

/** Runs SQL on the journeys' database, e.g. to make an account an operator as `npm run admin` does. */
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: process.env[E2E_DATABASE_URL] });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** A new account signed in on this page, through the endpoint the sign-in form uses, whatever the language. */
export async function signUpOnPage(page: Page, firstName: string): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  const status = await page.evaluate(
    async (body) =>
      (await fetch('/api/auth/register', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })).status,
    { email, password: 'a long enough password', firstName },
  );
  if (status !== 201) throw new Error(`registering ${email} answered ${status}`);
  return email;
}

/** A photo as the browser makes one: a 640 x 480 JPEG drawn on a canvas. */
export async function cameraPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#007a3d';
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(320, 240, 150, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/** GET through the page, with its session cookie. */
export function fetchJson<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url, { credentials: 'include' })).json(), path) as Promise<T>;
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the page as it is now (the page needs `bypassCSP`). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
}
