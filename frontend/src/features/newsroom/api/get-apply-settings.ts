import type { JournalistApplySettings } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export const getApplySettings = () => getJson<JournalistApplySettings>('/api/journalists/apply-settings');

export const applySettingsQueryOptions = () => queryOptions({ queryKey: ['journalists', 'apply-settings'], queryFn: getApplySettings });

/** Whether applications are approved on submit: the application page says one thing or the other, never both. */
export const useApplySettings = () => useQuery(applySettingsQueryOptions());
