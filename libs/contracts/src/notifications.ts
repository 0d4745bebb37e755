import type { Language } from './enums';
import type { NotificationPreferencesDto } from './user';

/** Spec section 9: what a new account starts with, and what the web app falls back to. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferencesDto = { matchResults: true, teamSpecific: [], predictions: true };

/** Spec: preferences are also saved in the browser under this key, and read from it when the call fails. */
export const NOTIFICATION_PREFERENCES_STORAGE_KEY = 'notificationPreferences';

/** `GET /api/notifications/vapid-public-key`: the application server key browsers subscribe with (base64url). */
export interface VapidPublicKeyResponse {
  publicKey: string;
}

/**
 * `POST /api/notifications/subscriptions`: a browser's `PushSubscription.toJSON()`, and the interface language
 * its messages are written in (posting again, after a language switch, updates it).
 */
export interface PushSubscriptionRequest {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
  language: Language;
}

/** `DELETE /api/notifications/subscriptions`. */
export interface PushUnsubscribeRequest {
  endpoint: string;
}

export type PushKind = 'result' | 'goal' | 'kickoff' | 'settled' | 'reminder' | 'test';

/** What the service worker receives in a push and shows: the texts are already in the subscriber's language. */
export interface PushMessage {
  kind: PushKind;
  title: string;
  body: string;
  /** The page a click opens (the match centre, My Predictions, ...). */
  url: string;
  /** Notifications with one tag replace each other on the device (a newer score replaces an older one). */
  tag: string;
}
