import type { BrowserContext, Page } from 'playwright-core';

/** Until the service worker controls the page (it registers once the page is quiet). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active && navigator.serviceWorker.controller), undefined, { timeout: 30_000 });
}

/**
 * Offline as a phone is: no request leaves the page or its service worker. Chromium's offline emulation covers
 * the page (navigator.onLine, the online and offline events); the worker's own fetches are refused here too.
 */
export async function setPhoneOffline(context: BrowserContext, offline: boolean): Promise<void> {
  if (offline) await context.route('**', (route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback()));
  else await context.unrouteAll();
  await context.setOffline(offline);
}
