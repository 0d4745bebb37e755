import type { JournalistApplicationResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from '../../../lib/api-client';

/** The caller's latest application, or null when they never applied (the API's 404 APPLICATION_NOT_FOUND). */
export async function getMyApplication(): Promise<JournalistApplicationResponse | null> {
  try {
    return await getJson<JournalistApplicationResponse>('/api/journalists/application');
  } catch (error) {
    if (error instanceof ApiError && error.code === 'APPLICATION_NOT_FOUND') return null;
    throw error;
  }
}

export const myApplicationQueryOptions = () => queryOptions({ queryKey: ['journalists', 'application'], queryFn: getMyApplication });

/** Only for a signed-in user: a visitor has no application, and may still read the page. */
export const useMyApplication = (signedIn: boolean) => useQuery({ ...myApplicationQueryOptions(), enabled: signedIn });
