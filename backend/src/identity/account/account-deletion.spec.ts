import type { EntityManager } from 'typeorm';
import type { ReadModelTopic } from '../../platform/read-models/read-model-cache';
import { AccountDeletion, type AccountDeletionStep } from './account-deletion';

/** The deletion's transaction as the steps receive it; the fake steps below only check it is the one given. */
const transaction = {} as EntityManager;

/** A feature's step that notes what it was asked to do, in a log all the steps share. */
function step(name: string, log: string[], parts: { changes?: ReadModelTopic[]; inTransaction?: boolean; afterCommit?: boolean; fails?: boolean }): AccountDeletionStep {
  return {
    changes: parts.changes,
    inTransaction: parts.inTransaction
      ? async (userId, manager) => {
          if (parts.fails) throw new Error(`${name} failed`);
          log.push(`${name} in the transaction for ${userId}${manager === transaction ? '' : ' (another transaction!)'}`);
        }
      : undefined,
    afterCommit: parts.afterCommit ? async (userId) => void log.push(`${name} after the commit for ${userId}`) : undefined,
  };
}

describe('AccountDeletion', () => {
  let log: string[];
  let deletion: AccountDeletion;

  beforeEach(() => {
    log = [];
    deletion = new AccountDeletion();
  });

  it("runs every step's part in the deletion's transaction, in the order registered, skipping steps with none", async () => {
    deletion.register(step('newsroom', log, { inTransaction: true }));
    deletion.register(step('uploads', log, { inTransaction: true, afterCommit: true }));
    deletion.register(step('files only', log, { afterCommit: true }));
    await deletion.inTransaction('user-1', transaction);
    expect(log).toEqual(['newsroom in the transaction for user-1', 'uploads in the transaction for user-1']);
  });

  it("runs every step's part after the commit, in the order registered, skipping steps with none", async () => {
    deletion.register(step('uploads', log, { inTransaction: true, afterCommit: true }));
    deletion.register(step('newsroom', log, { inTransaction: true }));
    deletion.register(step('files', log, { afterCommit: true }));
    await deletion.afterCommit('user-1');
    expect(log).toEqual(['uploads after the commit for user-1', 'files after the commit for user-1']);
  });

  it('stops at a step that fails, so the transaction rolls back with nothing of the later steps', async () => {
    deletion.register(step('newsroom', log, { inTransaction: true, fails: true }));
    deletion.register(step('uploads', log, { inTransaction: true }));
    await expect(deletion.inTransaction('user-1', transaction)).rejects.toThrow('newsroom failed');
    expect(log).toEqual([]);
  });

  it('puts the lists of people out of date, and what each step says it changes, each once', () => {
    expect(deletion.changes).toEqual(['people']);
    deletion.register(step('newsroom', log, { changes: ['articles', 'people'] }));
    deletion.register(step('uploads', log, {}));
    deletion.register(step('comments', log, { changes: ['articles'] }));
    expect(deletion.changes).toEqual(['people', 'articles']);
  });
});
