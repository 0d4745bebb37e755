import { FACTS, topScorerGoals } from './facts';
import { clubStrengths, planScores, topScorerShares } from './plan-results';
import { planFixtures } from './plan-schedule';
import { planSquads } from './plan-squads';

describe('clubStrengths', () => {
  it('ranks the clubs from 0 to 1 by their real points per game, in the facts file order', () => {
    const strengths = clubStrengths();
    expect(strengths).toHaveLength(FACTS.clubs.length);
    expect(Math.min(...strengths)).toBe(0);
    expect(Math.max(...strengths)).toBe(1);
    const byPpg = FACTS.clubs.map((c, i) => ({ ppg: c.pointsPerGame, strength: strengths[i] })).sort((a, b) => a.ppg - b.ppg);
    expect(byPpg.map((c) => c.strength)).toEqual([...strengths].sort((a, b) => a - b));
  });
});

describe('planScores', () => {
  const strengths = clubStrengths();
  const fixtures = planFixtures();
  const scores = planScores(fixtures, strengths);
  const slug = (team: number) => FACTS.clubs[team].slug;
  const realResult = (home: number, away: number) =>
    FACTS.results.find((r) => r.home === slug(home) && r.away === slug(away));

  it('scores every fixture that has kicked off, and none that has not', () => {
    fixtures.forEach((f, i) => expect(scores[i] === null).toBe(f.status === 'scheduled'));
  });

  it('uses the real result wherever that fixture is finished, and only there', () => {
    let applied = 0;
    fixtures.forEach((f, i) => {
      const real = f.status === 'finished' ? realResult(f.home, f.away) : undefined;
      expect(scores[i]?.isReal ?? false).toBe(!!real);
      if (!real) return;
      expect(scores[i]).toEqual({ home: real.homeGoals, away: real.awayGoals, isReal: true });
      applied++;
    });
    expect(applied).toBeGreaterThan(0);
  });

  it('lets the stronger side win more often than the weaker one', () => {
    let stronger = 0;
    let weaker = 0;
    fixtures.forEach(({ home, away }, i) => {
      const score = scores[i];
      if (!score || score.home === score.away) return;
      const winner = score.home > score.away ? home : away;
      const loser = winner === home ? away : home;
      if (strengths[winner] > strengths[loser]) stronger++;
      else weaker++;
    });
    expect(stronger).toBeGreaterThan(1.5 * weaker);
  });
});

describe('topScorerShares', () => {
  const strengths = clubStrengths();
  const players = planSquads(strengths, 2026);
  const fixtures = planFixtures();
  const shares = topScorerShares(players, fixtures, planScores(fixtures, strengths));

  it('gives a share to the real top scorers only, at most 60% of their club’s goals', () => {
    const topScorers = players
      .map((p, i) => ({ i, goals: topScorerGoals({ name: p.name, club: FACTS.clubs[p.teamIndex].slug }) }))
      .filter((p) => p.goals > 0)
      .map((p) => p.i);
    expect([...shares.keys()].sort((a, b) => a - b)).toEqual(topScorers);
    for (const share of shares.values()) {
      expect(share).toBeGreaterThan(0);
      expect(share).toBeLessThanOrEqual(0.6);
    }
  });

  it('gives nobody a share when no club has played yet', () => {
    expect(topScorerShares(players, fixtures, fixtures.map(() => null)).size).toBe(0);
  });
});
