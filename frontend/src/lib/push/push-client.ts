import { LOCAL_NOTIFICATION_CLOSE_MS, type Language, type PushSubscriptionRequest, type VapidPublicKeyResponse } from '@isl/contracts';
import { getJson, sendJson } from '../api-client';
import { SERVICE_WORKER_URL } from '../offline/service-worker';

/** Web Push needs all three; a browser without them gets the spec's "doesn't support" text. */
export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

/** iOS lets a page use Web Push only once it is installed on the Home Screen. */
export function needsInstallForPush(): boolean {
  const ios = /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  return ios && !window.matchMedia('(display-mode: standalone)').matches;
}

/** The app's service worker registration (the app registers it once the page is quiet; a fan may be quicker). */
function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_URL);
}

/** Spec: asking in a browser without notifications throws "Notifications not supported in this browser." */
export async function requestNotificationPermission(): Promise<NotificationPermission> {
  if (!('Notification' in window)) throw new Error('Notifications not supported in this browser.');
  return Notification.requestPermission();
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The browser's subscription, in the form and with the language the API takes. */
function subscriptionRequest(subscription: PushSubscription, language: Language): PushSubscriptionRequest {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, expirationTime: subscription.expirationTime, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' }, language };
}

/** The VAPID key as the bytes `pushManager.subscribe` takes. */
const base64UrlBytes = (value: string) => Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** Subscribes this browser with the site's VAPID key and registers the subscription for the signed-in fan. */
export async function subscribeToPush(language: Language): Promise<void> {
  const registration = await serviceWorkerRegistration();
  await navigator.serviceWorker.ready;
  const { publicKey } = await getJson<VapidPublicKeyResponse>('/api/notifications/vapid-public-key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(publicKey) }));
  await sendJson('POST', '/api/notifications/subscriptions', subscriptionRequest(subscription, language));
}

/** After a language switch: the subscription is posted again, so its messages come in the new language. */
export async function updatePushLanguage(language: Language): Promise<void> {
  const subscription = await currentPushSubscription();
  if (subscription) await sendJson('POST', '/api/notifications/subscriptions', subscriptionRequest(subscription, language));
}

/** A notification shown by the page itself (the spec's test result), closed after 5 seconds. */
export async function showLocalNotification(title: string, body: string, url: string): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const tag = `local-${Date.now()}`;
  if (!registration) {
    const shown = new Notification(title, { body, tag });
    window.setTimeout(() => shown.close(), LOCAL_NOTIFICATION_CLOSE_MS);
    return;
  }
  await registration.showNotification(title, { body, tag, icon: '/icons/icon-192.png', data: { url } });
  window.setTimeout(() => void registration.getNotifications({ tag }).then((shown) => shown.forEach((notification) => notification.close())), LOCAL_NOTIFICATION_CLOSE_MS);
}
