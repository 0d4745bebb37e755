import { DEFAULT_NATIONALITY, positionGroup, type PlayerPosition, type PositionGroup } from '@isl/contracts';
import { FACTS, topScorerGoals, type PlayerFact, type RealPositionCode } from './facts';
import { FOREIGN_NAMES, IRAQI_NAMES, joinNameParts, type ScriptNames } from './names';
import type { PlayerPlan } from './season-plan';
import { SeededRandom } from '../../platform/runtime/seeded-random';

/*
 * The clubs' squads: the real players of the facts file in their places, generated players around them, shirt
 * numbers, a few injuries and one captain per club. Ratings follow the club's strength, so strong clubs field
 * better line-ups.
 */

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
const MOST_REAL_GOALS = Math.max(...FACTS.topScorers.map((s) => s.goals));

interface Identity extends ScriptNames {
  nationality: string;
  isReal: boolean;
  isCaptain: boolean;
  /** League goals the real player scored in 2024-25, when he was among the top scorers. */
  realGoals: number;
}

/**
 * Every club's squad, in the facts file's club order; `strengths` are the clubs' (see clubStrengths).
 * Contracts run to 30 June, one to four years after `currentYear`.
 */
export function planSquads(strengths: number[], currentYear: number): PlayerPlan[] {
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

function realIdentity(player: PlayerFact): Identity {
  return {
    name: player.name,
    nameArabic: player.nameArabic,
    nameKurdish: player.nameKurdish,
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
    const names = joinNameParts([random.pick(parts.first), random.pick(parts.last)]);
    if (usedNames.has(names.name)) continue;
    usedNames.add(names.name);
    return { ...names, nationality, isReal: false, isCaptain: false, realGoals: 0 };
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
    nameKurdish: identity.nameKurdish,
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
