import { createECDH, randomBytes } from 'node:crypto';
import type { PushMessage } from '@isl/contracts';
import { waitFor } from '@isl/test-support';
import type { Browser, Page } from 'playwright-core';
import { baseUrl } from './support/server';
import { launchBrowser, newPage, screenshot, seriousViolations, signUpOnPage, sql } from './support/browser';

// Push in a real browser: permission, the service worker, the panel registering a subscription through the
// API, a push delivered to the service worker (DevTools protocol) and shown, switches kept, and the text for
// a browser without push. Headless Chromium here reaches no browser push service, so pushManager.subscribe
// is replaced in the page by one that answers a subscription pointing at this machine.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A subscription as a browser's push service would hand it out: its endpoint here, a real P-256 key and auth secret. */
function fakeSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://127.0.0.1:9/push/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

async function replacePushManager(page: Page, subscription: ReturnType<typeof fakeSubscription>) {
  await page.addInitScript((sub) => {
    let subscribed: unknown = null;
    const made = { endpoint: sub.endpoint, expirationTime: null, toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }), unsubscribe: async () => true };
    PushManager.prototype.subscribe = async function () {
      subscribed = made;
      return made as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return subscribed as PushSubscription | null;
    };
  }, subscription);
}

it('registers a subscription through the panel, shows a pushed message, keeps the switches', async () => {
  const { context, page } = await newPage(browser, undefined, { bypassCSP: true });
  await context.grantPermissions(['notifications'], { origin: baseUrl() });
  const subscription = fakeSubscription();
  await replacePushManager(page, subscription);
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/');
  const email = await signUpOnPage(page, 'دلشاد');
  await page.goto('/settings');
  const panel = page.getByRole('region', { name: 'الإشعارات الفورية' });
  await panel.getByText('مفعّلة').waitFor();
  await panel.getByRole('button', { name: 'الاشتراك في الإشعارات' }).click();
  await page.getByText('ستصل الإشعارات الفورية إلى هذا الجهاز.').waitFor();
  const [registered] = await sql<{ language: string; p256dh: string }>(
    `SELECT s.language, s.p256dh FROM push_subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = $1 AND s.endpoint = $2`,
    [email, subscription.endpoint],
  );
  expect(registered).toEqual({ language: 'ar', p256dh: subscription.keys.p256dh });
  await screenshot(page, 'push-01-panel-ar');
  expect(await seriousViolations(page)).toEqual([]);

  // A push as the service would deliver it: the service worker shows it with its title, text and tag.
  const cdp = await context.newCDPSession(page);
  // A push sent to a worker still installing is dropped (seen in CI): deliver only once a version is activated.
  type WorkerVersion = { registrationId: string; scriptURL: string; status: string };
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }: { versions: WorkerVersion[] }) => {
      const activated = versions.find((version) => version.status === 'activated' && version.scriptURL === `${baseUrl()}/sw.js`);
      if (activated) resolve(activated.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const message: PushMessage = { kind: 'result', title: 'نهاية المباراة', body: 'الشرطة 2-1 الزوراء', url: '/matches/1', tag: 'match-1' };
  const shown = async () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/sw.js');
      return (await registration?.getNotifications())?.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url })) ?? [];
    });
  // A push delivered here shows within about 100 ms, but now and then in CI (stops 25 and 27) one delivered through
  // DevTools to the activated worker never showed. So it is delivered again, at most three times in all: a worker
  // that shows no push still fails, and a late first one only replaces its twin (same tag).
  const showsAfterDelivery = async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl(), registrationId: await registrationId, data: JSON.stringify(message) });
    return waitFor(async () => (await shown()).length > 0, { timeoutMs: 3_000 }).then(() => true, () => false);
  };
  const shownWithinThreeDeliveries = (await showsAfterDelivery()) || (await showsAfterDelivery()) || (await showsAfterDelivery());
  expect(shownWithinThreeDeliveries).toBe(true);
  expect(await shown()).toEqual([{ title: message.title, body: message.body, tag: message.tag, url: message.url }]);

  // The switches are the fan's, kept by the server: off stays off after a reload.
  const predictions = panel.getByRole('checkbox', { name: 'نتائج التوقعات' });
  await panel.getByText('نتائج التوقعات').click();
  const predictionsOn = async () => (await sql<{ on: boolean }>(`SELECT (notification_preferences ->> 'predictions')::boolean AS on FROM users WHERE email = $1`, [email]))[0].on;
  await waitFor(async () => !(await predictionsOn()), { what: 'the switch saved' });
  await page.reload();
  await panel.getByText('مفعّلة').waitFor();
  expect(await predictions.isChecked()).toBe(false);
  await context.close();
});

it('tells a browser without Web Push that it has none', async () => {
  const { context, page } = await newPage(browser);
  await page.addInitScript(() => Reflect.deleteProperty(window, 'PushManager'));
  await page.goto('/');
  await signUpOnPage(page, 'Shilan');
  await page.goto('/settings');
  await page.getByText("Your browser doesn't support push notifications.").waitFor();
  await screenshot(page, 'push-02-unsupported-en');
  await context.close();
});
