import { useQuery } from '@tanstack/react-query';
import { myLeaguesQueryOptions } from '../../../lib/leagues/my-leagues';

export { getMyLeagues, LEAGUES_KEY, myLeaguesQueryOptions } from '../../../lib/leagues/my-leagues';

export const useMyLeagues = () => useQuery(myLeaguesQueryOptions());
