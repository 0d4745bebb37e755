import { ROUNDS_PER_SEASON } from '@isl/contracts';
import { FACTS, topScorerGoals } from './facts';
import type { Fixture } from './plan-schedule';
import type { PlayerPlan } from './season-plan';
import { SeededRandom } from '../../platform/runtime/seeded-random';

/*
 * The results the season is played towards: how strong each club is, the full-time score of every fixture that
 * has kicked off (the real one where the facts file knows it) and how much of his club's goals each real top
 * scorer gets. The match generator then writes a timeline that adds up to these scores.
 */

/** Mean goals of an even match; the real 2024-25 season averaged 862 / 380 = 2.27 a match. */
const HOME_GOALS_MEAN = 1.3;
const AWAY_GOALS_MEAN = 0.97;
/** How many goals a match mean moves from the weakest club's side to the strongest's. */
const STRENGTH_GOAL_SWING = 1.2;
const MIN_GOALS_MEAN = 0.25;
/** The most of a club's goals one real top scorer is given, so team-mates still score. */
const MAX_TOP_SCORER_SHARE = 0.6;

/** Each club's strength from 0 (weakest) to 1, from its real points per game. */
export function clubStrengths(): number[] {
  const ppg = FACTS.clubs.map((c) => c.pointsPerGame);
  const min = Math.min(...ppg);
  const max = Math.max(...ppg);
  return ppg.map((p) => (p - min) / (max - min));
}

export interface PlannedScore {
  home: number;
  away: number;
  isReal: boolean;
}

/**
 * Full-time scores of every match that has kicked off, null for the rest; a live one is cut at its minute
 * later. Real where the fixture is finished and the facts file has its result, else drawn from the strengths.
 */
export function planScores(fixtures: Fixture[], strengths: number[]): (PlannedScore | null)[] {
  const random = new SeededRandom('scores');
  const realResults = new Map(FACTS.results.map((r) => [`${r.home}>${r.away}`, r]));
  return fixtures.map(({ home, away, status }) => {
    if (status === 'scheduled') return null;
    const real = status === 'finished' ? realResults.get(`${FACTS.clubs[home].slug}>${FACTS.clubs[away].slug}`) : undefined;
    if (real) return { home: real.homeGoals, away: real.awayGoals, isReal: true };
    const edge = strengths[home] - strengths[away];
    return {
      home: random.poisson(Math.max(MIN_GOALS_MEAN, HOME_GOALS_MEAN + STRENGTH_GOAL_SWING * edge)),
      away: random.poisson(Math.max(MIN_GOALS_MEAN, AWAY_GOALS_MEAN - STRENGTH_GOAL_SWING * edge)),
      isReal: false,
    };
  });
}

/**
 * The chance that a goal of his club is scored by a real top scorer, by player index: his real tally, scaled to
 * the matches played so far, over his club's planned goals.
 */
export function topScorerShares(
  players: PlayerPlan[],
  fixtures: Fixture[],
  scores: (PlannedScore | null)[],
): Map<number, number> {
  const played = new Map<number, number>();
  const goals = new Map<number, number>();
  const add = (map: Map<number, number>, team: number, n: number) => map.set(team, (map.get(team) ?? 0) + n);
  fixtures.forEach((f, i) => {
    const score = scores[i];
    if (!score) return;
    add(played, f.home, 1);
    add(played, f.away, 1);
    add(goals, f.home, score.home);
    add(goals, f.away, score.away);
  });
  const shares = new Map<number, number>();
  players.forEach((p, playerIndex) => {
    const realGoals = topScorerGoals({ name: p.name, club: FACTS.clubs[p.teamIndex].slug });
    const teamGoals = goals.get(p.teamIndex) ?? 0;
    if (realGoals === 0 || teamGoals === 0) return;
    const expected = (realGoals * (played.get(p.teamIndex) ?? 0)) / ROUNDS_PER_SEASON;
    shares.set(playerIndex, Math.min(MAX_TOP_SCORER_SHARE, expected / teamGoals));
  });
  return shares;
}
