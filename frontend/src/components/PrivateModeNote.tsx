import { Box, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuEyeOff } from 'react-icons/lu';
import { RouterLink } from './RouterLink';

/**
 * Where a leaderboard would show the fan's own place: a fan in private mode is left out of the public boards, and
 * is told so (with the way back, in Settings) rather than shown a rank.
 */
export function PrivateModeNote() {
  const { t } = useTranslation();
  return (
    <Text textStyle="sm" color="fg.muted" borderTopWidth="1px" pt="2" data-testid="private-mode-note">
      <Box as="span" display="inline-flex" verticalAlign="middle" me="1">
        <LuEyeOff aria-hidden />
      </Box>
      {t('privateMode.hidden')}{' '}
      <Link asChild color="brand.fg">
        <RouterLink to="/settings">{t('privateMode.change')}</RouterLink>
      </Link>
    </Text>
  );
}
