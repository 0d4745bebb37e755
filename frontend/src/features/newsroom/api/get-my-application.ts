import type { JournalistApplicationResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** The caller's latest application, or null when they never applied. */
export const getMyApplication = () => getJson<JournalistApplicationResponse | null>('/api/journalists/application');

export const myApplicationQueryOptions = () => queryOptions({ queryKey: ['journalists', 'application'], queryFn: getMyApplication });

/** Only for a signed-in user: a visitor has no application, and may still read the page. */
export const useMyApplication = (signedIn: boolean) => useQuery({ ...myApplicationQueryOptions(), enabled: signedIn });
