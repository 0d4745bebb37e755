import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_PREFERENCES_STORAGE_KEY, type NotificationPreferencesDto } from '@isl/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '../api-client';

/** The copy kept in the browser (spec): read when the call fails, written on every change. */
function storedPreferences(): NotificationPreferencesDto {
  try {
    const stored = JSON.parse(localStorage.getItem(NOTIFICATION_PREFERENCES_STORAGE_KEY) ?? 'null') as NotificationPreferencesDto | null;
    return stored ? { ...DEFAULT_NOTIFICATION_PREFERENCES, ...stored } : DEFAULT_NOTIFICATION_PREFERENCES;
  } catch {
    return DEFAULT_NOTIFICATION_PREFERENCES;
  }
}

const store = (preferences: NotificationPreferencesDto) => localStorage.setItem(NOTIFICATION_PREFERENCES_STORAGE_KEY, JSON.stringify(preferences));

/** Spec: GET /api/notifications/preferences, falling back to the browser's copy when it fails. */
export async function getNotificationPreferences(): Promise<NotificationPreferencesDto> {
  try {
    const preferences = await getJson<NotificationPreferencesDto>('/api/notifications/preferences');
    store(preferences);
    return preferences;
  } catch {
    return storedPreferences();
  }
}

export const notificationPreferencesQueryOptions = () => queryOptions({ queryKey: ['notifications', 'preferences'], queryFn: getNotificationPreferences });

export const useNotificationPreferences = (enabled = true) => useQuery({ ...notificationPreferencesQueryOptions(), enabled });

/** Spec: PUT the whole object, also saved locally; the screen shows the change at once and keeps it on failure. */
export function useUpdateNotificationPreferences() {
  const client = useQueryClient();
  const key = notificationPreferencesQueryOptions().queryKey;
  return useMutation({
    mutationFn: (preferences: NotificationPreferencesDto) => {
      store(preferences);
      client.setQueryData(key, preferences);
      return sendJson<NotificationPreferencesDto>('PUT', '/api/notifications/preferences', preferences);
    },
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
}

/** Following a club: its id in `teamSpecific`, which brings its kick-offs, goals and results. */
export function useFollowTeam(teamId: number, enabled = true) {
  const { data } = useNotificationPreferences(enabled);
  const update = useUpdateNotificationPreferences();
  const following = data?.teamSpecific.includes(teamId) ?? false;
  const toggle = () => {
    if (!data) return;
    const teamSpecific = following ? data.teamSpecific.filter((id) => id !== teamId) : [...data.teamSpecific, teamId];
    update.mutate({ ...data, teamSpecific });
  };
  return { following, toggle, ready: Boolean(data), pending: update.isPending };
}
