/// <reference lib="webworker" />
// The service worker. It keeps the app's files of the current build (precached, so a page never mixes two builds'
// chunks), the fan's last api reads (network first, the kept answer when the network fails), sends the writes a
// fan made offline once Background Sync says the network is back, and shows the pushes the worker sends.
import type { PushMessage } from '@isl/contracts';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { KEPT_ARTICLE_ENTRIES, KEPT_ARTICLES_CACHE, KEPT_AT_HEADER, KEPT_READ_ENTRIES, KEPT_READS_CACHE, keptReadCache } from './lib/offline/kept-reads';
import { flushQueuedWrites, WRITES_SYNC_TAG } from './lib/offline/write-queue';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event, which TypeScript's worker library does not describe yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** A page waits this long for the api before the app's own shell opens instead (a stalled mobile link). */
const PAGE_TIMEOUT_MS = 5_000;
/** A read waits this long before the kept answer is shown; the network's answer, if it comes, still updates it. */
const READ_TIMEOUT_S = 8;
const SHELL = '/index.html';

// Pages first, so the api still writes each page's head while online; the precached shell only when it cannot.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request }) => {
    try {
      return await Promise.race([
        fetch(request),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the page took too long')), PAGE_TIMEOUT_MS)),
      ]);
    } catch {
      return (await matchPrecache(SHELL)) ?? Response.error();
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Stamps an answer with when it was kept, so the page can say "last updated at 18:42" when it is shown offline. */
const stampedWhenKept: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(KEPT_AT_HEADER, String(Date.parse(response.headers.get('Date') ?? '') || Date.now()));
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

const keptReads = (cacheName: string, maxEntries: number) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: READ_TIMEOUT_S,
    plugins: [stampedWhenKept, new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true })],
  });
const reads = keptReads(KEPT_READS_CACHE, KEPT_READ_ENTRIES);
const articles = keptReads(KEPT_ARTICLES_CACHE, KEPT_ARTICLE_ENTRIES);

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && keptReadCache(url) !== null,
  (options) => (keptReadCache(options.url) === KEPT_ARTICLES_CACHE ? articles : reads).handle(options),
);

// The first visit's page is controlled at once, so its reads are kept. A new build waits until the page asks
// for it on the fan's next navigation (see lib/offline/service-worker.ts).
clientsClaim();
self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; url?: string } | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  // A page asks whether this worker holds its build (see lib/offline/service-worker.ts).
  if (message?.type === 'PRECACHES') event.ports[0]?.postMessage(getCacheKeyForURL(message.url ?? '') !== undefined);
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === WRITES_SYNC_TAG) sync.waitUntil(flushQueuedWrites());
});

self.addEventListener('push', (event) => {
  // Texts already in the subscriber's language.
  const message = event.data ? (event.data.json() as PushMessage | null) : null;
  if (!message?.title) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      // A newer score replaces the older one under the same tag, and still announces itself.
      renotify: Boolean(message.tag),
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: message.url || '/' },
    } as NotificationOptions),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string } | null)?.url || '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target) ?? windows[0];
      if (open) {
        await open.focus();
        if (open.url !== target) await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
