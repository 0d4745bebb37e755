import { doubleRoundRobin } from './schedule';

describe('doubleRoundRobin', () => {
  const fixtures = doubleRoundRobin(20);

  it('gives 38 rounds of 10, 380 fixtures', () => {
    expect(fixtures).toHaveLength(380);
    const perRound = new Map<number, number>();
    for (const f of fixtures) perRound.set(f.round, (perRound.get(f.round) ?? 0) + 1);
    expect([...perRound.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
    expect([...perRound.values()].every((n) => n === 10)).toBe(true);
  });

  it('has every ordered pair exactly once and no team against itself', () => {
    const pairs = new Set(fixtures.map((f) => `${f.home}-${f.away}`));
    expect(pairs.size).toBe(380);
    expect(fixtures.some((f) => f.home === f.away)).toBe(false);
    for (let a = 0; a < 20; a++) for (let b = 0; b < 20; b++) if (a !== b) expect(pairs.has(`${a}-${b}`)).toBe(true);
  });

  it('has no team twice in a round', () => {
    for (let round = 1; round <= 38; round++) {
      const teams = fixtures.filter((f) => f.round === round).flatMap((f) => [f.home, f.away]);
      expect(new Set(teams).size).toBe(20);
    }
  });

  it('plays the return fixture in the second half with home and away swapped', () => {
    for (const f of fixtures.filter((x) => x.round <= 19)) {
      expect(fixtures).toContainEqual({ round: f.round + 19, home: f.away, away: f.home });
    }
  });

  it('gives each team 19 home matches and at most three home or three away matches in a row', () => {
    for (let team = 0; team < 20; team++) {
      const venues = fixtures
        .filter((f) => f.home === team || f.away === team)
        .sort((a, b) => a.round - b.round)
        .map((f) => (f.home === team ? 'H' : 'A'))
        .join('');
      expect(venues.split('').filter((v) => v === 'H')).toHaveLength(19);
      expect(venues).not.toMatch(/HHHH|AAAA/);
    }
  });

  it('refuses an odd number of teams', () => {
    expect(() => doubleRoundRobin(5)).toThrow(RangeError);
  });
});
