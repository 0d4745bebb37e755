import type { MatchEventPayload, MatchUpdatePayload } from '@isl/contracts';
import { match, matchDetail } from '../../../test/fixtures';
import { appendMatchEvent, patchMatch, patchMatchList, patchMatchPage } from './patch-matches';

/** The push a goal for the home side sends: everything a command can change, with the next version. */
function update(overrides: Partial<MatchUpdatePayload> & Pick<MatchUpdatePayload, 'id' | 'version'>): MatchUpdatePayload {
  return {
    status: 'live',
    homeScore: 1,
    awayScore: 0,
    elapsed: 23,
    isLive: true,
    winProbability: { home: 0.71, draw: 0.2, away: 0.09 },
    updatedAt: '2025-05-24T16:23:00.000Z',
    kickedOffAt: '2025-05-24T16:00:00.000Z',
    halfTimeAt: null,
    secondHalfStartedAt: null,
    matchDate: '2025-05-24T16:00:00.000Z',
    ...overrides,
  };
}

const isLive = (m: MatchUpdatePayload) => m.status === 'live';

describe('patchMatchList', () => {
  const list = [
    match({ id: 1, status: 'live', isLive: true, homeScore: 0, awayScore: 0, version: 3 }),
    match({ id: 2, status: 'live', isLive: true, homeScore: 2, awayScore: 2, version: 9 }),
  ];

  it('replaces the fields of the pushed match, its chances included, and leaves the others as they were', () => {
    const { list: patched, outdated } = patchMatchList(list, update({ id: 1, version: 4 }), isLive);
    expect(patched[0]).toMatchObject({ id: 1, homeScore: 1, awayScore: 0, version: 4, elapsed: 23, homeTeamName: 'Al-Shorta' });
    expect(patched[0].winProbability).toEqual({ home: 0.71, draw: 0.2, away: 0.09 });
    expect(patched[1]).toBe(list[1]);
    expect(outdated).toBe(false);
  });

  it('ignores a push whose version is not newer than the cached match', () => {
    expect(patchMatchList(list, update({ id: 2, version: 9, homeScore: 5 })).list).toBe(list);
    expect(patchMatchList(list, update({ id: 2, version: 7, homeScore: 5 })).list).toBe(list);
  });

  it('ignores a match it does not hold when its members never change (a round)', () => {
    expect(patchMatchList(list, update({ id: 99, version: 1 }))).toEqual({ list, outdated: false });
  });

  it('asks for a refetch when a match became live but is missing, or is no longer live', () => {
    expect(patchMatchList(list, update({ id: 99, version: 2 }), isLive)).toEqual({ list, outdated: true });
    const finished = patchMatchList(list, update({ id: 2, version: 10, status: 'finished', isLive: false, elapsed: null }), isLive);
    expect(finished.outdated).toBe(true);
    expect(finished.list[1].status).toBe('finished');
    expect(patchMatchList(list, update({ id: 98, version: 2, status: 'scheduled', isLive: false }), isLive).outdated).toBe(false);
  });
});

describe('patchMatchPage', () => {
  const fixtures = { items: [match({ id: 1, status: 'live', isLive: true, version: 3 }), match({ id: 2, version: 1 })], page: 1, limit: 10, total: 12 };
  const results = { items: [match({ id: 5, status: 'finished', homeScore: 1, awayScore: 0, version: 9 })], page: 1, limit: 10, total: 1 };

  it('patches a match it holds in place', () => {
    const { page, outdated } = patchMatchPage(fixtures, update({ id: 1, version: 4 }), 'fixtures');
    expect(page.items[0]).toMatchObject({ id: 1, homeScore: 1, version: 4 });
    expect(page.items[1]).toBe(fixtures.items[1]);
    expect(page.total).toBe(12);
    expect(outdated).toBe(false);
  });

  it('asks for a refetch when a fixture it holds is finished, or a result it lacks may belong', () => {
    expect(patchMatchPage(fixtures, update({ id: 1, version: 4, status: 'finished', isLive: false }), 'fixtures').outdated).toBe(true);
    expect(patchMatchPage(results, update({ id: 8, version: 7, status: 'finished', isLive: false }), 'results').outdated).toBe(true);
  });

  it('leaves the page alone for a fixture it does not hold (a goal in another round)', () => {
    expect(patchMatchPage(fixtures, update({ id: 9, version: 2 }), 'fixtures')).toEqual({ page: fixtures, outdated: false });
    expect(patchMatchPage(results, update({ id: 9, version: 2 }), 'results')).toEqual({ page: results, outdated: false });
  });
});

