import { Injectable, Optional } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ReadModelCache, type ReadModelTopic } from '../read-models/read-model-cache';
import { recordInOutbox, type OutboxMessage } from './outbox';
import { OutboxRelay } from './outbox-relay.service';

/** The outbox message that tells every api these public reads are out of date. */
export const publicReadsChanged = (topics: ReadModelTopic[]): OutboxMessage => ({ readModelsChanged: topics });

/** Every topic that a change's follow-ups say is out of date, each once: what the writer drops at its commit. */
export function topicsChangedBy(messages: readonly OutboxMessage[]): ReadModelTopic[] {
  return [...new Set(messages.flatMap((message) => ('readModelsChanged' in message ? message.readModelsChanged : [])))];
}

/**
 * How a writer says which cached public reads its change put out of date: recorded in its own transaction, so
 * every api hears of it exactly when the change commits (through the outbox relay), and dropped in this process
 * at once after the commit, so the writer's next read already shows it.
 */
@Injectable()
export class PublicReadChanges {
  constructor(
    private readonly outbox: OutboxRelay,
    /** The api's cached reads; the worker and the simulator keep none. */
    @Optional() private readonly cache?: ReadModelCache,
  ) {}

  /** In the writer's transaction. */
  async record(manager: EntityManager, topics: ReadModelTopic[]): Promise<void> {
    if (topics.length) await recordInOutbox(manager, [publicReadsChanged(topics)]);
  }

  /** After the commit of a change recorded with `record` (or with `publicReadsChanged` among other follow-ups). */
  committed(topics: ReadModelTopic[]): void {
    if (!topics.length) return;
    this.cache?.invalidate(topics);
    this.outbox.wake();
  }

  /** A change and its record in one transaction, then `committed`. */
  async write<T>(manager: EntityManager, topics: ReadModelTopic[], work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await manager.transaction(async (transaction) => {
      const value = await work(transaction);
      await this.record(transaction, topics);
      return value;
    });
    this.committed(topics);
    return result;
  }
}
