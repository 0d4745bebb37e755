import type { LeagueGame } from '@isl/contracts';
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuShirt, LuTarget } from 'react-icons/lu';

const GAME_ICONS = { predictions: LuTarget, squad: LuShirt } as const;

/** Which game a league ranks: predictions or the weekly squad. */
export function GameBadge({ game }: { game: LeagueGame }) {
  const { t } = useTranslation();
  const Icon = GAME_ICONS[game];
  return (
    <Badge colorPalette={game === 'predictions' ? 'brand' : 'purple'} variant="subtle" flexShrink="0">
      <Icon aria-hidden />
      {t(`leagues.games.${game}`)}
    </Badge>
  );
}
