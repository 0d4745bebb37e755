import type { CommentRequest, CreatePredictionRequest, LocalizedNames, SubmitSquadRequest, UserResponse } from '@isl/contracts';
import { createStore, delMany, set, values } from 'idb-keyval';
import { ApiError, getJson, sendJson } from '../api-client';

/**
 * The writes a fan makes on a dropping mobile link, kept on the phone until the api has them: a prediction, a
 * weekly squad, a comment. Each carries the Idempotency-Key made when the fan acted, sent with every attempt, so a
 * write the api already has is never made twice. This module runs in the page and in the service worker alike
 * (Background Sync): no DOM, no React.
 */

/** The service worker's Background Sync tag: its `sync` event with this tag calls flushQueuedWrites(). */
export const WRITES_SYNC_TAG = 'isl-writes';
/** Where every context (pages, service worker) tells the others what became of a write. */
const WRITES_CHANNEL = 'isl-writes';
/** Held while a context flushes, so a page and the service worker never send the same write at once. */
const WRITES_LOCK = 'isl-writes';

/** A fan's write, with what the screens need to show it waiting and to tell the fan what became of it. */
export type Write = {
  url: string;
  /** The fan signed in as they made it; null for none (the api refuses it then). */
  userId: string | null;
} & (
  | { kind: 'prediction'; body: CreatePredictionRequest; home: LocalizedNames; away: LocalizedNames }
  | { kind: 'squad'; body: SubmitSquadRequest }
  | { kind: 'comment'; body: CommentRequest; articleId: number }
);

export type WriteKind = Write['kind'];

/** A write as the queue keeps it: its Idempotency-Key, and when the fan made it (the order it is sent in). */
export type QueuedWrite = Write & { key: string; madeAt: number };

export type QueuedWriteOf<Kind extends WriteKind> = Extract<QueuedWrite, { kind: Kind }>;

/** What became of a queued write once sent: the api's answer, or its refusal (the write is gone either way). */
export type WriteOutcome =
  | { type: 'sent'; write: QueuedWrite; body: unknown }
  | { type: 'refused'; write: QueuedWrite; status: number; code: string | undefined };

/** What the queue tells every open page: a write queued, an outcome, or writes dropped unsent. */
export type WriteEvent = { type: 'queued'; write: QueuedWrite } | { type: 'dropped'; keys: string[] } | WriteOutcome;

export type SendResult<T> = { status: 'sent'; body: T } | { status: 'queued' };

/** Where the queue is kept: IndexedDB on the phone; a test gives its own. */
export interface WriteStorage {
  all(): Promise<QueuedWrite[]>;
  put(write: QueuedWrite): Promise<void>;
  remove(keys: string[]): Promise<void>;
}

/**
 * A database of its own: idb-keyval makes its store when it first creates the database, so a second store in a
 * database another module opened first would never be made.
 */
export function indexedDbWriteStorage(): WriteStorage {
  const store = createStore('isl-offline-writes', 'writes');
  return {
    all: () => values<QueuedWrite>(store),
    put: (write) => set(write.key, write, store),
    remove: (keys) => delMany(keys, store),
  };
}

/** Who is signed in now: the fan the api will take the writes from (null: nobody, or the session has expired). */
const signedInFan = async () => (await getJson<UserResponse>('/api/auth/user', { on401: 'returnNull' }))?.id ?? null;

const sendWithKey = (write: QueuedWrite) => sendJson<unknown>('POST', write.url, write.body, { idempotencyKey: write.key });

/** Answers worth another try later, although 4xx: a timeout and the api's rate limit. */
const TRY_AGAIN_STATUSES = new Set([408, 429]);

/**
 * Whether the api refused a write for good (a 4xx: kick-off passed, signed out...), rather than the send failing
 * on the way (fetch rejects with a TypeError) or the api failing (5xx), which keep it for a later try.
 */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && !TRY_AGAIN_STATUSES.has(error.status);

/** A later write that makes a queued one pointless: the round's squad saved again (the api keeps the last). */
const replaces = (newer: Write, older: QueuedWrite) => newer.kind === 'squad' && older.kind === 'squad' && newer.body.week === older.body.week;

