import type { Outcome, Result } from './standings';

/*
 * The chances of a match's three results, before kick-off and in play, from a Poisson model of each club's goals
 * (docs/win-probability.md). Each side's goals in what is left of the match are taken as a Poisson count whose mean
 * is the league's average for a home (or away) side, times that club's attack, times the opponent's defence; the
 * two sides' counts independent. Pure, so the api, the web app and the back-test compute the same figures.
 */

/** The chances of each result, fractions adding up to 1. */
export type ResultChances = Record<Outcome, number>;

/** A club's scoring (attack) and conceding (defence) against the league's average, 1 being average. */
export interface ClubStrength {
  attack: number;
  defence: number;
}

/** What the season's results say: a home and an away side's average goals, and each club's strength. */
export interface ScoringModel {
  homeGoals: number;
  awayGoals: number;
  clubs: ReadonlyMap<number, ClubStrength>;
}

/** A match as it stands: the minute played (0 before kick-off), the score and the red cards of each side. */
export interface MatchState {
  minute: number;
  homeScore: number;
  awayScore: number;
  homeRedCards: number;
  awayRedCards: number;
}

/** A home and an away side's goals per match when no result is in yet: what leagues like this one average. */
export const DEFAULT_GOALS = { home: 1.4, away: 1.1 } as const;

/**
 * A club's strength is drawn towards average as if it had also played this many average matches: after two
 * matches a 4-0 win says little, after thirty its figures speak for themselves.
 */
export const PRIOR_MATCHES = 5;

/** A side down to ten scores at this share of its rate, and its opponent at this multiple (per red card). */
export const RED_CARD_EFFECT = { own: 0.67, opponent: 1.25 } as const;

/** The regular time a match's remaining goals are spread over, in minutes. */
const MATCH_MINUTES = 90;

/** Goals beyond this many for one side in what is left of a match are too unlikely to count. */
const MAX_GOALS = 15;

const AVERAGE: ClubStrength = { attack: 1, defence: 1 };

/** Fits the model to a season's finished results (none: the defaults, every club average). */
export function fitScoringModel(results: readonly Result[]): ScoringModel {
  const homeGoals = results.length ? results.reduce((sum, r) => sum + r.homeScore, 0) / results.length : DEFAULT_GOALS.home;
  const awayGoals = results.length ? results.reduce((sum, r) => sum + r.awayScore, 0) / results.length : DEFAULT_GOALS.away;
  // Goals a side scores in an average match, home and away alike.
  const perSide = (homeGoals + awayGoals) / 2;
  const tallies = new Map<number, { played: number; scored: number; conceded: number }>();
  const tally = (club: number, scored: number, conceded: number) => {
    const t = tallies.get(club) ?? { played: 0, scored: 0, conceded: 0 };
    tallies.set(club, { played: t.played + 1, scored: t.scored + scored, conceded: t.conceded + conceded });
  };
  for (const r of results) {
    tally(r.homeTeamId, r.homeScore, r.awayScore);
    tally(r.awayTeamId, r.awayScore, r.homeScore);
  }
  const ratio = (goals: number, played: number) => (perSide === 0 ? 1 : (goals + PRIOR_MATCHES * perSide) / ((played + PRIOR_MATCHES) * perSide));
  const clubs = new Map([...tallies].map(([club, t]) => [club, { attack: ratio(t.scored, t.played), defence: ratio(t.conceded, t.played) }]));
  return { homeGoals, awayGoals, clubs };
}

/** The Poisson probabilities of 0..MAX_GOALS goals at this mean. */
function goalChances(mean: number): number[] {
  const chances = [Math.exp(-mean)];
  for (let goals = 1; goals <= MAX_GOALS; goals++) chances.push((chances[goals - 1] * mean) / goals);
  return chances;
}

/**
 * The chances of each result when the home side leads by `lead` (behind: negative) and each side is yet to
 * score a Poisson count of goals with these means.
 */
export function resultChances(homeMean: number, awayMean: number, lead = 0): ResultChances {
  const home = goalChances(homeMean);
  const away = goalChances(awayMean);
  const sums = { home: 0, draw: 0, away: 0 };
  home.forEach((p, h) =>
    away.forEach((q, a) => {
      const margin = lead + h - a;
      sums[margin > 0 ? 'home' : margin < 0 ? 'away' : 'draw'] += p * q;
    }),
  );
  // The counts past MAX_GOALS are left out: share what they leave among the three.
  const total = sums.home + sums.draw + sums.away;
  return { home: sums.home / total, draw: sums.draw / total, away: sums.away / total };
}

/**
 * The chances of each result of a match between these clubs as it stands: their expected goals scaled to the
 * minutes left of regular time and to the red cards shown, added to the score. Before kick-off, pass
 * `PRE_MATCH`. A club the model has not seen counts as average.
 */
export function matchChances(model: ScoringModel, homeTeamId: number, awayTeamId: number, state: MatchState): ResultChances {
  const home = model.clubs.get(homeTeamId) ?? AVERAGE;
  const away = model.clubs.get(awayTeamId) ?? AVERAGE;
  const left = Math.max(0, MATCH_MINUTES - state.minute) / MATCH_MINUTES;
  const reds = (own: number, opponent: number) => RED_CARD_EFFECT.own ** own * RED_CARD_EFFECT.opponent ** opponent;
  const homeMean = model.homeGoals * home.attack * away.defence * left * reds(state.homeRedCards, state.awayRedCards);
  const awayMean = model.awayGoals * away.attack * home.defence * left * reds(state.awayRedCards, state.homeRedCards);
  return resultChances(homeMean, awayMean, state.homeScore - state.awayScore);
}

/** A match before kick-off. */
export const PRE_MATCH: MatchState = { minute: 0, homeScore: 0, awayScore: 0, homeRedCards: 0, awayRedCards: 0 };

/**
 * The Brier score of a forecast once the result is known: the squared distances of the three chances from what
 * happened (1 for the result, 0 for the others), summed. 0 is a certain right call, 2 a certain wrong one.
 */
export function brierScore(chances: ResultChances, result: Outcome): number {
  return (['home', 'draw', 'away'] as const).reduce((sum, outcome) => sum + (chances[outcome] - (outcome === result ? 1 : 0)) ** 2, 0);
}
