import {
  FORMATION_4_3_3,
  HALF_LENGTH_MINUTES,
  POSITION_GROUPS,
  positionGroup,
  SEASON,
  SQUAD_FORMATION,
  type MatchEventType,
  type PositionGroup,
} from '@isl/contracts';
import { FACTS } from './facts';
import { REFEREE_NAMES, type ScriptNames } from './names';
import type { PlannedScore } from './plan-results';
import type { Fixture, MatchClock } from './plan-schedule';
import type { EventPlan, LineupPlan, MatchPlan, PlayerPlan } from './season-plan';
import type { SeededRandom } from '../../platform/runtime/seeded-random';

/*
 * Playing a match out: both line-ups, who scores, assists and is booked, and the timeline with its whistles.
 * The timeline adds up to the planned score (up to the live minute for a live match), and the match row's
 * score is counted from it, so the two can never disagree.
 */

const FULL_TIME_MINUTE = 90;
const ASSIST_CHANCE = 0.7;
const YELLOW_CARDS_MEAN = 1.8;
const MAX_YELLOW_CARDS = 4;
const RED_CARD_CHANCE = 0.05;
const MAX_SUBSTITUTES = 3;
const SCORING_WEIGHT: Record<PositionGroup, number> = { GK: 0, DEF: 1, MID: 2.5, FWD: 5 };
const ASSIST_WEIGHT: Record<PositionGroup, number> = { GK: 0.1, DEF: 1.5, MID: 4, FWD: 3 };
const BOOKING_WEIGHT: Record<PositionGroup, number> = { GK: 0.3, DEF: 3, MID: 3, FWD: 1.5 };
const SUBSTITUTE_SCORING_FACTOR = 0.4;
const MATCH_MINUTES = Array.from({ length: FULL_TIME_MINUTE }, (_, i) => i + 1);

/** Everyone the match generator draws on: the players, the fit ones per club, the real top scorers' shares. */
export interface Roster {
  players: PlayerPlan[];
  /** Players' ratings as numbers, parsed once. */
  ratings: number[];
  /** Per club, its players who are not injured. */
  fitPlayers: number[][];
  shares: Map<number, number>;
}

interface Side {
  teamIndex: number;
  starters: number[];
  substitutes: number[];
  onPitch: number[];
}

/** An event before it belongs to a match: the caller adds the match's index and numbers the timeline. */
export type TimelineEntry = Omit<EventPlan, 'matchIndex' | 'version'>;
type IncidentType = 'goal' | 'yellow_card' | 'red_card';
type Incident = TimelineEntry & { type: IncidentType; teamIndex: number; playerIndex: number };

export interface PlayedMatch {
  timeline: TimelineEntry[];
  lineups: Omit<LineupPlan, 'matchIndex'>[];
}

/** `shares` are the real top scorers' (see topScorerShares), by player index. */
export function newRoster(players: PlayerPlan[], shares: Map<number, number>): Roster {
  const fitPlayers = FACTS.clubs.map(() => [] as number[]);
  players.forEach((p, i) => {
    if (!p.isInjured) fitPlayers[p.teamIndex].push(i);
  });
  return { players, ratings: players.map((p) => Number(p.rating)), fitPlayers, shares };
}

/** Line-ups and the timeline of a fixture played to `score`; `cutoff` is the live minute, null once finished. */
export function playMatch(
  fixture: Fixture,
  score: PlannedScore,
  cutoff: number | null,
  roster: Roster,
  random: SeededRandom,
): PlayedMatch {
  const home = pickLineup(fixture.home, roster, random);
  const away = pickLineup(fixture.away, roster, random);
  const goals = [...scoreGoals(home, score.home, roster, random), ...scoreGoals(away, score.away, roster, random)];
  const bookings = [...bookPlayers(home, goals, roster, random), ...bookPlayers(away, goals, roster, random)];
  const lineups = [home, away].flatMap((side) =>
    side.onPitch.map((playerIndex) => ({
      teamIndex: side.teamIndex,
      playerIndex,
      isStarter: side.starters.includes(playerIndex),
    })),
  );
  return { timeline: buildTimeline(withDistinctMinutes([...goals, ...bookings], random), cutoff), lineups };
}

/**
 * A 4-3-3 of fit players and up to three substitutes. The first-choice goalkeeper always plays; outfield
 * places rotate, the better rated (and the real top scorers above all) playing more often.
 */
function pickLineup(teamIndex: number, roster: Roster, random: SeededRandom): Side {
  const fit = roster.fitPlayers[teamIndex];
  const { ratings } = roster;
  const selectionWeight = (i: number) => (ratings[i] - 4.5) ** 3 * (roster.shares.has(i) ? 20 : 1);
  const starters = POSITION_GROUPS.flatMap((group) => {
    const candidates = fit.filter((i) => groupOf(roster, i) === group);
    if (group === 'GK') return [candidates.reduce((best, i) => (ratings[i] > ratings[best] ? i : best))];
    return random.weightedSample(candidates, FORMATION_4_3_3[group], selectionWeight);
  });
  const bench = fit.filter((i) => !starters.includes(i) && groupOf(roster, i) !== 'GK');
  const substitutes = random.sample(bench, random.int(0, MAX_SUBSTITUTES));
  return { teamIndex, starters, substitutes, onPitch: [...starters, ...substitutes] };
}

function groupOf(roster: Roster, playerIndex: number): PositionGroup {
  return positionGroup(roster.players[playerIndex].position);
}

function incident(type: IncidentType, side: Side, playerIndex: number, assistPlayerIndex: number | null = null): Incident {
  // The minute is given once all of the match's incidents are known.
  return { type, minute: 0, teamIndex: side.teamIndex, playerIndex, assistPlayerIndex };
}

