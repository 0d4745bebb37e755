import { SeededRandom } from '../../platform/runtime/seeded-random';
import { newRoster, playMatch, toMatchPlan } from './plan-match-events';
import { clubStrengths, planScores, topScorerShares } from './plan-results';
import { liveCutoff, matchClock, newCalendar, planFixtures } from './plan-schedule';
import { planSquads } from './plan-squads';
import { planTeams } from './plan-standings';
import type { EventPlan, LineupPlan, MatchPlan, SeasonPlan } from './season-plan';

export type { EventPlan, LineupPlan, MatchPlan, PlayerPlan, SeasonPlan, TeamPlan } from './season-plan';

/*
 * The 2024-25 season as plain objects, ready to insert. Real facts (clubs, some players, top scorers, some
 * results) come from league-facts.json; everything else is generated sample data. Pure and deterministic:
 * results, names and numbers depend only on fixed seeds; `now` only moves the calendar, so that round 32 is
 * this week. Each concern draws from its own labelled random stream, so the plan-* modules stay independent.
 */

/** The whole season, anchored to `now`: the same `now` always gives the same plan. */
export function generateSeason(now: Date): SeasonPlan {
  const strengths = clubStrengths();
  const players = planSquads(strengths, now.getUTCFullYear());
  const fixtures = planFixtures();
  const scores = planScores(fixtures, strengths);
  const roster = newRoster(players, topScorerShares(players, fixtures, scores));

  // Both streams are drawn match by match, in fixture order: the clock's for the whistles, the matches' for
  // line-ups, incidents, crowd and referee.
  const clockRandom = new SeededRandom('clock');
  const matchRandom = new SeededRandom('matches');
  const matches: MatchPlan[] = [];
  const events: EventPlan[] = [];
  const lineups: LineupPlan[] = [];
  const calendar = newCalendar(now);
  fixtures.forEach((fixture, matchIndex) => {
    const clock = matchClock(fixture, calendar, clockRandom);
    const score = scores[matchIndex];
    const played = score && playMatch(fixture, score, liveCutoff(fixture, clock, now), roster, matchRandom);
    const timeline = (played?.timeline ?? []).map((entry, i) => ({ ...entry, matchIndex, version: i + 1 }));
    events.push(...timeline);
    lineups.push(...(played?.lineups ?? []).map((row) => ({ ...row, matchIndex })));
    matches.push(toMatchPlan(fixture, clock, timeline, strengths, matchRandom));
  });

  return {
    teams: planTeams(matches),
    players,
    matches,
    events,
    lineups,
    realResultsApplied: scores.filter((s) => s?.isReal).length,
  };
}
