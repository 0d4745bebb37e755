import type { MissingTranslation } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { DESK_KEY } from './desk-keys';

export const getMissingTranslations = () => getJson<MissingTranslation[]>('/api/admin/translations');

export const missingTranslationsQueryOptions = () => queryOptions({ queryKey: [...DESK_KEY, 'translations'], queryFn: getMissingTranslations });

/** `GET /api/admin/translations`: every club, player, stadium, city and referee still without an Arabic or Sorani name. */
export const useMissingTranslations = () => useQuery(missingTranslationsQueryOptions());
