import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { etagOf, ReadModelCache, type ReadModelRoute } from './read-model-cache';
import { untilFirstKickOff, untilLeaderboardEnds, untilLeagueMidnight } from './read-model.decorator';

const matches: ReadModelRoute = { topics: ['matches'] };
const table: ReadModelRoute = { topics: ['standings'] };

describe('ReadModelCache', () => {
  it('keeps an answer until one of its topics changes, and only those', () => {
    const cache = new ReadModelCache();
    cache.build('/api/matches/live', matches, '[]', cache.generation(matches.topics));
    cache.build('/api/teams', table, '[1]', cache.generation(table.topics));
    cache.invalidate(['matches']);
    expect(cache.get('/api/matches/live')).toBeUndefined();
    expect(cache.get('/api/teams')?.body('identity').toString()).toBe('[1]');
    cache.invalidate();
    expect(cache.get('/api/teams')).toBeUndefined();
  });

  it('serves but does not keep an answer whose topic changed while it was being built', () => {
    const cache = new ReadModelCache();
    const before = cache.generation(matches.topics);
    cache.invalidate(['matches']);
    const entry = cache.build('/api/matches/live', matches, '[]', before);
    expect(entry.body('identity').toString()).toBe('[]');
    expect(cache.get('/api/matches/live')).toBeUndefined();
    // Another topic's change does not spoil it.
    const stamp = cache.generation(matches.topics);
    cache.invalidate(['players']);
    cache.build('/api/matches/live', matches, '[]', stamp);
    expect(cache.get('/api/matches/live')).toBeDefined();
  });

  it('keeps nothing and serves nothing while disabled', () => {
    const cache = new ReadModelCache();
    cache.build('/a', matches, '[]', cache.generation(matches.topics));
    cache.enabled = false;
    expect(cache.get('/a')).toBeUndefined();
    cache.build('/b', matches, '[]', cache.generation(matches.topics));
    cache.enabled = true;
    expect(cache.get('/b')).toBeUndefined();
  });

  it('drops an answer when its time is up', () => {
    const cache = new ReadModelCache();
    const now = new Date('2026-11-24T10:00:00Z');
    cache.build('/t', { topics: ['matches'], expiresAt: () => new Date('2026-11-24T11:00:00Z') }, '[]', 0, now);
    expect(cache.get('/t', Date.parse('2026-11-24T10:59:59Z'))).toBeDefined();
    expect(cache.get('/t', Date.parse('2026-11-24T11:00:00Z'))).toBeUndefined();
  });

  it('holds a bounded number of answers, dropping the oldest first', () => {
    const cache = new ReadModelCache();
    for (let i = 0; i <= 4_000; i++) cache.build(`/api/matches/${i}`, matches, '{}', 0);
    expect(cache.get('/api/matches/0')).toBeUndefined();
    expect(cache.get('/api/matches/1')).toBeDefined();
    expect(cache.get('/api/matches/4000')).toBeDefined();
  });

  it('compresses each encoding once, from the same bytes, under its own ETag', () => {
    const cache = new ReadModelCache();
    const json = JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: 'Al-Shorta' })));
    const entry = cache.build('/x', matches, json, 0);
    expect(entry.body('br')).toBe(entry.body('br'));
    expect(brotliDecompressSync(entry.body('br')).toString()).toBe(json);
    expect(gunzipSync(entry.body('gzip')).toString()).toBe(json);
    expect(new Set([etagOf(entry, 'identity'), etagOf(entry, 'br'), etagOf(entry, 'gzip')]).size).toBe(3);
    expect(cache.build('/y', matches, json, 0).etag).toBe(entry.etag);
  });
});

describe('clock-bound reads', () => {
  it("today's matches end at Baghdad's midnight; upcoming ones when the first kicks off", () => {
    expect(untilLeagueMidnight(null, new Date('2026-11-24T22:30:00Z')).toISOString()).toBe('2026-11-25T21:00:00.000Z');
    expect(untilFirstKickOff([{ matchDate: '2026-11-25T15:00:00.000Z' }, { matchDate: '2026-11-26T15:00:00.000Z' }])?.toISOString()).toBe(
      '2026-11-25T15:00:00.000Z',
    );
    expect(untilFirstKickOff([])).toBeNull();
  });

  it("a month's leaderboard ends with its month; the season's lasts", () => {
    expect(untilLeaderboardEnds({ period: 'month', season: null, endsAt: '2026-11-30T21:00:00.000Z', entries: [] })?.toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(untilLeaderboardEnds({ period: 'season', season: '2024-25', endsAt: null, entries: [] })).toBeNull();
  });
});
