import type { EntityManager } from 'typeorm';
import type { LeagueGame } from '@isl/contracts';

/*
 * Follow-up work that must not be lost with its job. The change that makes it due notes it in its own
 * transaction, beside the outbox message that enqueues the job; the work takes the note off in its own
 * transaction. A job that fails for good (the database away longer than its retries) leaves the note, and the
 * worker's minute sweep does the work itself once the note is older than any job could take: as it settles a
 * match whose settlement lags, from the database's word rather than Redis's.
 */

/** Longer than a job's retries take (the settlement queue's backoff: 1 + 2 + 4 + 8 + 16 s). */
const OVERDUE_AFTER = '2 minutes';

/** The kinds of work noted, each with what names one piece of it. */
export interface DueWork {
  'league-tables': { season: string; game: LeagueGame; round: number };
  'round-badges': { season: string; round: number };
}

/** One piece's key: its data's values by their names' order, so the same work is one note however it is written. */
const keyOf = (data: object) =>
  Object.entries(data)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, value]) => String(value))
    .join(':');

/** Notes the work as due in the caller's transaction; an older note of the same work stands. */
export async function markDue<K extends keyof DueWork>(manager: EntityManager, kind: K, data: DueWork[K]): Promise<void> {
  await manager.query(`INSERT INTO work_due (kind, key, data) VALUES ($1, $2, $3) ON CONFLICT (kind, key) DO NOTHING`, [kind, keyOf(data), data]);
}

/**
 * Takes the work's note off in the caller's transaction, before the work reads anything: a change committed after
 * this notes it again, for a run of its own.
 */
export async function takeDue<K extends keyof DueWork>(manager: EntityManager, kind: K, data: DueWork[K]): Promise<void> {
  await manager.query(`DELETE FROM work_due WHERE kind = $1 AND key = $2`, [kind, keyOf(data)]);
}

/** The work of a kind due for longer than its job could have taken, oldest first: what a sweep does itself. */
export async function overdueWork<K extends keyof DueWork>(manager: EntityManager, kind: K): Promise<DueWork[K][]> {
  const rows = (await manager.query(
    `SELECT data FROM work_due WHERE kind = $1 AND due_since < now() - $2::interval ORDER BY due_since, key`,
    [kind, OVERDUE_AFTER],
  )) as { data: DueWork[K] }[];
  return rows.map((row) => row.data);
}
