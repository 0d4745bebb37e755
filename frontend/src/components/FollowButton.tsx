import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBell, LuBellRing } from 'react-icons/lu';
import { useCurrentUser } from '../lib/current-user';
import { useFollowTeam } from '../lib/push/notification-preferences';

/** Follow a club (its kick-offs, goals and results as pushes): signed-in fans only; a pressed toggle. */
export function FollowButton({ teamId, teamName }: { teamId: number; teamName: string }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { following, toggle, ready, pending } = useFollowTeam(teamId, Boolean(user));
  if (!user || !ready) return null;
  // One name for the toggle, its state in aria-pressed (and the filled bell).
  const label = t('push.follow', { team: teamName });
  return (
    <IconButton
      variant={following ? 'solid' : 'outline'}
      colorPalette="brand"
      aria-pressed={following}
      aria-label={label}
      title={label}
      onClick={toggle}
      loading={pending}
      position="relative"
      zIndex="1"
    >
      {following ? <LuBellRing aria-hidden /> : <LuBell aria-hidden />}
    </IconButton>
  );
}
