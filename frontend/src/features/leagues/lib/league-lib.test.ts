import type { MatchStatus } from '@isl/contracts';
import { inviteCodeFrom, inviteLink } from './invite';
import { leagueNameProblem } from './league-name';
import { picksMatch, picksRound } from './picks-round';

describe('leagueNameProblem', () => {
  it.each([
    ['', 'tooShort'],
    ['  ab  ', 'tooShort'],
    ['abc', null],
    ['x'.repeat(50), null],
    ['x'.repeat(51), 'tooLong'],
    // Letters, not UTF-16 units: an emoji counts once.
    ['⚽⚽⚽', null],
  ])('%j: %s', (name, problem) => expect(leagueNameProblem(name)).toBe(problem));
});

describe('inviteCodeFrom', () => {
  it('takes a typed code as it is, and the code out of a pasted link', () => {
    expect(inviteCodeFrom(' k7qx2m ')).toBe('K7QX2M');
    expect(inviteCodeFrom('https://isl.example/leagues/join/K7QX2M')).toBe('K7QX2M');
    expect(inviteCodeFrom('Join us: https://isl.example/leagues/join/K7QX2M?from=chat')).toBe('K7QX2M');
  });

  it('makes the link back from the code', () => {
    expect(inviteCodeFrom(inviteLink('AB12CD', 'http://127.0.0.1:3000'))).toBe('AB12CD');
  });
});

describe('picksRound', () => {
  const round = (matchday: number) => ({ matchday });
  it('opens on the round being played, else the last played, else the next', () => {
    expect(picksRound({ live: [round(32), round(33)], recent: [round(31)], upcoming: [round(34)] })).toBe(33);
    expect(picksRound({ live: [], recent: [round(31), round(30)], upcoming: [round(32)] })).toBe(31);
    expect(picksRound({ live: [], recent: [], upcoming: [round(1)] })).toBe(1);
    expect(picksRound({ live: [], recent: [], upcoming: [] })).toBeUndefined();
  });
});

describe('picksMatch', () => {
  const at = (id: number, status: MatchStatus, matchDate: string) => ({ id, status, matchDate });
  it('opens on the match under way kicked off last, else the one played last, else the first', () => {
    const earlier = at(1, 'finished', '2025-05-20T15:00:00Z');
    const later = at(2, 'finished', '2025-05-21T15:00:00Z');
    const live = at(3, 'live', '2025-05-22T15:00:00Z');
    const toCome = at(4, 'scheduled', '2025-05-23T15:00:00Z');
    expect(picksMatch([earlier, live, later, toCome])?.id).toBe(3);
    expect(picksMatch([earlier, later, toCome])?.id).toBe(2);
    expect(picksMatch([toCome, at(5, 'scheduled', '2025-05-24T15:00:00Z')])?.id).toBe(4);
    expect(picksMatch([])).toBeUndefined();
  });
});
