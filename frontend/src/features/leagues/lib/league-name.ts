import { LEAGUE_NAME_MAX, LEAGUE_NAME_MIN } from '@isl/contracts';

export type LeagueNameProblem = 'tooShort' | 'tooLong' | null;

/** What is wrong with a league's name as typed (its spaces at either end do not count), or null when it will do. */
export function leagueNameProblem(typed: string): LeagueNameProblem {
  const length = [...typed.trim()].length;
  if (length < LEAGUE_NAME_MIN) return 'tooShort';
  if (length > LEAGUE_NAME_MAX) return 'tooLong';
  return null;
}
