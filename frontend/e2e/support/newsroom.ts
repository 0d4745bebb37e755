import type { ArticleDetailResponse, ArticleRequest, JournalistApplicationResponse } from '@isl/contracts';
import type { Browser, Page } from 'playwright-core';
import ar from '../../src/locales/ar.json';
import en from '../../src/locales/en.json';
import ku from '../../src/locales/ku.json';
import { newPage, signUpOnPage, sql } from './browser';

// Newsroom journeys: accounts in each role, and calls made through a page with its session cookie.

export const PHONE_360 = { width: 360, height: 780 };

/** A page in `language` (kept in the browser as the app keeps it), opened at "/" so that calls have an origin. */
export async function pageIn(browser: Browser, language: string, viewport?: { width: number; height: number }) {
  const opened = await newPage(browser, viewport, { bypassCSP: true });
  await opened.page.addInitScript((code) => localStorage.setItem('language', code), language);
  await opened.page.goto('/');
  return opened;
}

/** A new account made an editor (role admin) the way `npm run admin -- promote` does. */
export async function signUpEditor(page: Page, firstName: string): Promise<string> {
  const email = await signUpOnPage(page, firstName);
  await sql(`UPDATE users SET role = 'admin' WHERE email = $1`, [email]);
  return email;
}

/** A state-changing call through the page; answers the status and the parsed body. */
export function send<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    { method, path, body },
  ) as Promise<{ status: number; body: T }>;
}

/** Throws unless the call answered with a 2xx status. */
export async function sendOk<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await send<T>(page, method, path, body);
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Signs `writer` up and makes them an approved journalist through the API: they apply, the editor approves. */
export async function approvedJournalist(writer: Page, editor: Page, firstName: string): Promise<void> {
  await signUpOnPage(writer, firstName);
  const application = await sendOk<JournalistApplicationResponse>(writer, 'POST', '/api/journalists/apply', {
    firstName,
    lastName: 'Writer',
    email: 'writer@example.com',
    workplace: 'Nowhere',
    bio: 'A writer made by the journeys through the API, to have published articles to look at.',
    experience: '0-1',
    specialization: 'general-sports',
  });
  await sendOk(editor, 'POST', `/api/admin/journalists/${application.id}/approve`);
}

/** An article written by `writer`, submitted, and published (featured) by `editor`. */
export async function publishedArticle(writer: Page, editor: Page, article: ArticleRequest): Promise<ArticleDetailResponse> {
  const created = await sendOk<ArticleDetailResponse>(writer, 'POST', '/api/articles', { ...article, isPublished: true, isFeatured: true });
  await sendOk(editor, 'POST', `/api/admin/articles/${created.id}/approve`, { featured: true });
  return created;
}

/** What a panel still loading says to screen readers, in each language (its placeholder's role is status). */
const LOADING = [en.app.loading, ar.app.loading, ku.app.loading];

/**
 * Waits until the page has nothing left to load: no panel shows its loading placeholder, every picture (but lazy
 * ones outside the window, which may never start), video or frame has arrived or failed, and two frames have been
 * drawn since, so that what those loads set off (a picture's load or error handler, a details element's toggle) has
 * run. What is measured, photographed or looked for next is then what a reader is left with.
 */
export async function pageAtRest(page: Page): Promise<void> {
  await page.waitForFunction((loading) => {
    const placeholders = [...document.querySelectorAll('[role="status"]')].filter((status) => loading.includes((status.getAttribute('aria-label') ?? status.textContent ?? '').trim()));
    const pictures = [...document.images].filter((image) => {
      if (image.complete) return false;
      if (image.loading !== 'lazy') return true;
      // A lazy picture starts loading only near the window: the ones drawn in it are waited for.
      const [box] = image.getClientRects();
      return box !== undefined && box.bottom >= 0 && box.top <= window.innerHeight;
    });
    const media = [...document.querySelectorAll('video, audio')].filter((element) => (element as HTMLMediaElement).networkState === HTMLMediaElement.NETWORK_LOADING);
    const frames = [...document.querySelectorAll('iframe')].filter((frame) => frame.contentDocument && frame.contentDocument.readyState !== 'complete');
    return placeholders.length + pictures.length + media.length + frames.length === 0;
  }, LOADING);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Gives the page this size, and waits until it is laid out at it with nothing left to load (see pageAtRest). */
export async function resizeTo(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.waitForFunction(({ width, height }) => window.innerWidth === width && window.innerHeight === height, viewport);
  await pageAtRest(page);
}

/** True when the page is no wider than its viewport: nothing scrolls sideways on a phone. */
export const fitsViewport = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Every native dialog (alert, confirm, prompt) the page opens: an XSS payload that runs shows up here. */
export function recordDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/**
 * What in the page's DOM could run script that the app did not put there: script elements other than the
 * app's own bundles and the head's JSON-LD, event-handler attributes, and javascript:/vbscript:/data: URLs in links, sources and forms.
 * A data: image in an <img> is let through: an image runs no script.
 */
export function scriptableDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const isDataBlock = (script: HTMLScriptElement) => {
      // The page head's structured data: a JSON-LD block is data a browser never runs, if it is whole JSON.
      if (script.type !== 'application/ld+json') return false;
      try {
        JSON.parse(script.text);
        return true;
      } catch {
        return false;
      }
    };
    for (const script of document.querySelectorAll('script')) {
      const src = script.getAttribute('src') ?? '';
      if (!src.startsWith('/assets/') && !isDataBlock(script)) found.push(`script: ${script.outerHTML.slice(0, 120)}`);
    }
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) found.push(`${element.tagName} ${name}="${attribute.value.slice(0, 60)}"`);
        if (['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'srcdoc'].includes(name)) {
          // As a browser reads a URL's scheme: blanks and control characters skipped.
          // eslint-disable-next-line no-control-regex -- the controls are what is being removed
          const url = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          if (/^(javascript|vbscript|data):/.test(url) && !(element.tagName === 'IMG' && name === 'src' && url.startsWith('data:image/'))) {
            found.push(`${element.tagName} ${name}="${attribute.value.slice(0, 60)}"`);
          }
        }
      }
    }
    return found;
  });
}