describe('patchMatch', () => {
  it('patches only the same match, and only with a newer version', () => {
    const held = match({ id: 5, version: 2 });
    expect(patchMatch(held, update({ id: 5, version: 3 })).homeScore).toBe(1);
    expect(patchMatch(held, update({ id: 5, version: 2 }))).toBe(held);
    expect(patchMatch(held, update({ id: 6, version: 3 }))).toBe(held);
  });
});

describe("patchMatch: a match's chances", () => {
  const held = matchDetail({ id: 5, status: 'live', isLive: true, version: 2, winProbability: { home: 0.5, draw: 0.3, away: 0.2 } });

  it('takes the chances a push carries while the match is played', () => {
    expect(patchMatch(held, update({ id: 5, version: 3 })).winProbability).toEqual({ home: 0.71, draw: 0.2, away: 0.09 });
  });

  it("keeps its own chances when a push has none (full time), until the server's are fetched", () => {
    const fullTime = patchMatch(held, update({ id: 5, version: 3, status: 'finished', isLive: false, elapsed: null, winProbability: null }));
    expect(fullTime).toMatchObject({ status: 'finished', winProbability: { home: 0.5, draw: 0.3, away: 0.2 } });
    expect(patchMatch(held, update({ id: 5, version: 2 }))).toBe(held);
  });
});

describe('appendMatchEvent', () => {
  const kickoff: MatchEventPayload = { id: 1, matchId: 5, disallowed: false, type: 'kickoff', minute: 0, teamId: null, version: 1 };
  const detail = matchDetail({ id: 5, status: 'live', version: 1, events: [kickoff] });
  const goal: MatchEventPayload = { id: 2, matchId: 5, disallowed: false, type: 'goal', minute: 12, teamId: 1, playerId: 7, playerName: 'Aymen Hussein', version: 2 };
  const halfTime: MatchEventPayload = { id: 2, matchId: 5, disallowed: false, type: 'halftime', minute: 45, teamId: null, version: 2 };

  it('adds the next entry to the timeline, and asks for the momentum and chances it changed to be fetched', () => {
    expect(appendMatchEvent(detail, goal)).toEqual({ detail: { ...detail, events: [kickoff, goal] }, outdated: true });
    const shot: MatchEventPayload = { id: 2, matchId: 5, disallowed: false, type: 'shot', minute: 14, teamId: 2, detail: 'on_target', version: 2 };
    expect(appendMatchEvent(detail, shot)).toEqual({ detail: { ...detail, events: [kickoff, shot] }, outdated: true });
  });

  it('adds a whistle or an added-time board without a refetch: neither changes who is on top', () => {
    const board: MatchEventPayload = { id: 2, matchId: 5, disallowed: false, type: 'added_time', minute: 45, teamId: null, addedMinutes: 3, version: 2 };
    expect(appendMatchEvent(detail, halfTime).outdated).toBe(false);
    expect(appendMatchEvent(detail, board).outdated).toBe(false);
  });

  it('asks for the match to be fetched after an undo, which struck out an incident the push does not name whole', () => {
    const corner: MatchEventPayload = { id: 2, matchId: 5, disallowed: false, type: 'corner', minute: 20, teamId: 1, version: 2 };
    const undo: MatchEventPayload = { id: 3, matchId: 5, disallowed: false, type: 'undo', minute: null, teamId: null, undoneEventId: 2, version: 3 };
    const { detail: patched, outdated } = appendMatchEvent({ ...detail, events: [kickoff, corner] }, undo);
    expect(patched.events).toEqual([kickoff, corner, undo]);
    expect(outdated).toBe(true);
  });

  it('ignores a replayed entry and one of another match', () => {
    expect(appendMatchEvent(detail, { ...goal, version: 1 }).detail).toBe(detail);
    expect(appendMatchEvent(detail, { ...goal, matchId: 6 }).detail).toBe(detail);
  });

  it('keeps an entry that skips a version, and asks for the missed one to be fetched', () => {
    const result = appendMatchEvent(detail, { ...halfTime, version: 3 });
    expect(result.detail.events).toHaveLength(2);
    expect(result.outdated).toBe(true);
  });

  it('asks for the match to be fetched at kick-off, which confirms the line-ups', () => {
    const scheduled = { ...detail, events: [] };
    expect(appendMatchEvent(scheduled, kickoff).outdated).toBe(true);
  });

  it('shows a score correction at once, and asks for the match to be fetched for the goals it changed', () => {
    const correction: MatchEventPayload = { id: 3, matchId: 5, disallowed: false, type: 'correct_score', minute: null, teamId: null, version: 2 };
    expect(appendMatchEvent(detail, correction)).toEqual({ detail: { ...detail, events: [kickoff, correction] }, outdated: true });
    // A replay of a correction already held asks for nothing.
    expect(appendMatchEvent({ ...detail, events: [kickoff, correction] }, correction).outdated).toBe(false);
  });
});