function scoreGoals(side: Side, count: number, roster: Roster, random: SeededRandom): Incident[] {
  return Array.from({ length: count }, () => {
    const scorer = pickScorer(side, roster, random);
    const teamMates = side.onPitch.filter((i) => i !== scorer);
    const assist = random.chance(ASSIST_CHANCE)
      ? random.weightedPick(teamMates, (i) => ASSIST_WEIGHT[groupOf(roster, i)])
      : null;
    return incident('goal', side, scorer, assist);
  });
}

/** A real top scorer on the pitch takes his share of goals; the rest go by position and rating. */
function pickScorer(side: Side, roster: Roster, random: SeededRandom): number {
  let draw = random.next();
  for (const i of side.onPitch) {
    draw -= roster.shares.get(i) ?? 0;
    if (draw < 0) return i;
  }
  const others = side.onPitch.filter((i) => !roster.shares.has(i));
  return random.weightedPick(others, (i) => {
    const benchFactor = side.starters.includes(i) ? 1 : SUBSTITUTE_SCORING_FACTOR;
    return SCORING_WEIGHT[groupOf(roster, i)] * (roster.ratings[i] - 4) * benchFactor;
  });
}

/** A few yellow cards and a rare red, each to a different player; no one sent off had a hand in a goal. */
function bookPlayers(side: Side, goals: Incident[], roster: Roster, random: SeededRandom): Incident[] {
  const bookingWeight = (i: number) => BOOKING_WEIGHT[groupOf(roster, i)];
  const yellowCount = Math.min(MAX_YELLOW_CARDS, random.poisson(YELLOW_CARDS_MEAN));
  const yellows = random.weightedSample(side.onPitch, yellowCount, bookingWeight);
  const involved = new Set(goals.flatMap((g) => [g.playerIndex, g.assistPlayerIndex]));
  const redCandidates = side.onPitch.filter((i) => !yellows.includes(i) && !involved.has(i));
  const reds = random.chance(RED_CARD_CHANCE) ? random.weightedSample(redCandidates, 1, bookingWeight) : [];
  return [...yellows.map((i) => incident('yellow_card', side, i)), ...reds.map((i) => incident('red_card', side, i))];
}

/** Gives every incident its own minute between 1 and 90, in time order. */
function withDistinctMinutes(incidents: Incident[], random: SeededRandom): Incident[] {
  const minutes = random.sample(MATCH_MINUTES, incidents.length);
  return incidents.map((incident, i) => ({ ...incident, minute: minutes[i] })).sort((a, b) => a.minute - b.minute);
}

/** Whistles around the incidents; a live match stops at `cutoff`, a finished one (null) runs to full time. */
function buildTimeline(incidents: Incident[], cutoff: number | null): TimelineEntry[] {
  const whistle = (type: MatchEventType, minute: number): TimelineEntry => ({
    type,
    minute,
    teamIndex: null,
    playerIndex: null,
    assistPlayerIndex: null,
  });
  const happened = incidents.filter((i) => cutoff === null || i.minute <= cutoff);
  const timeline: TimelineEntry[] = [whistle('kickoff', 0), ...happened.filter((i) => i.minute <= HALF_LENGTH_MINUTES)];
  if (cutoff === null || cutoff > HALF_LENGTH_MINUTES) {
    timeline.push(
      whistle('halftime', HALF_LENGTH_MINUTES),
      whistle('second_half', HALF_LENGTH_MINUTES + 1),
      ...happened.filter((i) => i.minute > HALF_LENGTH_MINUTES),
    );
  }
  if (cutoff === null) timeline.push(whistle('fulltime', FULL_TIME_MINUTE));
  return timeline;
}

function refereeColumns(referee: ScriptNames): Pick<MatchPlan, 'referee' | 'refereeArabic' | 'refereeKurdish'> {
  return { referee: referee.name, refereeArabic: referee.nameArabic, refereeKurdish: referee.nameKurdish };
}

/**
 * The match row: its score counted from the numbered `timeline` (empty before kick-off), a crowd that grows
 * with both clubs' `strengths`, a referee, and the timeline's length as its version.
 */
export function toMatchPlan(
  fixture: Fixture,
  clock: MatchClock,
  timeline: EventPlan[],
  strengths: number[],
  random: SeededRandom,
): MatchPlan {
  const home = FACTS.clubs[fixture.home];
  const hasKickedOff = fixture.status !== 'scheduled';
  const goalsOf = (team: number) => timeline.filter((e) => e.type === 'goal' && e.teamIndex === team).length;
  const crowd = 0.2 + 0.35 * ((strengths[fixture.home] + strengths[fixture.away]) / 2) + 0.3 * random.next();
  return {
    homeTeamIndex: fixture.home,
    awayTeamIndex: fixture.away,
    matchday: fixture.round,
    season: SEASON,
    status: fixture.status,
    ...clock,
    venue: home.stadium,
    venueArabic: home.stadiumArabic,
    venueKurdish: home.stadiumKurdish,
    homeScore: hasKickedOff ? goalsOf(fixture.home) : null,
    awayScore: hasKickedOff ? goalsOf(fixture.away) : null,
    attendance: hasKickedOff && home.capacity !== null ? Math.round(home.capacity * crowd) : null,
    ...refereeColumns(random.pick(REFEREE_NAMES)),
    homeFormation: hasKickedOff ? SQUAD_FORMATION : null,
    awayFormation: hasKickedOff ? SQUAD_FORMATION : null,
    version: timeline.length,
    // A finished seeded match has nothing left to settle; a live one is settled when it ends.
    settledVersion: fixture.status === 'finished' ? timeline.length : 0,
  };
}
