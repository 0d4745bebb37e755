import {
  CURRENT_ROUND,
  DEFAULT_NATIONALITY,
  DEFAULT_TEAM_PRIMARY_COLOR,
  DEFAULT_TEAM_SECONDARY_COLOR,
  doubleRoundRobin,
  elapsedMinutes,
  FORMATION_4_3_3,
  HALF_LENGTH_MINUTES,
  LEAGUE_TIME_ZONE,
  POSITION_GROUPS,
  positionGroup,
  rankedStandings,
  ROUNDS_PER_SEASON,
  SEASON,
  SQUAD_FORMATION,
  zonedDayRange,
  type MatchEventType,
  type MatchStatus,
  type PlayerPosition,
  type PositionGroup,
} from '@isl/contracts';
import leagueFacts from './league-facts.json';
import { FOREIGN_NAMES, IRAQI_NAMES, REFEREE_NAMES } from './names';
import { SeededRandom } from '../../common/seeded-random';

/*
 * The 2024-25 season as plain objects, ready to insert. Real facts (clubs, some players, top scorers, some
 * results) come from league-facts.json; everything else is generated sample data. Pure and deterministic:
 * results, names and numbers depend only on fixed seeds; `now` only moves the calendar, so that round 32 is
 * this week. Rows refer to each other by their index in the plan's arrays, as database ids do not exist yet.
 */

// ---------------------------------------------------------------------------------------------------------
// Plan types: the entities' properties, with indexes in place of ids.

