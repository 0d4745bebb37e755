import { DataSource } from 'typeorm';
import { createTestDatabase, TestDatabase } from '../../../test/support/test-database';
import type { AppConfig } from '../../platform/config/config';
import { dataSourceOptions } from '../../database/data-source';
import { SessionsService } from './sessions.service';
import { SocketSessions } from './socket-sessions';

const DAY_MS = 24 * 60 * 60 * 1000;
const config = (sessionSecret: string) => ({ sessionSecret }) as AppConfig;

let db: TestDatabase;
let dataSource: DataSource;
let sessions: SessionsService;
let userId: string;
/** The relay's wake-ups: a process delivers what it committed at once. */
let wakes = 0;
const outbox = { wake: () => void wakes++ };

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => dataSource.query(query, params) as Promise<T[]>;
const rowsOf = (id: string) => sql<{ sid: string; sess: unknown; expire: Date }>(`SELECT * FROM sessions WHERE sess->>'userId' = $1`, [id]);
/** The sign-outs the outbox holds for an account's sockets, oldest first. */
const signOutsOf = async (id: string) =>
  (await sql<{ message: { signOut: unknown } }>(`SELECT message FROM outbox WHERE message->'signOut'->>'userId' = $1 ORDER BY id`, [id])).map((row) => row.message.signOut);
const socketSessions = () => new SocketSessions(dataSource, config('a session secret of at least 32 characters'));
const newUser = async () =>
  (await sql<{ id: string }>(`INSERT INTO users (email) VALUES ('fan-' || gen_random_uuid() || '@example.com') RETURNING id`))[0].id;
const nearly = (date: Date | undefined, expected: number) => Math.abs((date?.getTime() ?? 0) - expected) < 60_000;

beforeAll(async () => {
  db = await createTestDatabase();
  dataSource = await new DataSource(dataSourceOptions(db.url)).initialize();
  sessions = new SessionsService(dataSource, config('a session secret of at least 32 characters'), outbox);
});
afterAll(async () => {
  await dataSource.destroy();
  await db.drop();
});
beforeEach(async () => {
  userId = await newUser();
});

