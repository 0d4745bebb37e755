import { ApiError } from '../api-client';
import { createWriteQueue, isRefusal, type QueuedWrite, type Write, type WriteEvent, type WriteStorage } from './write-queue';

/**
 * The queue's storage as IndexedDB keeps it, in memory (jsdom has no IndexedDB): a copy of each write, listed by
 * key, which is random, not the order the writes were made in.
 */
function memoryStorage(): WriteStorage & { kept: Map<string, QueuedWrite> } {
  const kept = new Map<string, QueuedWrite>();
  const copy = (write: QueuedWrite) => JSON.parse(JSON.stringify(write)) as QueuedWrite;
  return {
    kept,
    all: async () => [...kept.values()].sort((a, b) => a.key.localeCompare(b.key)).map(copy),
    put: async (write) => void kept.set(write.key, copy(write)),
    remove: async (keys) => keys.forEach((key) => kept.delete(key)),
  };
}

const apiError = (status: number, code?: string) => new ApiError(status, code ? JSON.stringify({ statusCode: status, code, message: 'x' }) : '', '');
const networkError = () => new TypeError('Failed to fetch');

const prediction = (matchId: number): Write => ({
  kind: 'prediction',
  url: '/api/predictions',
  body: { matchId, prediction: 'home' },
  home: { name: 'Al-Shorta' },
  away: { name: 'Al-Zawraa' },
  userId: 'fan-1',
});
const squad = (week: number, captainId = 1): Write => ({
  kind: 'squad',
  url: '/api/weekly-squad',
  body: { week, formation: '4-3-3', playerIds: [1, 2], captainId, viceCaptainId: 2 },
  userId: 'fan-1',
});
const comment = (content: string, userId = 'fan-1'): Write => ({ kind: 'comment', url: '/api/articles/4/comments', body: { content }, articleId: 4, userId });

