import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { recordInOutbox } from '../outbox/outbox';
import { OutboxRelay } from '../outbox/outbox-relay.service';
import { ReadModelCache, type ReadModelTopic } from './read-model-cache';

/**
 * For a write that changes what public reads show (a fan's name or picture is on the leaderboard): `record`
 * in the write's own transaction, so every api drops its copies once the outbox relay publishes the topics,
 * then `committed` after the commit, so this api drops its own before it answers.
 */
@Injectable()
export class ReadModelChanges {
  constructor(
    private readonly cache: ReadModelCache,
    private readonly outbox: OutboxRelay,
  ) {}

  record(manager: EntityManager, topics: ReadModelTopic[]): Promise<void> {
    return recordInOutbox(manager, [{ readModelsChanged: topics }]);
  }

  committed(topics: ReadModelTopic[]): void {
    this.cache.invalidate(topics);
    this.outbox.wake();
  }
}
