import type { NotificationPreferencesDto, TeamResponse } from '@isl/contracts';
import { Badge, Button, Flex, HStack, IconButton, Stack, Switch, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuX } from 'react-icons/lu';
import { Panel } from '../../../components/Panel';
import { TeamCrest } from '../../../components/TeamCrest';
import { sendJson } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../../../lib/push/notification-preferences';
import { currentPushSubscription, isPushSupported, needsInstallForPush, requestNotificationPermission, showLocalNotification, subscribeToPush } from '../../../lib/push/push-client';
import { useTeams } from '../../../lib/teams/get-teams';
import { notify } from '../../../lib/toaster';

const PERMISSION_TOASTS: Record<NotificationPermission, 'granted' | 'denied' | 'dismissed'> = { granted: 'granted', denied: 'denied', default: 'dismissed' };

/** Whether this browser is subscribed already: asked of the browser, kept with the other server-side state. */
const useSubscribed = (enabled: boolean) =>
  useQuery({ queryKey: ['notifications', 'subscribed'], queryFn: async () => (await currentPushSubscription()) !== null, enabled });

/**
 * Spec: the "Push Notifications" panel, in Settings between Profile Information and Language & Region: the
 * Enabled badge, Enable Notifications, Subscribe to Push, the two switches, the two test buttons, the
 * unsupported text; beyond it the clubs the fan follows and the iOS install hint.
 */
export function NotificationsCard() {
  const { t } = useTranslation();
  const supported = isPushSupported();
  return (
    <Panel title={t('push.title')} subtitle={t('push.subtitle')}>
      {supported ? <PushControls /> : <Text color="fg.muted">{t('push.unsupported')}</Text>}
    </Panel>
  );
}

function PushControls() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [permission, setPermission] = useState<NotificationPermission>(Notification.permission);
  const subscribed = useSubscribed(permission === 'granted');
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const [busy, setBusy] = useState<'enable' | 'subscribe' | 'test' | 'result' | null>(null);

  const enable = async () => {
    setBusy('enable');
    try {
      const answer = await requestNotificationPermission();
      setPermission(answer);
      const toast = PERMISSION_TOASTS[answer];
      notify({ type: answer === 'granted' ? 'success' : 'info', title: t(`push.permission.${toast}.title`), description: t(`push.permission.${toast}.description`) });
    } catch {
      notify({ type: 'error', title: t('push.errors.title'), description: t('push.errors.permission') });
    } finally {
      setBusy(null);
    }
  };

  const subscribe = async () => {
    setBusy('subscribe');
    try {
      await subscribeToPush(language);
      await subscribed.refetch();
      notify({ type: 'success', title: t('push.subscribed.title'), description: t('push.subscribed.description') });
    } catch {
      notify({ type: 'error', title: t('push.errors.title'), description: t('push.errors.subscribe') });
    } finally {
      setBusy(null);
    }
  };

  /** Spec: "Send Test Notification" pushes through the server; "Test Match Result" also shows a local one. */
  const test = async (kind: 'test' | 'result') => {
    setBusy(kind);
    try {
      await sendJson('POST', kind === 'test' ? '/api/notifications/test' : '/api/notifications/test-match-result');
      if (kind === 'result') await showLocalNotification(t('push.localResult.title'), t('push.localResult.body'), '/matches');
    } catch {
      notify({ type: 'error', title: t('push.errors.title'), description: t('push.errors.test') });
    } finally {
      setBusy(null);
    }
  };

  const setSwitch = (key: 'matchResults' | 'predictions', on: boolean) => preferences.data && update.mutate({ ...preferences.data, [key]: on });
  const unfollow = (current: NotificationPreferencesDto, teamId: number) => update.mutate({ ...current, teamSpecific: current.teamSpecific.filter((id) => id !== teamId) });

  return (
    <Stack gap="4">
      {needsInstallForPush() ? (
        <Text textStyle="sm" color="fg.muted">
          {t('push.iosInstall')}
        </Text>
      ) : null}
      <Flex gap="3" align="center" wrap="wrap">
        {permission === 'granted' ? (
          <Badge colorPalette="green" size="lg">
            {t('push.enabled')}
          </Badge>
        ) : (
          <Button colorPalette="brand" onClick={() => void enable()} loading={busy === 'enable'}>
            {t('push.enable')}
          </Button>
        )}
        {permission === 'granted' && subscribed.data === false ? (
          <Button colorPalette="brand" onClick={() => void subscribe()} loading={busy === 'subscribe'}>
            {t('push.subscribe')}
          </Button>
        ) : null}
      </Flex>
      {permission === 'denied' ? (
        <Text textStyle="sm" color="fg.muted">
          {t('push.blocked')}
        </Text>
      ) : null}
      {preferences.data ? <PreferenceSwitches preferences={preferences.data} onChange={setSwitch} /> : null}
      <Flex gap="2" wrap="wrap">
        <Button variant="outline" size="sm" onClick={() => void test('test')} loading={busy === 'test'} disabled={permission !== 'granted'}>
          {t('push.sendTest')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void test('result')} loading={busy === 'result'} disabled={permission !== 'granted'}>
          {t('push.testResult')}
        </Button>
      </Flex>
      {preferences.data ? <FollowedTeams preferences={preferences.data} onUnfollow={(teamId) => unfollow(preferences.data, teamId)} /> : null}
    </Stack>
  );
}

function PreferenceSwitches({ preferences, onChange }: { preferences: NotificationPreferencesDto; onChange: (key: 'matchResults' | 'predictions', on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      {(['matchResults', 'predictions'] as const).map((key) => (
        <Switch.Root key={key} checked={preferences[key]} onCheckedChange={(details) => onChange(key, details.checked)} colorPalette="brand">
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t(`push.switches.${key}`)}</Switch.Label>
        </Switch.Root>
      ))}
    </Stack>
  );
}

/** The clubs whose kick-offs, goals and results the fan hears about; followed from the Teams page. */
function FollowedTeams({ preferences, onUnfollow }: { preferences: NotificationPreferencesDto; onUnfollow: (teamId: number) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const teams = useTeams();
  const followed = (teams.data ?? []).filter((team: TeamResponse) => preferences.teamSpecific.includes(team.id));
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">{t('push.followed.title')}</Text>
      {followed.length ? (
        <Stack as="ul" listStyleType="none" gap="1">
          {followed.map((team) => (
            <HStack as="li" key={team.id} gap="2">
              <TeamCrest club={team} size="6" />
              <Text flex="1">
                <bdi>{localizedName(team, language)}</bdi>
              </Text>
              <IconButton size="xs" variant="ghost" aria-label={t('push.followed.unfollow', { team: localizedName(team, language) })} onClick={() => onUnfollow(team.id)}>
                <LuX aria-hidden />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {t('push.followed.none')}
        </Text>
      )}
    </Stack>
  );
}
