import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followMatch } from '../socket';
import { matchQueryOptions } from './get-match';

/**
 * A match with its timeline, kept live: while the calling screen is open the socket follows the match's room,
 * where its timeline entries are sent (every fan gets its score and status; only its followers its entries).
 */
export function useMatch(matchId: number) {
  useEffect(() => followMatch(matchId), [matchId]);
  return useQuery(matchQueryOptions(matchId));
}
