import { HStack, Icon } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import { LuCrown, LuFlame, LuMedal, LuStar, LuTrophy, LuZap } from 'react-icons/lu';
import type { BadgeKind } from '@isl/contracts';

/** Each badge's picture: the same wherever a badge shows (a table row, a profile). */
export const BADGE_ICONS: Record<BadgeKind, { icon: IconType; color: string }> = {
  roundWinner: { icon: LuTrophy, color: 'yellow.500' },
  leagueRoundWinner: { icon: LuCrown, color: 'orange.500' },
  streak3: { icon: LuZap, color: 'blue.500' },
  streak5: { icon: LuFlame, color: 'orange.600' },
  streak10: { icon: LuMedal, color: 'red.600' },
  perfectRound: { icon: LuStar, color: 'green.600' },
};

/** The badges beside a fan's name in a table: small pictures, each named for a screen reader and on hover. */
export function BadgeChips({ kinds }: { kinds: readonly BadgeKind[] }) {
  const { t } = useTranslation();
  if (!kinds.length) return null;
  return (
    <HStack as="span" gap="0.5" display="inline-flex" verticalAlign="middle" ms="1">
      {kinds.map((kind) => (
        // Chakra hides an icon from screen readers unless told otherwise: these are the badges' only names.
        <Icon key={kind} as={BADGE_ICONS[kind].icon} boxSize="3.5" color={BADGE_ICONS[kind].color} role="img" aria-hidden={false} aria-label={t(`badges.kinds.${kind}`)}>
          <title>{t(`badges.kinds.${kind}`)}</title>
        </Icon>
      ))}
    </HStack>
  );
}
