import { ReadModelCache, type ReadModelRoute } from './read-model-cache';
import { topicsInMessage } from './read-models-invalidation.service';

describe('topicsInMessage', () => {
  it('reads the topics the relay published', () => {
    expect(topicsInMessage('["matches","players"]')).toEqual(['matches', 'players']);
    expect(topicsInMessage('[]')).toEqual([]);
  });

  it.each(['not json', '"matches"', '{"topics":["matches"]}', '["matches","weather"]', '[1]', 'null'])(
    'takes %s for a change of every topic',
    (message) => {
      expect(topicsInMessage(message)).toBeUndefined();
    },
  );

  it("so that a message not of ours empties this process's cache, and one of ours drops only its topics", () => {
    const matches: ReadModelRoute = { topics: ['matches'] };
    const table: ReadModelRoute = { topics: ['standings'] };
    const cache = new ReadModelCache();
    const fill = () => {
      cache.build('/api/matches/live', matches, '[]', cache.generation(matches.topics));
      cache.build('/api/teams', table, '[]', cache.generation(table.topics));
    };
    fill();
    cache.invalidate(topicsInMessage('["matches"]'));
    expect([cache.get('/api/matches/live'), cache.get('/api/teams')?.body('identity').toString()]).toEqual([undefined, '[]']);
    fill();
    cache.invalidate(topicsInMessage('["standings","weather"]'));
    expect([cache.get('/api/matches/live'), cache.get('/api/teams')]).toEqual([undefined, undefined]);
  });
});
