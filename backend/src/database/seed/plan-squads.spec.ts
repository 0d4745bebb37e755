import { NATIONALITY_REGIONS, PLAYER_POSITIONS } from '@isl/contracts';
import { FACTS } from './facts';
import { clubStrengths } from './plan-results';
import { planSquads } from './plan-squads';

describe('planSquads', () => {
  const strengths = clubStrengths();
  const players = planSquads(strengths, 2026);
  const squadOf = (teamIndex: number) => players.filter((p) => p.teamIndex === teamIndex);

  it('gives every club 25+ players, every position label, three goalkeepers, distinct shirts and one captain', () => {
    FACTS.clubs.forEach((_, teamIndex) => {
      const squad = squadOf(teamIndex);
      expect(squad.length).toBeGreaterThanOrEqual(25);
      expect(new Set(squad.map((p) => p.position))).toEqual(new Set(PLAYER_POSITIONS));
      expect(squad.filter((p) => p.position === 'goalkeeper').length).toBeGreaterThanOrEqual(3);
      expect(new Set(squad.map((p) => p.jerseyNumber)).size).toBe(squad.length);
      expect(squad.find((p) => p.jerseyNumber === 1)?.position).toBe('goalkeeper');
      expect(squad.filter((p) => p.isCaptain)).toHaveLength(1);
      expect(squad.filter((p) => p.isInjured).length).toBeGreaterThanOrEqual(1);
      expect(squad.filter((p) => p.nationality === 'Iraq').length).toBeGreaterThan(squad.length / 2);
    });
  });

  it('gives plausible player details in the columns’ formats', () => {
    const between = (value: number, min: number, max: number) => value >= min && value <= max;
    const implausible = players.filter(
      (p) =>
        !between(p.jerseyNumber, 1, 99) ||
        !between(p.age, 18, 36) ||
        !/^\d\.\d$/.test(p.rating) ||
        !between(Number(p.rating), 5, 9.5) ||
        !/^\d+\.\d{2}$/.test(p.marketValue) ||
        !/^\d{4}-\d{2}-\d{2}$/.test(p.contractExpiry) ||
        !between(p.height, 165, 200) ||
        !between(p.weight, 55, 95),
    );
    expect(implausible).toEqual([]);
  });

  it('puts every real player of the facts file in his club, fit, and keeps the captains the sources name', () => {
    for (const fact of FACTS.players) {
      const player = players.find((p) => p.name === fact.name);
      expect(FACTS.clubs[player!.teamIndex].slug).toBe(fact.club);
      expect(player!.isInjured).toBe(false);
      if (fact.isCaptain) expect(player!.isCaptain).toBe(true);
    }
  });

  it('gives players only nationalities a client can name in any language (NATIONALITY_REGIONS)', () => {
    expect([...new Set(players.map((p) => p.nationality))].filter((country) => !NATIONALITY_REGIONS[country])).toEqual([]);
  });

  it('never gives two players of the league the same name', () => {
    expect(new Set(players.map((p) => p.name)).size).toBe(players.length);
  });

  it('gives the best rated goalkeeper of each club the number 1', () => {
    FACTS.clubs.forEach((_, teamIndex) => {
      const keepers = squadOf(teamIndex).filter((p) => p.position === 'goalkeeper');
      const best = Math.max(...keepers.map((p) => Number(p.rating)));
      expect(Number(keepers.find((p) => p.jerseyNumber === 1)!.rating)).toBe(best);
    });
  });

  it('rates the strongest club’s players above the weakest club’s on average', () => {
    const meanRating = (teamIndex: number) =>
      squadOf(teamIndex).reduce((sum, p) => sum + Number(p.rating), 0) / squadOf(teamIndex).length;
    expect(meanRating(strengths.indexOf(1))).toBeGreaterThan(meanRating(strengths.indexOf(0)) + 1);
  });

  it('runs contracts to 30 June, one to four years after the current year; only they depend on it', () => {
    const years = new Set(players.map((p) => p.contractExpiry.replace(/-06-30$/, '')));
    expect(years).toEqual(new Set(['2027', '2028', '2029', '2030']));
    const withoutContract = (year: number) => planSquads(strengths, year).map(({ contractExpiry: _c, ...rest }) => rest);
    expect(withoutContract(2031)).toEqual(withoutContract(2026));
  });
});
