import { LEADERBOARD_SHOWN, type LeaderboardEntry } from '@isl/contracts';
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { UserAvatar } from '../../../components/UserAvatar';
import { PrivateModeNote } from '../../../components/PrivateModeNote';
import { SkeletonList } from '../../../components/SkeletonList';
import { useSeasonParam } from '../../../lib/season';
import { useLeaderboard, type BoardChoice } from '../api/get-leaderboard';
import { useMyStanding } from '../api/get-my-standing';

/** Gold, silver and bronze for ranks 1 to 3. */
export const MEDAL_COLORS: Record<number, { bg: string; color: string }> = {
  1: { bg: 'yellow.400', color: 'gray.950' },
  2: { bg: 'gray.300', color: 'gray.950' },
  3: { bg: 'orange.600', color: 'white' },
};

export const MEDAL_KEYS: Record<number, string> = { 1: 'gold', 2: 'silver', 3: 'bronze' };

const LOADING_ROWS = 5;

function RankBadge({ rank }: { rank: number }) {
  const { t } = useTranslation();
  const medal = MEDAL_COLORS[rank];
  return (
    <Flex
      align="center"
      justify="center"
      boxSize="8"
      rounded="full"
      flexShrink="0"
      fontWeight="bold"
      textStyle="sm"
      bg={medal?.bg ?? 'bg.muted'}
      color={medal?.color ?? 'fg'}
      data-medal={MEDAL_KEYS[rank]}
      aria-label={MEDAL_KEYS[rank] ? t(`predictions.leaderboard.medals.${MEDAL_KEYS[rank]}`, { rank }) : t('predictions.leaderboard.rank', { rank })}
    >
      <bdi>{rank}</bdi>
    </Flex>
  );
}

function LeaderRow({ entry, isYou }: { entry: LeaderboardEntry; isYou: boolean }) {
  const { t } = useTranslation();
  const name = entry.displayName || t('user.fallbackName');
  return (
    <Flex
      as="li"
      align="center"
      gap="3"
      px="3"
      py="2"
      rounded="md"
      bg={isYou ? 'brand.subtle' : undefined}
      borderWidth={isYou ? '1px' : undefined}
      borderColor={isYou ? 'brand.solid' : undefined}
      aria-current={isYou ? 'true' : undefined}
    >
      <RankBadge rank={entry.rank} />
      <UserAvatar profileImageUrl={entry.profileImageUrl} />
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="semibold" truncate>
          <bdi>{name}</bdi>
          {isYou ? (
            <Text as="span" color="brand.fg" ms="1">
              {t('predictions.leaderboard.you')}
            </Text>
          ) : null}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {t('predictions.leaderboard.accuracy', { accuracy: entry.accuracy })}
        </Text>
      </Stack>
      <Text fontWeight="bold" flexShrink="0">
        {t('user.points', { points: entry.points })}
      </Text>
    </Flex>
  );
}

/**
 * "This Month's Leaders": the first 10 entries of the month's ranking, the same for everyone, with the fan's
 * own line highlighted in it, or below it when the fan ranks lower (that line is a call of its own). With a
 * season picked (see useSeasonParam), that season's ranking instead. A fan in private mode is on none of them,
 * and is told so instead.
 */
export function Leaderboard({ userId, hidden }: { userId: string; hidden: boolean }) {
  const { t } = useTranslation();
  const { season } = useSeasonParam();
  const board: BoardChoice = season === undefined ? { period: 'month' } : { period: 'season', season };
  const standing = useMyStanding(board).data?.entry;
  const mine = hidden ? undefined : standing;
  return (
    <Stack gap="2">
      <QueryState
        query={useLeaderboard(board)}
        errorTitle={t('predictions.leaderboard.error')}
        emptyTitle={t('predictions.leaderboard.emptyTitle')}
        emptyDescription={t('predictions.leaderboard.emptyText')}
        isEmpty={(board) => board.entries.length === 0}
        loading={<SkeletonList count={LOADING_ROWS} height="12" gap="2" rounded="md" />}
      >
        {(board) => {
          const shown = board.entries.slice(0, LEADERBOARD_SHOWN);
          return (
            <Stack gap="2">
              <Box as="ol" listStyleType="none" display="flex" flexDirection="column" gap="1">
                {shown.map((entry, index) => (
                  <LeaderRow key={index} entry={entry} isYou={entry.userId === userId} />
                ))}
              </Box>
              {mine && !shown.some((entry) => entry.userId === userId) ? (
                <Box as="ol" listStyleType="none" borderTopWidth="1px" pt="2" aria-label={t('predictions.leaderboard.yourPlace')}>
                  <LeaderRow entry={mine} isYou />
                </Box>
              ) : null}
            </Stack>
          );
        }}
      </QueryState>
      {hidden ? <PrivateModeNote /> : null}
    </Stack>
  );
}
