import { runJob, type AnyJobHandlers } from './queue-workers';

const predictions: AnyJobHandlers = {
  queue: 'settlement',
  handlers: {
    'settle-match': async ({ matchId }) => ({ settled: matchId * 10 }),
    'sweep-unsettled': async () => ({ settled: 2 }),
  },
};
const squads: AnyJobHandlers = {
  queue: 'settlement',
  handlers: {
    'score-squads': async () => ({ scored: true }),
    'sweep-unsettled': async () => ({ scored: 1 }),
  },
};

describe('runJob', () => {
  it("runs a job through the one feature that takes its name, with the job's data, and answers what it did", async () => {
    expect(await runJob([predictions, squads], { queueName: 'settlement', name: 'settle-match', data: { matchId: 4, version: 2 } })).toEqual({ settled: 40 });
    expect(await runJob([predictions, squads], { queueName: 'settlement', name: 'score-squads', data: { matchId: 4, version: 2 } })).toEqual({ scored: true });
  });

  it('runs a job two features take through both, one after the other in their order, and answers what both did', async () => {
    const order: string[] = [];
    const slowFirst: AnyJobHandlers = { queue: 'settlement', handlers: { 'sweep-unsettled': () => new Promise((resolve) => setTimeout(() => resolve(order.push('first')), 10)) } };
    const second: AnyJobHandlers = { queue: 'settlement', handlers: { 'sweep-unsettled': async () => order.push('second') } };
    await runJob([slowFirst, second], { queueName: 'settlement', name: 'sweep-unsettled', data: {} });
    expect(order).toEqual(['first', 'second']);
    expect(await runJob([predictions, squads], { queueName: 'settlement', name: 'sweep-unsettled', data: {} })).toEqual({ settled: 2, scored: 1 });
  });

  it('fails a job no feature takes, naming it and its queue', async () => {
    await expect(runJob([squads], { queueName: 'settlement', name: 'settle-match', data: { matchId: 1, version: 1 } })).rejects.toThrow(
      'no feature handles settle-match jobs of the settlement queue',
    );
  });
});
