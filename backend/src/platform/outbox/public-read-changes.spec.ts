import { ReadModelCache, type ReadModelRoute } from '../read-models/read-model-cache';
import type { OutboxRelay } from './outbox-relay.service';
import { PublicReadChanges, publicReadsChanged, topicsChangedBy } from './public-read-changes';

/** Counts the wake-ups that make the relay deliver at once. */
class FakeOutbox implements Pick<OutboxRelay, 'wake'> {
  wakes = 0;
  wake() {
    this.wakes++;
  }
}

describe('topicsChangedBy', () => {
  it("names every topic a change's messages say is out of date, each once, and nothing from the other messages", () => {
    expect(
      topicsChangedBy([
        publicReadsChanged(['matches', 'players']),
        { notice: { event: 'predictions:settled', payload: { matchId: 3 } } },
        publicReadsChanged(['standings', 'matches']),
      ]),
    ).toEqual(['matches', 'players', 'standings']);
    expect(topicsChangedBy([{ notice: { event: 'predictions:settled', payload: { matchId: 3 } } }])).toEqual([]);
  });
});

describe('PublicReadChanges.committed', () => {
  const matches: ReadModelRoute = { topics: ['matches'] };
  const people: ReadModelRoute = { topics: ['people'] };
  let cache: ReadModelCache;
  let outbox: FakeOutbox;

  beforeEach(() => {
    cache = new ReadModelCache();
    cache.build('/api/matches/live', matches, '[]', cache.generation(matches.topics));
    cache.build('/api/articles/authors', people, '[]', cache.generation(people.topics));
    outbox = new FakeOutbox();
  });

  it("drops this process's reads of the changed topics at once, and wakes the outbox to tell the other processes", () => {
    new PublicReadChanges(outbox as unknown as OutboxRelay, cache).committed(['matches']);
    expect(cache.get('/api/matches/live')).toBeUndefined();
    expect(cache.get('/api/articles/authors')).toBeDefined();
    expect(outbox.wakes).toBe(1);
  });

  it('does nothing for a change that put no read out of date', () => {
    new PublicReadChanges(outbox as unknown as OutboxRelay, cache).committed([]);
    expect(cache.get('/api/matches/live')).toBeDefined();
    expect(outbox.wakes).toBe(0);
  });

  it('only wakes the outbox in a process that keeps no reads (the worker)', () => {
    new PublicReadChanges(outbox as unknown as OutboxRelay).committed(['people']);
    expect(outbox.wakes).toBe(1);
  });
});