describe('SessionsService', () => {
  it('starts a session: a 256-bit token for the browser, only its HMAC in the table, 30 days long', async () => {
    const session = await sessions.start(userId);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(nearly(session.expires, Date.now() + 30 * DAY_MS)).toBe(true);
    const [row] = await rowsOf(userId);
    expect(row.sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.sid).not.toBe(session.token);
    expect(row.sess).toEqual({ userId });
    expect(row.expire).toEqual(session.expires);
  });

  it('finds a session and its account by its token, and nothing for a missing, malformed or unknown token', async () => {
    const { token, expires } = await sessions.start(userId);
    const found = await sessions.find(token);
    expect(found?.user.id).toBe(userId);
    expect(found?.expire).toEqual(expires);
    expect((await sessions.keepAlive(found))?.extendedUntil).toBeUndefined();
    for (const other of [undefined, '', 'not a token', `${token}x`, 'A'.repeat(43)]) {
      expect(await sessions.find(other)).toBeUndefined();
    }
    expect(await sessions.keepAlive(undefined)).toBeUndefined();
  });

  it('ends the previous session when a new one starts, so a planted token is worth nothing', async () => {
    const planted = await sessions.start(userId);
    const fresh = await sessions.start(userId, planted.token);
    expect(fresh.token).not.toBe(planted.token);
    expect(await sessions.find(planted.token)).toBeUndefined();
    expect((await sessions.find(fresh.token))?.user.id).toBe(userId);
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it('ends a session; ending none, or a malformed token, does nothing', async () => {
    const { token } = await sessions.start(userId);
    await sessions.end(undefined);
    await sessions.end('%00;--');
    expect(await rowsOf(userId)).toHaveLength(1);
    await sessions.end(token);
    expect(await rowsOf(userId)).toHaveLength(0);
    expect(await sessions.find(token)).toBeUndefined();
  });

  it('extends a session last extended a day or more ago to 30 days again, and says so', async () => {
    const { token } = await sessions.start(userId);
    await sql(`UPDATE sessions SET expire = now() + interval '28 days' WHERE sess->>'userId' = $1`, [userId]);
    const resumed = await sessions.keepAlive(await sessions.find(token));
    expect(nearly(resumed?.extendedUntil, Date.now() + 30 * DAY_MS)).toBe(true);
    expect((await rowsOf(userId))[0].expire).toEqual(resumed?.extendedUntil);
    expect((await sessions.keepAlive(await sessions.find(token)))?.extendedUntil).toBeUndefined();
  });

  it('refuses an expired session, and pruning deletes expired rows only', async () => {
    const expired = await sessions.start(userId);
    const alive = await sessions.start(await newUser());
    await sql(`UPDATE sessions SET expire = now() - interval '1 second' WHERE sess->>'userId' = $1`, [userId]);
    expect(await sessions.find(expired.token)).toBeUndefined();
    expect(await socketSessions().sessionOfToken(expired.token)).toBeUndefined();
    expect(await sessions.pruneExpired()).toBeGreaterThanOrEqual(1);
    expect(await sql('SELECT 1 FROM sessions WHERE expire < now()')).toHaveLength(0);
    expect(await sessions.find(alive.token)).toBeDefined();
  });

  it('ends every session of an account but the one kept, and only that account\'s', async () => {
    const kept = await sessions.start(userId);
    const others = [await sessions.start(userId), await sessions.start(userId)];
    const someoneElse = await sessions.start(await newUser());
    await sessions.endAllOf(userId, { except: kept.token });
    expect(await sessions.find(kept.token)).toBeDefined();
    for (const other of others) expect(await sessions.find(other.token)).toBeUndefined();
    expect(await sessions.find(someoneElse.token)).toBeDefined();
    await sessions.endAllOf(userId);
    expect(await rowsOf(userId)).toHaveLength(0);
  });

  it('finds no session of a deleted account', async () => {
    const { token } = await sessions.start(userId);
    await sql('UPDATE users SET deleted_at = now() WHERE id = $1', [userId]);
    expect(await sessions.find(token)).toBeUndefined();
  });

  it("tells a socket's handshake the account and the session behind its token, without loading the account", async () => {
    const { token } = await sessions.start(userId);
    const [{ sid }] = await rowsOf(userId);
    expect(await socketSessions().sessionOfToken(token)).toEqual({ userId, sessionId: sid });
    for (const other of [undefined, 'not a token', 'A'.repeat(43)]) expect(await socketSessions().sessionOfToken(other)).toBeUndefined();
  });

  it("signs an ended session's sockets out through the outbox, in the same transaction, and wakes the relay", async () => {
    const { token } = await sessions.start(userId);
    const [{ sid }] = await rowsOf(userId);
    const before = wakes;
    await sessions.end(token);
    expect(await signOutsOf(userId)).toEqual([{ userId, sessionId: sid }]);
    expect(wakes).toBe(before + 1);
    // Nothing ended, nothing to sign out.
    await sessions.end(token);
    expect(await signOutsOf(userId)).toHaveLength(1);
    expect(wakes).toBe(before + 1);
  });

  it("signs every ended session's sockets out but the kept one's, in the caller's transaction when given one", async () => {
    const kept = await sessions.start(userId);
    await sessions.start(userId);
    const [{ sid: keptSid }] = await sql<{ sid: string }>(`SELECT sid FROM sessions WHERE sess->>'userId' = $1 AND expire = $2`, [userId, kept.expires]);
    await sessions.endAllOf(userId, { except: kept.token });
    expect(await signOutsOf(userId)).toEqual([{ userId, keptSessionId: keptSid }]);
    // A transaction that rolls back ends nothing and signs nothing out.
    await expect(
      dataSource.transaction(async (manager) => {
        await sessions.endAllOf(userId, { manager });
        throw new Error('the deletion failed');
      }),
    ).rejects.toThrow('the deletion failed');
    expect(await signOutsOf(userId)).toHaveLength(1);
    expect(await sessions.find(kept.token)).toBeDefined();
  });

  it('ends every session when SESSION_SECRET changes', async () => {
    const { token } = await sessions.start(userId);
    const afterRotation = new SessionsService(dataSource, config('another session secret, also 32 characters long'), outbox);
    expect(await afterRotation.find(token)).toBeUndefined();
  });
});
