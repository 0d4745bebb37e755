import type { EntityManager } from 'typeorm';
import { ApiError } from '../http/api-error';

/*
 * The request_keys table: the Idempotency-Key each fan sent with a write, the kind of write and the id of what it
 * made. A key is claimed in the write's own transaction, so a write and its key commit, or roll back, together.
 */

/** How long a key is kept: longer than any client keeps retrying a write it queued offline. */
export const REQUEST_KEY_DAYS = 7;

/** A write a client may send more than once, and the key it came with (undefined: none, so it is simply made). */
export interface KeyedWrite {
  userId: string;
  key: string | undefined;
  /** What the write makes ('prediction', 'squad', 'comment'): a key names one kind of write only. */
  kind: string;
}

/**
 * Runs `write` once per fan and key, in `manager`'s transaction, and answers the id of what it made: now, or when a
 * request with this key made it. The key's row is inserted first: a second request with the key waits on that row
 * until the first commits (then it is answered with the first one's id, `write` not run) or rolls back (then it
 * claims the key itself). A write that throws rolls the claim back with it, so a retry is judged afresh. A key the
 * fan used for another kind of write is refused (422 IDEMPOTENCY_KEY_REUSED).
 */
export async function oncePerKey(manager: EntityManager, { userId, key, kind }: KeyedWrite, write: () => Promise<number>): Promise<number> {
  if (key === undefined) return write();
  if (!manager.queryRunner?.isTransactionActive) throw new Error('oncePerKey runs in the transaction of the write');
  const claimed = (await manager.query(
    `INSERT INTO request_keys (user_id, key, kind) VALUES ($1, $2, $3) ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
    [userId, key, kind],
  )) as unknown[];
  if (claimed.length === 0) {
    const [used] = (await manager.query(`SELECT kind, resource FROM request_keys WHERE user_id = $1 AND key = $2`, [userId, key])) as { kind: string; resource: string }[];
    if (used.kind !== kind) throw new ApiError('IDEMPOTENCY_KEY_REUSED', `This Idempotency-Key was sent with another kind of write (a ${used.kind}): make a new key for each write`);
    return Number(used.resource);
  }
  const id = await write();
  await manager.query(`UPDATE request_keys SET resource = $3 WHERE user_id = $1 AND key = $2`, [userId, key, String(id)]);
  return id;
}

/** Deletes the keys older than REQUEST_KEY_DAYS, and answers how many went. */
export async function forgetOldRequestKeys(manager: EntityManager): Promise<number> {
  const [, deleted] = (await manager.query(`DELETE FROM request_keys WHERE created_at < now() - make_interval(days => $1)`, [REQUEST_KEY_DAYS])) as [unknown, number];
  return deleted;
}
