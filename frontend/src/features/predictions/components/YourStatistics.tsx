import { accuracyPercent, type UserResponse } from '@isl/contracts';
import { Badge, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuMedal } from 'react-icons/lu';
import { Panel } from '../../../components/Panel';
import { Stat } from '../../../components/Stat';
import { YourBadges } from '../../../components/YourBadges';
import { usePredictionCounts } from '../../../lib/predictions/my-predictions';
import { useMyStanding } from '../api/get-my-standing';
import { MEDAL_COLORS, MEDAL_KEYS } from './Leaderboard';

/**
 * The signed-in fan's predictions: all of them, those awaiting a result (from the fan's own list) beside the
 * settled ones with their correct calls, accuracy and streak (from the account, which settlement keeps), and
 * their rank on the month's leaderboard once they have one (none in private mode), and a row of their badges.
 */
export function YourStatistics({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const standing = useMyStanding({ period: 'month' }).data?.entry?.rank;
  const rank = user.hiddenFromLeaderboards ? undefined : standing;
  const { total, awaiting, settled, correct } = usePredictionCounts(user);
  const medal = rank !== undefined ? MEDAL_COLORS[rank] : undefined;

  return (
    <Panel
      title={t('predictions.stats.title')}
      actions={
        rank !== undefined ? (
          <Badge size="lg" bg={medal?.bg} color={medal?.color} colorPalette="brand" variant={medal ? undefined : 'solid'} data-testid="rank-badge">
            <HStack gap="1">
              {medal ? <LuMedal aria-label={t(`predictions.leaderboard.medals.${MEDAL_KEYS[rank]}`, { rank })} /> : null}
              <bdi>{t('predictions.stats.rank', { rank })}</bdi>
            </HStack>
          </Badge>
        ) : null
      }
    >
      <Stack gap="4">
      <SimpleGrid columns={2} gap="3">
        <Stat label={t('predictions.stats.total')} value={total} />
        <Stat label={t('predictions.stats.awaiting')} value={awaiting} />
        <Stat label={t('predictions.stats.settled')} value={settled} />
        <Stat label={t('predictions.stats.correct')} value={correct} />
        <Stat label={t('predictions.stats.accuracy')} value={`${accuracyPercent(correct, settled)}%`} />
        <Stat label={t('predictions.stats.streak')} value={user.winStreak ?? 0} />
      </SimpleGrid>
      <YourBadges variant="row" />
      </Stack>
    </Panel>
  );
}
