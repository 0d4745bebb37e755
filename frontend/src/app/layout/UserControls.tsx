import type { UserResponse } from '@isl/contracts';
import { Box, Button, HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLogOut, LuRadioTower } from 'react-icons/lu';
import { RouterLink } from '../../components/RouterLink';
import { UserAvatar } from '../../components/UserAvatar';
import { useSignOut } from '../../features/auth/api/sign-out';
import { API_LOGIN_PATH } from '../../lib/navigation';
import { UserSummary } from './UserSummary';

/**
 * Signed in: name and points, the avatar linking to /settings, sign out, and for admins the match console.
 * Signed out: Sign In.
 */
export function UserControls({ user }: { user: UserResponse | null }) {
  const { t } = useTranslation();
  const signOut = useSignOut();

  if (!user)
    return (
      <Button asChild size="sm" bg="yellow.400" color="gray.950" _hover={{ bg: 'yellow.300' }}>
        <a href={API_LOGIN_PATH}>{t('user.signIn')}</a>
      </Button>
    );

  return (
    <HStack gap="2">
      {user.role === 'admin' ? (
        <IconButton asChild size="sm" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }}>
          <RouterLink to="/admin/matches" aria-label={t('user.matchConsole')} title={t('user.matchConsole')}>
            <LuRadioTower aria-hidden />
          </RouterLink>
        </IconButton>
      ) : null}
      <UserSummary user={user} />
      <RouterLink to="/settings" aria-label={t('user.settings')}>
        <UserAvatar profileImageUrl={user.profileImageUrl} />
      </RouterLink>
      <IconButton
        size="sm"
        variant="ghost"
        color="white"
        _hover={{ bg: 'whiteAlpha.200' }}
        aria-label={t('user.signOut')}
        title={t('user.signOut')}
        loading={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
          <LuLogOut aria-hidden />
        </Box>
      </IconButton>
    </HStack>
  );
}
