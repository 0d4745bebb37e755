import { Module, type DynamicModule } from '@nestjs/common';
import type { OutboxMessage } from './outbox';

/**
 * What a change means for one feature that follows it: its own writes in the change's transaction (a table
 * recomputed, say), and the follow-ups the outbox delivers once it commits (its jobs, its invalidations, its
 * events), in the order given.
 */
export type FollowUp<Change> = (change: Change) => Promise<OutboxMessage[]>;

/**
 * The follow-ups of one kind of change, given under `token` by the composition root of each process that makes
 * such changes, in the order they hear of one. The feature that makes the change injects them and names none of
 * them: a new feature that follows it is added at the root, not in the writer.
 */
export function followUpsModule<Change>(token: symbol, followUps: readonly FollowUp<Change>[]): DynamicModule {
  class FollowUpsModule {}
  Module({})(FollowUpsModule);
  return { module: FollowUpsModule, global: true, providers: [{ provide: token, useValue: followUps }], exports: [token] };
}

/** Runs the follow-ups of a change in their order, and gathers what each asks the outbox to deliver. */
export async function followUpsOf<Change>(followUps: readonly FollowUp<Change>[], change: Change): Promise<OutboxMessage[]> {
  const messages: OutboxMessage[] = [];
  for (const followUp of followUps) messages.push(...(await followUp(change)));
  return messages;
}
