import { accuracyPercent, type UserResponse } from '@isl/contracts';
import { Badge, HStack, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuMedal } from 'react-icons/lu';
import { Panel } from '../../../components/Panel';
import { Stat } from '../../../components/Stat';
import { useMyStanding } from '../api/get-my-standing';
import { MEDAL_COLORS, MEDAL_KEYS } from './Leaderboard';

/** The signed-in fan's counts, accuracy and streak, with their rank on the month's leaderboard once they have one. */
export function YourStatistics({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const rank = useMyStanding('month').data?.entry?.rank;
  const medal = rank !== undefined ? MEDAL_COLORS[rank] : undefined;
  const total = user.totalPredictions ?? 0;
  const correct = user.correctPredictions ?? 0;

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
      <SimpleGrid columns={2} gap="3">
        <Stat label={t('predictions.stats.total')} value={total} />
        <Stat label={t('predictions.stats.correct')} value={correct} />
        <Stat label={t('predictions.stats.accuracy')} value={`${accuracyPercent(correct, total)}%`} />
        <Stat label={t('predictions.stats.streak')} value={user.winStreak ?? 0} />
      </SimpleGrid>
    </Panel>
  );
}
