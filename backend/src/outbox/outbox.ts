import type { EntityManager } from 'typeorm';
import type { LiveMessage } from '../live/live-broadcaster';
import type { JobMessage } from '../queue/jobs';

/** Follow-up work of a committed change that needs Redis: a socket event for fans, or a job for the worker. */
export type OutboxMessage = { broadcast: LiveMessage } | { job: JobMessage };

/**
 * Records follow-up work in the caller's transaction: it exists exactly when the change it follows does, and
 * the relay delivers it in order once Redis takes it, so a command never waits on Redis after its commit.
 */
export async function recordInOutbox(manager: EntityManager, messages: OutboxMessage[]): Promise<void> {
  if (!messages.length) return;
  await manager.query(
    `INSERT INTO outbox (message)
     SELECT value FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY ORDER BY ordinality`,
    [JSON.stringify(messages)],
  );
}
