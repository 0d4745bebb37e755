import type { TeamResponse } from '@isl/contracts';
import { contrastRatio } from '../../../lib/colors';

/** Below this contrast two kits look alike on the pitch. */
const KIT_CLASH_CONTRAST = 1.6;
/** For a club the table has not loaded. */
const UNKNOWN_KIT = '#4a5568';

type Kit = Pick<TeamResponse, 'primaryColor' | 'secondaryColor'>;

/** The colours the two sides wear on the pitch: their first colours, the away side's second when the two clash. */
export function matchKits(home: Kit | undefined, away: Kit | undefined): { home: string; away: string } {
  const homeKit = home?.primaryColor ?? UNKNOWN_KIT;
  if (!away) return { home: homeKit, away: UNKNOWN_KIT };
  return { home: homeKit, away: contrastRatio(away.primaryColor, homeKit) < KIT_CLASH_CONTRAST ? away.secondaryColor : away.primaryColor };
}
