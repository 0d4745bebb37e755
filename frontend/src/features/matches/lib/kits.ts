import { colorsClash, type TeamResponse } from '@isl/contracts';

export type Kit = Pick<TeamResponse, 'primaryColor' | 'secondaryColor'>;

/**
 * The kits the two sides wear on the pitch: their own, the away side's colours swapped (its second colour as the
 * shirt) when its first clashes with the home shirt. A club the table has not loaded stays undefined (a plain kit).
 */
export function matchKits(home: Kit | undefined, away: Kit | undefined): { home: Kit | undefined; away: Kit | undefined } {
  if (!home || !away || !colorsClash(away.primaryColor, home.primaryColor)) return { home, away };
  return { home, away: { primaryColor: away.secondaryColor, secondaryColor: away.primaryColor } };
}