/** The api as a script of answers: each send takes the next one (a body, or an error to throw). */
function scriptedApi(...answers: unknown[]) {
  const sent: QueuedWrite[] = [];
  const send = jest.fn(async (write: QueuedWrite) => {
    sent.push(write);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { send, sent };
}

/** The queue with `fan` signed in (the api's answer to who the session is). */
function queueWith(api: ReturnType<typeof scriptedApi>, fan: string | null = 'fan-1') {
  const storage = memoryStorage();
  const queue = createWriteQueue({ storage, send: api.send, signedIn: async () => fan });
  const events: WriteEvent[] = [];
  queue.onWriteEvent((event) => events.push(event));
  return { ...queue, storage, events };
}

/** Writes made offline, one after another: each gets its own, later time. */
async function queuedOffline(queue: ReturnType<typeof queueWith>, ...writes: Write[]) {
  const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const now = jest.spyOn(Date, 'now');
  try {
    for (const [index, write] of writes.entries()) {
      now.mockReturnValue(1_000 + index);
      expect(await queue.sendOrQueue(write)).toEqual({ status: 'queued' });
    }
  } finally {
    online.mockRestore();
    now.mockRestore();
  }
}

describe('isRefusal', () => {
  it('calls a 4xx answer a refusal for good, and keeps a write on a network failure, a 5xx, a timeout or the rate limit', () => {
    expect(isRefusal(apiError(409, 'PREDICTION_CLOSED'))).toBe(true);
    expect(isRefusal(apiError(401, 'UNAUTHORIZED'))).toBe(true);
    expect(isRefusal(apiError(422, 'VALIDATION_FAILED'))).toBe(true);
    for (const kept of [networkError(), apiError(500), apiError(503), apiError(408), apiError(429, 'RATE_LIMITED'), new Error('odd')]) {
      expect(isRefusal(kept)).toBe(false);
    }
  });
});

describe('sendOrQueue', () => {
  it('sends at once when it can, with a fresh Idempotency-Key, keeping nothing', async () => {
    const api = scriptedApi({ id: 7 });
    const queue = queueWith(api);
    expect(await queue.sendOrQueue(prediction(1))).toEqual({ status: 'sent', body: { id: 7 } });
    expect(api.sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(queue.storage.kept.size).toBe(0);
    expect(queue.events).toEqual([]);
  });

  it('keeps a write whose send fails on the way, and sends it later with the same key', async () => {
    const api = scriptedApi(networkError(), { id: 7 });
    const queue = queueWith(api);
    expect(await queue.sendOrQueue(prediction(1))).toEqual({ status: 'queued' });
    expect(queue.events).toEqual([{ type: 'queued', write: expect.objectContaining({ kind: 'prediction', key: api.sent[0].key }) }]);
    await queue.flushQueuedWrites();
    expect(api.sent.map((write) => write.key)).toEqual([api.sent[0].key, api.sent[0].key]);
    expect(queue.storage.kept.size).toBe(0);
  });

  it('keeps a write made offline without trying to send it', async () => {
    const api = scriptedApi();
    const queue = queueWith(api);
    await queuedOffline(queue, comment('Yalla Shorta'));
    expect(api.send).not.toHaveBeenCalled();
    expect([...queue.storage.kept.values()]).toEqual([expect.objectContaining({ kind: 'comment', body: { content: 'Yalla Shorta' }, userId: 'fan-1' })]);
  });

  it("rejects with the api's error answer, as any call does, keeping nothing", async () => {
    const queue = queueWith(scriptedApi(apiError(409, 'PREDICTION_CLOSED')));
    await expect(queue.sendOrQueue(prediction(1))).rejects.toMatchObject({ status: 409, code: 'PREDICTION_CLOSED' });
    expect(queue.storage.kept.size).toBe(0);
  });

  it("drops a round's squad still waiting once the fan saves that round's squad again, sent or kept", async () => {
    const api = scriptedApi({ week: 5 });
    const queue = queueWith(api);
    await queuedOffline(queue, squad(5, 1), squad(6, 1), squad(5, 2));
    expect([...queue.storage.kept.values()].map((write) => write.body)).toEqual([expect.objectContaining({ week: 6 }), expect.objectContaining({ week: 5, captainId: 2 })]);
    await queue.sendOrQueue(squad(6, 3));
    expect([...queue.storage.kept.values()].map((write) => write.body)).toEqual([expect.objectContaining({ week: 5, captainId: 2 })]);
    expect(queue.events.filter((event) => event.type === 'dropped')).toHaveLength(2);
  });
});

describe('flushQueuedWrites', () => {
  it('sends the writes in the order the fan made them: a sent one and a refused one leave the queue, each reported', async () => {
    const api = scriptedApi({ id: 1 }, apiError(409, 'PREDICTION_CLOSED'), { id: 3 });
    const queue = queueWith(api);
    await queuedOffline(queue, prediction(1), prediction(2), comment('Third'));
    queue.events.length = 0;
    await queue.flushQueuedWrites();
    expect(api.sent.map((write) => write.kind === 'comment' ? write.body.content : write.body)).toEqual([
      { matchId: 1, prediction: 'home' },
      { matchId: 2, prediction: 'home' },
      'Third',
    ]);
    expect(queue.events.map((event) => (event.type === 'sent' ? ['sent', event.body] : event.type === 'refused' ? ['refused', event.status, event.code] : [event.type]))).toEqual([
      ['sent', { id: 1 }],
      ['refused', 409, 'PREDICTION_CLOSED'],
      ['sent', { id: 3 }],
    ]);
    expect(queue.storage.kept.size).toBe(0);
  });

  it.each([
    ['the network fails', networkError()],
    ['the api fails (5xx)', apiError(503)],
  ])('keeps the write and the ones after it when %s, and rejects so a sync is tried again', async (_case, failure) => {
    const api = scriptedApi({ id: 1 }, failure);
    const queue = queueWith(api);
    await queuedOffline(queue, prediction(1), prediction(2), prediction(3));
    await expect(queue.flushQueuedWrites()).rejects.toBe(failure);
    expect(api.send).toHaveBeenCalledTimes(2);
    expect([...queue.storage.kept.values()].map((write) => write.kind === 'prediction' && write.body.matchId)).toEqual([2, 3]);
    expect(queue.events.filter((event) => event.type === 'sent' || event.type === 'refused')).toHaveLength(1);
  });

  it('sends each write once when two flushes start together (the back-online event and a visit)', async () => {
    const api = scriptedApi({ id: 1 }, { id: 2 });
    const queue = queueWith(api);
    await queuedOffline(queue, prediction(1), prediction(2));
    await Promise.all([queue.flushQueuedWrites(), queue.flushQueuedWrites()]);
    expect(api.send).toHaveBeenCalledTimes(2);
  });

  it('asks the api who is signed in only when something is queued (every page load flushes)', async () => {
    const signedIn = jest.fn(async () => 'fan-1');
    const queue = createWriteQueue({ storage: memoryStorage(), send: scriptedApi({ id: 1 }).send, signedIn });
    await queue.flushQueuedWrites();
    expect(signedIn).not.toHaveBeenCalled();

    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await queue.sendOrQueue(prediction(1)).finally(() => online.mockRestore());
    await queue.flushQueuedWrites();
    expect(signedIn).toHaveBeenCalledTimes(1);
  });

  it("sends only the signed-in fan's writes; with nobody signed in it sends nothing and keeps them all", async () => {
    const api = scriptedApi({ id: 1 });
    const queue = queueWith(api, 'fan-2');
    await queuedOffline(queue, comment('Mine'), comment('Theirs', 'fan-2'));
    await queue.flushQueuedWrites();
    expect(api.sent.map((write) => write.body)).toEqual([{ content: 'Theirs' }]);
    expect([...queue.storage.kept.values()].map((write) => write.userId)).toEqual(['fan-1']);

    const signedOut = queueWith(api, null);
    await queuedOffline(signedOut, comment('Later'));
    await signedOut.flushQueuedWrites();
    expect(api.send).toHaveBeenCalledTimes(1);
    expect(signedOut.storage.kept.size).toBe(1);
  });
});

describe('forgetWritesOf', () => {
  it("drops the signed-out fan's writes only, telling the screens", async () => {
    const queue = queueWith(scriptedApi());
    await queuedOffline(queue, comment('Mine'), comment('Theirs', 'fan-2'));
    const mine = [...queue.storage.kept.values()].find((write) => write.userId === 'fan-1');
    await queue.forgetWritesOf('fan-1');
    expect([...queue.storage.kept.values()].map((write) => write.userId)).toEqual(['fan-2']);
    expect(queue.events.at(-1)).toEqual({ type: 'dropped', keys: [mine?.key] });
  });
});
