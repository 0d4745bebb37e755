import { leagueJoinPath, normalizeLeagueCode, WEB_ROUTES } from '@isl/contracts';

/** The join path's code in a pasted invite link; anything else pasted is taken as the code itself. */
const CODE_IN_LINK = new RegExp(`${WEB_ROUTES.leagueInvite.replace(':code', '').replace(/\//g, '\\/')}([^/?#\\s]+)`);

/** The code a fan typed or pasted into the join form (the code itself, or the invite link that carries it), as codes are kept. */
export function inviteCodeFrom(typed: string): string {
  return normalizeLeagueCode(CODE_IN_LINK.exec(typed)?.[1] ?? typed);
}

/** The link a member shares: the join screen's whole address on this site. */
export const inviteLink = (code: string, origin: string): string => `${origin}${leagueJoinPath(code)}`;
