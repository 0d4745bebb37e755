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
 * names them (AccountService runs the steps in the order registered).
 */
@Injectable()
export class AccountDeletion {
  private readonly steps: AccountDeletionStep[] = [];

  register(step: AccountDeletionStep): void {
    this.steps.push(step);
  }

  get registered(): readonly AccountDeletionStep[] {
    return this.steps;
  }
}
