import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ReadModelTopic } from '../../platform/read-models/read-model-cache';

/**
 * What deleting an account means for a feature that keeps what the person made or owns: rows to delete or let go
 * of in the deletion's own transaction, and what can only follow its commit (files, which no transaction undoes).
 */
export interface AccountDeletionStep {
  /** The public reads the step's changes put out of date (the person's articles leave the lists). */
  readonly changes?: readonly ReadModelTopic[];
  inTransaction?(userId: string, manager: EntityManager): Promise<void>;
  afterCommit?(userId: string): Promise<void>;
}

/**
 * The features that keep a person's data register here when their module starts, so deleting an account never
 * names them: AccountService runs every step through this, in the order registered.
 */
@Injectable()
export class AccountDeletion {
  private readonly steps: AccountDeletionStep[] = [];

  register(step: AccountDeletionStep): void {
    this.steps.push(step);
  }

  /** The public reads a deletion puts out of date: the account leaves the lists of people, with what the steps let go of. */
  get changes(): ReadModelTopic[] {
    return [...new Set<ReadModelTopic>(['people', ...this.steps.flatMap((step) => step.changes ?? [])])];
  }

  /** Each step's part in the deletion's transaction; a step that fails stops the rest, and the transaction rolls back. */
  async inTransaction(userId: string, manager: EntityManager): Promise<void> {
    for (const step of this.steps) await step.inTransaction?.(userId, manager);
  }

  /** Each step's part once the deletion has committed. */
  async afterCommit(userId: string): Promise<void> {
    for (const step of this.steps) await step.afterCommit?.(userId);
  }
}
