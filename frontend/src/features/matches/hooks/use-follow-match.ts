import { useEffect } from 'react';
import { followMatch } from '../../../lib/socket';

/** While the calling screen is open, the socket also follows this match's own room. */
export function useFollowMatch(matchId: number): void {
  useEffect(() => followMatch(matchId), [matchId]);
}
