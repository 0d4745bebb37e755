import { leagueDate, type MatchResponse } from '@isl/contracts';

export interface MatchDay {
  /** The league day (days since 1970 on Baghdad's calendar). */
  dayNumber: number;
  /** A match date of that day, to name it by. */
  matchDate: string;
  matches: MatchResponse[];
}

/** Matches in the order given, cut into runs of the same league day (a list sorted by date gives one run a day). */
export function groupByDay(matches: readonly MatchResponse[]): MatchDay[] {
  const days: MatchDay[] = [];
  for (const match of matches) {
    const dayNumber = leagueDate(new Date(match.matchDate)).dayNumber;
    const last = days.at(-1);
    if (last?.dayNumber === dayNumber) last.matches.push(match);
    else days.push({ dayNumber, matchDate: match.matchDate, matches: [match] });
  }
  return days;
}