/** Background Sync's part of a service worker registration, which TypeScript's DOM library does not describe yet. */
interface WithBackgroundSync {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the service worker to flush once the network is back, even with the app closed, where the browser can. */
async function askForBackgroundSync(): Promise<void> {
  const container = globalThis.navigator?.serviceWorker;
  // `ready` never settles in a page that no service worker controls.
  if (!container?.controller) return;
  const registration: ServiceWorkerRegistration & WithBackgroundSync = await container.ready;
  await registration.sync?.register(WRITES_SYNC_TAG);
}

interface WriteQueueOptions {
  storage: WriteStorage;
  send?: (write: QueuedWrite) => Promise<unknown>;
  signedIn?: () => Promise<string | null>;
}

export function createWriteQueue({ storage, send = sendWithKey, signedIn = signedInFan }: WriteQueueOptions) {
  const listeners = new Set<(event: WriteEvent) => void>();
  let channel: BroadcastChannel | undefined;
  // Flushes in this context one at a time where the browser has no Web Locks.
  let flushing: Promise<unknown> = Promise.resolve();

  /** The channel to the other contexts; a channel never hears its own messages, so each event is heard once. */
  function otherContexts(): BroadcastChannel | undefined {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    if (!channel) {
      channel = new BroadcastChannel(WRITES_CHANNEL);
      channel.onmessage = (message: MessageEvent<WriteEvent>) => listeners.forEach((listener) => listener(message.data));
    }
    return channel;
  }

  function report(event: WriteEvent): void {
    listeners.forEach((listener) => listener(event));
    otherContexts()?.postMessage(event);
  }

  /** Every event of the queue, from this context and the others (another tab, the service worker). */
  function onWriteEvent(listener: (event: WriteEvent) => void): () => void {
    otherContexts();
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  async function drop(writes: QueuedWrite[]): Promise<void> {
    if (!writes.length) return;
    const keys = writes.map((write) => write.key);
    await storage.remove(keys);
    report({ type: 'dropped', keys });
  }

  const dropReplaced = async (newer: Write) => drop((await storage.all()).filter((older) => replaces(newer, older)));

  /** The writes waiting, in the order the fan made them. */
  const queuedWrites = async (): Promise<QueuedWrite[]> => (await storage.all()).sort((a, b) => a.madeAt - b.madeAt);

  /**
   * Sends the write now, or keeps it for later when the phone is offline or the send fails on the way. Rejects
   * with the ApiError when the api answers with an error, as any call does.
   */
  async function sendOrQueue<T>(write: Write): Promise<SendResult<T>> {
    const queued: QueuedWrite = { ...write, key: crypto.randomUUID(), madeAt: Date.now() };
    if (globalThis.navigator?.onLine !== false) {
      try {
        const body = (await send(queued)) as T;
        // The api has the write whatever the phone's storage does now (at worst a squad it replaced is sent later).
        await dropReplaced(queued).catch(() => undefined);
        return { status: 'sent', body };
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
      }
    }
    await dropReplaced(queued);
    await storage.put(queued);
    report({ type: 'queued', write: queued });
    void askForBackgroundSync().catch(() => undefined);
    return { status: 'queued' };
  }

  function exclusively<T>(run: () => Promise<T>): Promise<T> {
    const locks = globalThis.navigator?.locks;
    if (locks) return locks.request(WRITES_LOCK, run);
    const turn = flushing.then(run);
    flushing = turn.catch(() => undefined);
    return turn;
  }

  /**
   * Sends the queued writes of the fan signed in now in the order made, each with its key: an answer removes it
   * (sent, or refused with the api's code); a failure on the way or a 5xx keeps it and the rest, and rejects with
   * that failure (a sync event that rejects is tried again by the browser). Another fan's writes wait for them: on
   * a shared phone whose session expired without a sign-out, the next fan must not send them as their own.
   */
  function flushQueuedWrites(): Promise<void> {
    return exclusively(async () => {
      const queued = await queuedWrites();
      // Most flushes find nothing: they ask the api nothing either (every page load flushes).
      if (queued.length === 0) return;
      const fan = await signedIn();
      for (const write of queued.filter((kept) => kept.userId === fan)) {
        let outcome: WriteOutcome;
        try {
          outcome = { type: 'sent', write, body: await send(write) };
        } catch (error) {
          if (!isRefusal(error)) throw error;
          outcome = { type: 'refused', write, status: error.status, code: error.code };
        }
        await storage.remove([write.key]);
        report(outcome);
      }
    });
  }

  /** Drops every write a fan left unsent: a shared phone must not send one fan's pick under another's session. */
  const forgetWritesOf = async (userId: string) => drop((await storage.all()).filter((write) => write.userId === userId));

  return { sendOrQueue, flushQueuedWrites, queuedWrites, forgetWritesOf, onWriteEvent };
}

export const { sendOrQueue, flushQueuedWrites, queuedWrites, forgetWritesOf, onWriteEvent } = createWriteQueue({ storage: indexedDbWriteStorage() });