export interface TeamPlan {
  slug: string;
  name: string;
  nameArabic: string;
  nameKurdish: string;
  city: string | null;
  founded: number | null;
  stadium: string | null;
  capacity: number | null;
  primaryColor: string;
  secondaryColor: string;
  titles: number;
  currentPosition: number;
  matchesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

export interface PlayerPlan {
  teamIndex: number;
  name: string;
  nameArabic: string | null;
  position: PlayerPosition;
  jerseyNumber: number;
  age: number;
  nationality: string;
  height: number;
  weight: number;
  /** Decimal as PostgreSQL returns numeric(10,2). */
  marketValue: string;
  /** One decimal, "5.0" to "9.5". */
  rating: string;
  isCaptain: boolean;
  isInjured: boolean;
  /** ISO date, YYYY-MM-DD. */
  contractExpiry: string;
  /** The totals below are counted from the plan's events and line-ups, never set on their own. */
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
  appearances: number;
}

export interface MatchPlan {
  homeTeamIndex: number;
  awayTeamIndex: number;
  matchday: number;
  season: string;
  status: MatchStatus;
  matchDate: Date;
  venue: string | null;
  homeScore: number | null;
  awayScore: number | null;
  attendance: number | null;
  referee: string;
  homeFormation: string | null;
  awayFormation: string | null;
  kickedOffAt: Date | null;
  halfTimeAt: Date | null;
  secondHalfStartedAt: Date | null;
  version: number;
  settledVersion: number;
}

export interface EventPlan {
  matchIndex: number;
  type: MatchEventType;
  minute: number;
  teamIndex: number | null;
  playerIndex: number | null;
  assistPlayerIndex: number | null;
  version: number;
}

export interface LineupPlan {
  matchIndex: number;
  teamIndex: number;
  playerIndex: number;
  isStarter: boolean;
}

export interface SeasonPlan {
  teams: TeamPlan[];
  players: PlayerPlan[];
  matches: MatchPlan[];
  events: EventPlan[];
  lineups: LineupPlan[];
  /** Finished fixtures whose score is the real 2024-25 result rather than a generated one. */
  realResultsApplied: number;
}

// ---------------------------------------------------------------------------------------------------------
// The league facts file.

type RealPositionCode = 'GK' | 'DF' | 'MF' | 'FW';

interface ClubFact {
  slug: string;
  name: string;
  nameArabic: string;
  nameKurdish: string;
  city: string | null;
  stadium: string | null;
  capacity: number | null;
  founded: number | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  titles: number;
  pointsPerGame: number;
}

interface PlayerFact {
  name: string;
  nameArabic: string | null;
  club: string;
  position: RealPositionCode | null;
  nationality: string | null;
  isCaptain?: boolean;
}

interface LeagueFacts {
  clubs: ClubFact[];
  players: PlayerFact[];
  topScorers: { name: string; club: string; goals: number }[];
  results: { home: string; away: string; homeGoals: number; awayGoals: number }[];
}

const FACTS = leagueFacts as LeagueFacts;
const MOST_REAL_GOALS = Math.max(...FACTS.topScorers.map((s) => s.goals));

// ---------------------------------------------------------------------------------------------------------
// Tunable numbers.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const FULL_TIME_MINUTE = 90;
const HALF_TIME_BREAK_MINUTES = 15;
/** When the live second-half match blew for half-time, in minutes after its kick-off. */
const LIVE_HALF_TIME_AFTER_MINUTES = 47;

/** 26 places with every position label, enough for a 4-3-3 even with two players injured. */
const SQUAD_TEMPLATE: readonly { position: PlayerPosition; jerseyNumber: number | null }[] = [
  { position: 'goalkeeper', jerseyNumber: 1 },
  { position: 'goalkeeper', jerseyNumber: null },
  { position: 'goalkeeper', jerseyNumber: null },
  { position: 'rightBack', jerseyNumber: 2 },
  { position: 'leftBack', jerseyNumber: 3 },
  { position: 'centerBack', jerseyNumber: 4 },
  { position: 'centerBack', jerseyNumber: 5 },
  { position: 'centerBack', jerseyNumber: null },
  { position: 'rightBack', jerseyNumber: null },
  { position: 'leftBack', jerseyNumber: null },
  { position: 'defender', jerseyNumber: null },
  { position: 'defensiveMidfielder', jerseyNumber: 6 },
  { position: 'centralMidfielder', jerseyNumber: 8 },
  { position: 'attackingMidfielder', jerseyNumber: 10 },
  { position: 'defensiveMidfielder', jerseyNumber: null },
  { position: 'centralMidfielder', jerseyNumber: null },
  { position: 'centralMidfielder', jerseyNumber: null },
  { position: 'attackingMidfielder', jerseyNumber: null },
  { position: 'midfielder', jerseyNumber: null },
  { position: 'rightWinger', jerseyNumber: 7 },
  { position: 'striker', jerseyNumber: 9 },
  { position: 'leftWinger', jerseyNumber: 11 },
  { position: 'striker', jerseyNumber: null },
  { position: 'rightWinger', jerseyNumber: null },
  { position: 'leftWinger', jerseyNumber: null },
  { position: 'forward', jerseyNumber: null },
];
/** Shirt numbers for the places without a traditional one. */
const SPARE_JERSEY_NUMBERS = [...Array.from({ length: 24 }, (_, i) => 12 + i), 77, 88, 99];
const REAL_POSITIONS: Record<RealPositionCode, PlayerPosition> = {
  GK: 'goalkeeper',
  DF: 'centerBack',
  MF: 'centralMidfielder',
  FW: 'striker',
};
const FOREIGN_PLAYERS_PER_CLUB = { min: 2, max: 4 };
const INJURED_PER_CLUB = { min: 1, max: 2 };
const HEIGHT_CM: Record<PositionGroup, { min: number; max: number }> = {
  GK: { min: 184, max: 197 },
  DEF: { min: 176, max: 192 },
  MID: { min: 168, max: 185 },
  FWD: { min: 170, max: 189 },
};
const RATING = { min: 5.0, max: 9.5 };

/** Mean goals of an even match; the real 2024-25 season averaged 862 / 380 = 2.27 a match. */
const HOME_GOALS_MEAN = 1.3;
const AWAY_GOALS_MEAN = 0.97;
/** How many goals a match mean moves from the weakest club's side to the strongest's. */
const STRENGTH_GOAL_SWING = 1.2;
const MIN_GOALS_MEAN = 0.25;
/** The most of a club's goals one real top scorer is given, so team-mates still score. */
const MAX_TOP_SCORER_SHARE = 0.6;
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

/** A kick-off in league-local time: whole days from a reference day, and the time of day. */
interface LocalKickoff {
  day: number;
  at: `${number}:${number}`;
}

/** Where a fixture sits in the week; the ten of an ordinary round spread over three days. */
type Slot =
  | ({ kind: 'roundWeek' } & LocalKickoff)
  | ({ kind: 'earlierThisWeek' } & LocalKickoff)
  | { kind: 'live'; minutesAgo: number; secondHalfMinutesAgo: number | null }
  | { kind: 'laterToday'; order: number };

const ROUND_KICKOFFS: readonly LocalKickoff[] = [
  { day: -1, at: '16:30' },
  { day: -1, at: '19:00' },
  { day: -1, at: '21:15' },
  { day: 0, at: '15:00' },
  { day: 0, at: '17:30' },
  { day: 0, at: '19:00' },
  { day: 0, at: '21:15' },
  { day: 1, at: '16:30' },
  { day: 1, at: '19:00' },
  { day: 1, at: '21:15' },
];
/** Round 32, this week: finished two or three days ago, two live now, three later today. */
const CURRENT_ROUND_SLOTS: readonly Slot[] = [
  { kind: 'earlierThisWeek', day: -3, at: '16:30' },
  { kind: 'earlierThisWeek', day: -3, at: '19:00' },
  { kind: 'earlierThisWeek', day: -3, at: '21:15' },
  { kind: 'earlierThisWeek', day: -2, at: '17:30' },
  { kind: 'earlierThisWeek', day: -2, at: '20:00' },
  { kind: 'live', minutesAgo: 75, secondHalfMinutesAgo: 15 },
  { kind: 'live', minutesAgo: 35, secondHalfMinutesAgo: null },
  { kind: 'laterToday', order: 0 },
  { kind: 'laterToday', order: 1 },
  { kind: 'laterToday', order: 2 },
];
/** Usual evening kick-offs; later-today matches take the last free ones. */
const TODAY_KICKOFFS: readonly LocalKickoff['at'][] = ['15:00', '16:30', '18:00', '19:30', '21:00'];
/** A later-today kick-off needs this much notice, else the three are squeezed in before midnight. */
const LATER_TODAY_NOTICE_MS = 15 * MINUTE_MS;

// ---------------------------------------------------------------------------------------------------------
// The season.

/** The whole season, anchored to `now`: the same `now` always gives the same plan. */
export function generateSeason(now: Date): SeasonPlan {
  const strengths = clubStrengths();
  const players = planSquads(strengths, now.getUTCFullYear());
  const fixtures = planFixtures();
  const scores = planScores(fixtures, strengths);
  const roster = newRoster(players, topScorerShares(players, fixtures, scores));

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

  countPlayerTotals(players, events, lineups);
  return {
    teams: planTeams(matches),
    players,
    matches,
    events,
    lineups,
    realResultsApplied: scores.filter((s) => s?.isReal).length,
  };
}

/** Each club's strength from 0 (weakest) to 1, from its real points per game. */
function clubStrengths(): number[] {
  const ppg = FACTS.clubs.map((c) => c.pointsPerGame);
  const min = Math.min(...ppg);
  const max = Math.max(...ppg);
  return ppg.map((p) => (p - min) / (max - min));
}

// ---------------------------------------------------------------------------------------------------------
// Squads.

interface Identity {
  name: string;
  nameArabic: string | null;
  nationality: string;
  isReal: boolean;
  isCaptain: boolean;
  /** League goals the real player scored in 2024-25, when he was among the top scorers. */
  realGoals: number;
}

/** Contracts run to 30 June, one to four years after `currentYear`. */
function planSquads(strengths: number[], currentYear: number): PlayerPlan[] {
  const random = new SeededRandom('squads');
  const usedNames = new Set(FACTS.players.map((p) => p.name));
  return FACTS.clubs.flatMap((club, teamIndex) =>
    planSquad(club.slug, teamIndex, strengths[teamIndex], currentYear, random, usedNames),
  );
}

function planSquad(
  slug: string,
  teamIndex: number,
  strength: number,
  currentYear: number,
  random: SeededRandom,
  usedNames: Set<string>,
): PlayerPlan[] {
  const realPlayers = FACTS.players.filter((p) => p.club === slug);
  const owners = placeRealPlayers(realPlayers, random);
  const foreign = foreignPlaces(owners, realPlayers, random);
  const numbers = jerseyNumbers(random);
  const squad = SQUAD_TEMPLATE.map((place, i) => {
    const owner = owners[i];
    const identity = owner
      ? realIdentity(owner)
      : generatedIdentity(foreign.get(i) ?? DEFAULT_NATIONALITY, random, usedNames);
    return newPlayer(teamIndex, place.position, numbers[i], identity, strength, currentYear, random);
  });
  giveNumberOneToBestKeeper(squad);
  markInjuries(squad, owners, random);
  markCaptain(squad, owners);
  return squad;
}

/** Puts each real player in a free place: his own position, else his group, else any outfield place. */
function placeRealPlayers(realPlayers: PlayerFact[], random: SeededRandom): (PlayerFact | undefined)[] {
  const owners: (PlayerFact | undefined)[] = SQUAD_TEMPLATE.map(() => undefined);
  for (const player of realPlayers) {
    const free = SQUAD_TEMPLATE.map((_, i) => i).filter((i) => !owners[i]);
    const position = player.position ? REAL_POSITIONS[player.position] : null;
    // A top scorer whose position the sources do not give is surely a forward.
    const group = position ? positionGroup(position) : topScorerGoals(player) > 0 ? 'FWD' : null;
    const samePosition = free.filter((i) => SQUAD_TEMPLATE[i].position === position);
    const sameGroup = free.filter((i) => positionGroup(SQUAD_TEMPLATE[i].position) === group);
    const outfield = free.filter((i) => positionGroup(SQUAD_TEMPLATE[i].position) !== 'GK');
    const place = samePosition[0] ?? sameGroup[0] ?? random.pick(outfield);
    owners[place] = player;
  }
  return owners;
}

/** Which generated outfield places go to foreign players, and their countries. */
function foreignPlaces(
  owners: (PlayerFact | undefined)[],
  realPlayers: PlayerFact[],
  random: SeededRandom,
): Map<number, string> {
  const realForeigners = realPlayers.filter((p) => p.nationality && p.nationality !== DEFAULT_NATIONALITY).length;
  const count = Math.max(0, random.int(FOREIGN_PLAYERS_PER_CLUB.min, FOREIGN_PLAYERS_PER_CLUB.max) - realForeigners);
  const generatedOutfield = SQUAD_TEMPLATE.map((_, i) => i).filter(
    (i) => !owners[i] && positionGroup(SQUAD_TEMPLATE[i].position) !== 'GK',
  );
  const countries = Object.keys(FOREIGN_NAMES);
  return new Map(random.sample(generatedOutfield, count).map((i) => [i, random.pick(countries)]));
}

function jerseyNumbers(random: SeededRandom): number[] {
  const reserved = new Set(SQUAD_TEMPLATE.map((place) => place.jerseyNumber));
  const spare = random.shuffle(SPARE_JERSEY_NUMBERS.filter((n) => !reserved.has(n)));
  let next = 0;
  return SQUAD_TEMPLATE.map((place) => place.jerseyNumber ?? spare[next++]);
}

function topScorerGoals(player: { name: string; club: string }): number {
  return FACTS.topScorers.find((s) => s.name === player.name && s.club === player.club)?.goals ?? 0;
}

function realIdentity(player: PlayerFact): Identity {
  return {
    name: player.name,
    nameArabic: player.nameArabic,
    nationality: player.nationality ?? DEFAULT_NATIONALITY,
    isReal: true,
    isCaptain: player.isCaptain ?? false,
    realGoals: topScorerGoals(player),
  };
}

/** A "<given name> <family name>" not yet used anywhere in the league. */
function generatedIdentity(nationality: string, random: SeededRandom, usedNames: Set<string>): Identity {
  const parts = FOREIGN_NAMES[nationality] ?? IRAQI_NAMES;
  for (let attempt = 0; attempt < 1000; attempt++) {
    const [firstEn, firstAr] = random.pick(parts.first);
    const [lastEn, lastAr] = random.pick(parts.last);
    const name = `${firstEn} ${lastEn}`;
    if (usedNames.has(name)) continue;
    usedNames.add(name);
    return { name, nameArabic: `${firstAr} ${lastAr}`, nationality, isReal: false, isCaptain: false, realGoals: 0 };
  }
  throw new Error(`ran out of distinct ${nationality} names`);
}

function newPlayer(
  teamIndex: number,
  position: PlayerPosition,
  jerseyNumber: number,
  identity: Identity,
  strength: number,
  currentYear: number,
  random: SeededRandom,
): PlayerPlan {
  const group = positionGroup(position);
  // The mean of two draws clusters ages in the middle: 18 to 36, mostly mid-twenties.
  const age = 18 + Math.floor(((random.next() + random.next()) / 2) * 19);
  const height = random.int(HEIGHT_CM[group].min, HEIGHT_CM[group].max);
  const rating = playerRating(identity, strength, random);
  return {
    teamIndex,
    name: identity.name,
    nameArabic: identity.nameArabic,
    position,
    jerseyNumber,
    age,
    nationality: identity.nationality,
    height,
    weight: height - 108 + random.int(-3, 6),
    marketValue: marketValue(rating, age),
    rating: rating.toFixed(1),
    isCaptain: identity.isCaptain,
    isInjured: false,
    contractExpiry: `${currentYear + random.int(1, 4)}-06-30`,
    goals: 0,
    assists: 0,
    yellowCards: 0,
    redCards: 0,
    appearances: 0,
  };
}

/** Stronger clubs have better players; the real top scorers are the league's best rated. */
function playerRating(identity: Identity, strength: number, random: SeededRandom): number {
  const raw =
    identity.realGoals > 0
      ? 8 + (1.3 * identity.realGoals) / MOST_REAL_GOALS
      : 5.2 + 1.4 * strength + 1.2 * (random.next() + random.next()) + (identity.isReal ? 0.4 : 0);
  return Math.round(Math.min(RATING.max, Math.max(RATING.min, raw)) * 10) / 10;
}

/** In US dollars: grows with the square of the rating, falls after 27. */
function marketValue(rating: number, age: number): string {
  const ageFactor = age <= 27 ? 1 : Math.max(0.35, 1 - (age - 27) * 0.08);
  const value = Math.round(((rating - 4.5) ** 2 * 40_000 * ageFactor) / 5_000) * 5_000;
  return Math.max(value, 10_000).toFixed(2);
}

/** The first-choice (best rated) goalkeeper wears number 1. */
function giveNumberOneToBestKeeper(squad: PlayerPlan[]): void {
  const keepers = squad.filter((p) => p.position === 'goalkeeper');
  const best = keepers.reduce((a, b) => (Number(b.rating) > Number(a.rating) ? b : a));
  const numberOne = keepers.find((p) => p.jerseyNumber === 1);
  if (numberOne) [numberOne.jerseyNumber, best.jerseyNumber] = [best.jerseyNumber, numberOne.jerseyNumber];
}

/** One or two generated players are out injured; real players stay fit so their goals can happen. */
function markInjuries(squad: PlayerPlan[], owners: (PlayerFact | undefined)[], random: SeededRandom): void {
  const generated = squad.filter((_, i) => !owners[i]);
  const count = random.int(INJURED_PER_CLUB.min, INJURED_PER_CLUB.max);
  for (const player of random.sample(generated, count)) player.isInjured = true;
}

/**
 * The captain the sources name, else the oldest fit generated player (the better rated on equal age): a real
 * player is not made captain without a source saying so.
 */
function markCaptain(squad: PlayerPlan[], owners: (PlayerFact | undefined)[]): void {
  if (owners.some((owner) => owner?.isCaptain)) return;
  const candidates = squad.filter((p, i) => !p.isInjured && !owners[i]);
  const captain = candidates.reduce((best, p) =>
    p.age > best.age || (p.age === best.age && Number(p.rating) > Number(best.rating)) ? p : best,
  );
  captain.isCaptain = true;
}

// ---------------------------------------------------------------------------------------------------------
// Fixtures and scores.

interface Fixture {
  round: number;
  home: number;
  away: number;
  slot: Slot;
  status: MatchStatus;
}

/** The double round robin over the clubs in a fixed shuffled order, each fixture with its place in the week. */
function planFixtures(): Fixture[] {
  const order = new SeededRandom('schedule').shuffle(FACTS.clubs.map((_, i) => i));
  const placedInRound = new Map<number, number>();
  return doubleRoundRobin(order.length).map(({ round, home, away }) => {
    const indexInRound = placedInRound.get(round) ?? 0;
    placedInRound.set(round, indexInRound + 1);
    const slot: Slot =
      round === CURRENT_ROUND ? CURRENT_ROUND_SLOTS[indexInRound] : { kind: 'roundWeek', ...ROUND_KICKOFFS[indexInRound] };
    return { round, home: order[home], away: order[away], slot, status: statusOf(round, slot) };
  });
}

function statusOf(round: number, slot: Slot): MatchStatus {
  switch (slot.kind) {
    case 'roundWeek':
      return round < CURRENT_ROUND ? 'finished' : 'scheduled';
    case 'earlierThisWeek':
      return 'finished';
    case 'live':
      return 'live';
    case 'laterToday':
      return 'scheduled';
  }
}

interface PlannedScore {
  home: number;
  away: number;
  isReal: boolean;
}

/** Full-time scores of every match that has kicked off (a live one is cut at its minute later): real where known. */
function planScores(fixtures: Fixture[], strengths: number[]): (PlannedScore | null)[] {
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
 * The chance that a goal of his club is scored by a real top scorer: his real tally, scaled to the matches
 * played so far, over his club's planned goals.
 */
function topScorerShares(players: PlayerPlan[], fixtures: Fixture[], scores: (PlannedScore | null)[]): Map<number, number> {
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

// ---------------------------------------------------------------------------------------------------------
// Dates. Baghdad keeps UTC+3 all year, so days and hours can be added to a local midnight as they are.

/** The moments every kick-off is reckoned from, worked out once. */
interface Calendar {
  now: number;
  /** Start of the league-local day containing `now`. */
  today: number;
  laterToday: number[];
}

function newCalendar(now: Date): Calendar {
  const { start, end } = zonedDayRange(now, LEAGUE_TIME_ZONE);
  return { now: now.getTime(), today: start.getTime(), laterToday: laterTodayKickoffs(now.getTime(), start.getTime(), end.getTime()) };
}

interface MatchClock {
  matchDate: Date;
  kickedOffAt: Date | null;
  halfTimeAt: Date | null;
  secondHalfStartedAt: Date | null;
}

function matchClock(fixture: Fixture, calendar: Calendar, random: SeededRandom): MatchClock {
  const kickoff = kickoffTime(fixture, calendar);
  const at = (ms: number) => new Date(ms);
  if (fixture.slot.kind === 'live') {
    const { secondHalfMinutesAgo } = fixture.slot;
    return {
      matchDate: at(kickoff),
      kickedOffAt: at(kickoff),
      halfTimeAt: secondHalfMinutesAgo === null ? null : at(kickoff + LIVE_HALF_TIME_AFTER_MINUTES * MINUTE_MS),
      secondHalfStartedAt: secondHalfMinutesAgo === null ? null : at(calendar.now - secondHalfMinutesAgo * MINUTE_MS),
    };
  }
  if (fixture.status === 'scheduled') {
    return { matchDate: at(kickoff), kickedOffAt: null, halfTimeAt: null, secondHalfStartedAt: null };
  }
  const halfTime = kickoff + (HALF_LENGTH_MINUTES + random.int(1, 4)) * MINUTE_MS;
  return {
    matchDate: at(kickoff),
    kickedOffAt: at(kickoff),
    halfTimeAt: at(halfTime),
    secondHalfStartedAt: at(halfTime + HALF_TIME_BREAK_MINUTES * MINUTE_MS),
  };
}

function kickoffTime({ round, slot }: Fixture, calendar: Calendar): number {
  switch (slot.kind) {
    case 'roundWeek':
      return localKickoff(calendar.today, (round - CURRENT_ROUND) * 7 + slot.day, slot.at);
    case 'earlierThisWeek':
      return localKickoff(calendar.today, slot.day, slot.at);
    case 'live':
      return calendar.now - slot.minutesAgo * MINUTE_MS;
    case 'laterToday':
      return calendar.laterToday[slot.order];
  }
}

function localKickoff(today: number, days: number, at: LocalKickoff['at']): number {
  return today + days * DAY_MS + minutesOfDay(at) * MINUTE_MS;
}

function minutesOfDay(at: LocalKickoff['at']): number {
  const [hours, minutes] = at.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Three kick-offs after `now` and before local midnight: the usual evening times, or squeezed in evenly. */
function laterTodayKickoffs(now: number, today: number, midnight: number): number[] {
  const count = CURRENT_ROUND_SLOTS.filter((s) => s.kind === 'laterToday').length;
  const usual = TODAY_KICKOFFS.map((at) => localKickoff(today, 0, at)).filter((t) => t > now + LATER_TODAY_NOTICE_MS);
  if (usual.length >= count) return usual.slice(-count);
  const gap = (midnight - now) / (count + 1);
  return Array.from({ length: count }, (_, i) => {
    const exact = now + gap * (i + 1);
    const wholeMinute = Math.floor(exact / MINUTE_MS) * MINUTE_MS;
    return wholeMinute > now ? wholeMinute : exact;
  });
}

/** The minute a live match has reached (events after it have not happened yet); null for a finished one. */
function liveCutoff(fixture: Fixture, clock: MatchClock, now: Date): number | null {
  return fixture.status === 'live' ? elapsedMinutes({ status: 'live', ...clock }, now) : null;
}

// ---------------------------------------------------------------------------------------------------------
// Playing a match: line-ups, goals, cards and the timeline.

/** Everyone the match generator draws on: the players, the fit ones per club, the real top scorers' shares. */
interface Roster {
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

type TimelineEntry = Omit<EventPlan, 'matchIndex' | 'version'>;
type IncidentType = 'goal' | 'yellow_card' | 'red_card';
type Incident = TimelineEntry & { type: IncidentType; teamIndex: number; playerIndex: number };

function newRoster(players: PlayerPlan[], shares: Map<number, number>): Roster {
  const fitPlayers = FACTS.clubs.map(() => [] as number[]);
  players.forEach((p, i) => {
    if (!p.isInjured) fitPlayers[p.teamIndex].push(i);
  });
  return { players, ratings: players.map((p) => Number(p.rating)), fitPlayers, shares };
}

function playMatch(
  fixture: Fixture,
  score: PlannedScore,
  cutoff: number | null,
  roster: Roster,
  random: SeededRandom,
): { timeline: TimelineEntry[]; lineups: Omit<LineupPlan, 'matchIndex'>[] } {
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

// ---------------------------------------------------------------------------------------------------------
// Matches, players' totals and the table, all counted from the timelines.

function toMatchPlan(
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
    homeScore: hasKickedOff ? goalsOf(fixture.home) : null,
    awayScore: hasKickedOff ? goalsOf(fixture.away) : null,
    attendance: hasKickedOff && home.capacity !== null ? Math.round(home.capacity * crowd) : null,
    referee: random.pick(REFEREE_NAMES),
    homeFormation: hasKickedOff ? SQUAD_FORMATION : null,
    awayFormation: hasKickedOff ? SQUAD_FORMATION : null,
    version: timeline.length,
    // A finished seeded match has nothing left to settle; a live one is settled when it ends.
    settledVersion: fixture.status === 'finished' ? timeline.length : 0,
  };
}

function countPlayerTotals(players: PlayerPlan[], events: EventPlan[], lineups: LineupPlan[]): void {
  for (const row of lineups) players[row.playerIndex].appearances++;
  for (const event of events) {
    if (event.playerIndex === null) continue;
    const player = players[event.playerIndex];
    if (event.type === 'goal') player.goals++;
    if (event.type === 'yellow_card') player.yellowCards++;
    if (event.type === 'red_card') player.redCards++;
    if (event.assistPlayerIndex !== null) players[event.assistPlayerIndex].assists++;
  }
}

function planTeams(matches: MatchPlan[]): TeamPlan[] {
  const results = matches
    .filter((m) => m.status === 'finished')
    .map((m) => ({ homeTeamId: m.homeTeamIndex, awayTeamId: m.awayTeamIndex, homeScore: m.homeScore ?? 0, awayScore: m.awayScore ?? 0 }));
  const table = rankedStandings(FACTS.clubs.map((club, i) => ({ id: i, name: club.name })), results);
  return table.map(({ teamId, position, ...standing }) => {
    const club = FACTS.clubs[teamId];
    return {
      slug: club.slug,
      name: club.name,
      nameArabic: club.nameArabic,
      nameKurdish: club.nameKurdish,
      city: club.city,
      founded: club.founded,
      stadium: club.stadium,
      capacity: club.capacity,
      primaryColor: club.primaryColor ?? DEFAULT_TEAM_PRIMARY_COLOR,
      secondaryColor: club.secondaryColor ?? DEFAULT_TEAM_SECONDARY_COLOR,
      titles: club.titles,
      ...standing,
      currentPosition: position,
    };
  });
}
