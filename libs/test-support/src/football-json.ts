/*
 * A league season written as openfootball's football.json, for the tests and the benchmark of the season import:
 * a double round robin (the circle method), one round a week, results for the rounds already played.
 */

export interface SeasonFileMatch {
  round: string;
  date: string;
  time?: string;
  team1: string;
  team2: string;
  score?: { ht?: [number, number]; ft?: [number, number] };
  status?: string;
  ground?: string;
}

export interface SeasonFile {
  name: string;
  matches: SeasonFileMatch[];
}

/** Each round's pairings of clubs 0..n-1 (n even): n-1 rounds, then the same with home and away swapped. */
export function doubleRoundRobin(clubCount: number): [number, number][][] {
  const rotation = Array.from({ length: clubCount - 1 }, (_, i) => i + 1);
  const firstHalf: [number, number][][] = [];
  for (let round = 0; round < clubCount - 1; round++) {
    const circle = [0, ...rotation];
    const pairs: [number, number][] = [];
    for (let i = 0; i < clubCount / 2; i++) {
      const [a, b] = [circle[i], circle[clubCount - 1 - i]];
      // Alternating sides, so no club is at home every week.
      pairs.push((round + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    firstHalf.push(pairs);
    rotation.unshift(rotation.pop() as number);
  }
  return [...firstHalf, ...firstHalf.map((pairs) => pairs.map(([home, away]) => [away, home] as [number, number]))];
}

/** YYYY-MM-DD of the UTC day `days` after `start`. */
export function dayAfter(start: Date, days: number): string {
  return new Date(start.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export interface SeasonFileOptions {
  /** The clubs' names, as the file spells them (an even number). */
  clubs: readonly string[];
  /** Round 1's day; each later round a week on. */
  firstRound: Date;
  /** The rounds played: each of their matches has the result `score` gives it. */
  playedRounds: number;
  /** A played match's full-time score, by the two clubs' indexes in `clubs` and its round (from 1). */
  score: (home: number, away: number, round: number) => [number, number];
  name?: string;
}

/** The season as a football.json file: played rounds with results (and half-time scores), later rounds without. */
export function seasonFile({ clubs, firstRound, playedRounds, score, name = 'Test League' }: SeasonFileOptions): SeasonFile {
  const matches = doubleRoundRobin(clubs.length).flatMap((pairs, r) =>
    pairs.map(([home, away]): SeasonFileMatch => {
      const match: SeasonFileMatch = { round: `Matchday ${r + 1}`, date: dayAfter(firstRound, 7 * r), time: '18:30', team1: clubs[home], team2: clubs[away] };
      if (r < playedRounds) {
        const ft = score(home, away, r + 1);
        match.score = { ht: [Math.min(ft[0], 1), 0], ft };
      }
      return match;
    }),
  );
  return { name, matches };
}
