import type { EntityManager } from 'typeorm';
import { displayName, type AuditEntry } from '@isl/contracts';
import { PEOPLE_SQL } from '../../identity';
import { DeskChange } from './desk-change.entity';

/** A change to record: by whom (null from the command line), to what, and each field before and after. */
export type DeskChangeRecord = Pick<DeskChange, 'actorId' | 'subject' | 'subjectId' | 'action' | 'changes'>;

/**
 * Records changes in the caller's transaction, so a change and its record commit, or roll back, together. A change
 * whose fields all stayed as they were is not recorded.
 */
export async function recordDeskChanges(manager: EntityManager, records: readonly DeskChangeRecord[]): Promise<void> {
  const changed = records.filter((record) => record.changes.length > 0);
  if (!changed.length) return;
  const column = <K extends keyof DeskChangeRecord>(key: K) => changed.map((record) => record[key]);
  await manager.query(
    `INSERT INTO desk_changes (actor_id, subject, subject_id, action, changes)
     SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[], $5::jsonb[])`,
    [column('actorId'), column('subject'), column('subjectId'), column('action'), changed.map((record) => JSON.stringify(record.changes))],
  );
}

/** The fields of `after` whose values differ from `before`'s, each as it was and as it became. */
export function changedFields<T extends object>(before: T, after: Partial<T>): DeskChange['changes'] {
  return (Object.keys(after) as (keyof T & string)[])
    .filter((field) => after[field] !== undefined && JSON.stringify(after[field]) !== JSON.stringify(before[field]))
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }));
}

interface DeskChangeRow {
  id: number;
  at: Date;
  actor_id: string | null;
  actor_name: string | null;
  subject: string;
  subject_id: string;
  action: string;
  changes: DeskChange['changes'];
}

/** The latest changes first, `limit` of them, older than the change `before` when given (for paging back). */
export async function latestDeskChanges(manager: EntityManager, limit: number, before?: number): Promise<AuditEntry[]> {
  const rows: DeskChangeRow[] = await manager.query(
    `SELECT c.id, c.at, c.actor_id, u.display_name AS actor_name, c.subject, c.subject_id, c.action, c.changes
       FROM desk_changes c LEFT JOIN ${PEOPLE_SQL} u ON u.id = c.actor_id
      WHERE $2::int IS NULL OR c.id < $2
      ORDER BY c.id DESC LIMIT $1`,
    [limit, before ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor_id ? { id: row.actor_id, displayName: displayName({ firstName: row.actor_name }, '') || null } : null,
    subject: row.subject,
    subjectId: row.subject_id,
    action: row.action,
    changes: row.changes,
  }));
}
