import type { EntityManager } from 'typeorm';
import type { LiveMessage, ServerNotice } from '../live/live-broadcaster';
import type { EndedSessions } from '../live/socket-accounts';
import type { JobMessage } from '../queue/jobs';
import type { ReadModelTopic } from '../read-models/read-model-cache';

/**
 * Follow-up work of a committed change that needs Redis: a socket event for fans, a notice for every api (which
 * each acts on for its own sockets), the sockets of sessions that ended to sign out, a job for the worker, or the
 * cached public reads it put out of date.
 */
export type OutboxMessage =
  | { broadcast: LiveMessage }
  | { notice: ServerNotice }
  | { signOut: EndedSessions }
  | { job: JobMessage }
  | { readModelsChanged: ReadModelTopic[] };

/**
 * Records follow-up work in the caller's transaction: it exists exactly when the change it follows does, and
 * the relay delivers it in order once Redis takes it, so a command never waits on Redis after its commit.
 */
export async function recordInOutbox(manager: EntityManager, messages: OutboxMessage[]): Promise<void> {
  if (!messages.length) return;
  // Stamped when recorded (the column's default would be the transaction's start): the relays' polls leave
  // messages to their committer for a while after this.
  await manager.query(
    `INSERT INTO outbox (message, created_at)
     SELECT value, clock_timestamp() FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY ORDER BY ordinality`,
    [JSON.stringify(messages)],
  );
}
