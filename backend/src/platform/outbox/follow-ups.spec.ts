import { Inject, Injectable, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { followUpsModule, followUpsOf, type FollowUp } from './follow-ups';
import type { OutboxMessage } from './outbox';

/** A follow-up that takes `ms` to answer its messages, noting when it starts and ends. */
function followUp(name: string, ms: number, messages: OutboxMessage[], log: string[]): FollowUp<{ matchId: number }> {
  return async () => {
    log.push(`${name} starts`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    log.push(`${name} ends`);
    return messages;
  };
}

describe('followUpsOf', () => {
  it('runs the follow-ups one after another in their order, however long each takes, and gathers their messages in that order', async () => {
    const log: string[] = [];
    const messages = await followUpsOf(
      [
        followUp('table', 20, [{ readModelsChanged: ['standings'] }], log),
        followUp('settlement', 0, [{ readModelsChanged: ['leaderboard'] }, { readModelsChanged: ['players'] }], log),
        followUp('pushes', 5, [], log),
      ],
      { matchId: 1 },
    );
    expect(log).toEqual(['table starts', 'table ends', 'settlement starts', 'settlement ends', 'pushes starts', 'pushes ends']);
    expect(messages).toEqual([{ readModelsChanged: ['standings'] }, { readModelsChanged: ['leaderboard'] }, { readModelsChanged: ['players'] }]);
  });

  it('gives each follow-up the change', async () => {
    const followsMatch7: FollowUp<{ matchId: number }> = async ({ matchId }) => [{ readModelsChanged: matchId === 7 ? ['matches'] : [] }];
    expect(await followUpsOf([followsMatch7], { matchId: 7 })).toEqual([{ readModelsChanged: ['matches'] }]);
  });
});

describe('followUpsModule', () => {
  const TOKEN = Symbol('TEST_FOLLOW_UPS');

  /** A writer in a module of its own, which imports nothing to get the follow-ups. */
  @Injectable()
  class Writer {
    constructor(@Inject(TOKEN) readonly followUps: readonly FollowUp<number>[]) {}
  }
  @Module({ providers: [Writer] })
  class WriterModule {}

  it('gives the list under its token to a writer in any module of the process', async () => {
    const list: FollowUp<number>[] = [async () => []];
    const app = await Test.createTestingModule({ imports: [followUpsModule(TOKEN, list), WriterModule] }).compile();
    expect(app.get(Writer).followUps).toBe(list);
    await app.close();
  });
});
