import type { SquadLeaderboardEntry } from '@isl/contracts';
import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/Panel';
import { PrivateModeNote } from '../../../components/PrivateModeNote';
import { QueryState } from '../../../components/QueryState';
import { UserAvatar } from '../../../components/UserAvatar';
import { useCurrentUser } from '../../../lib/current-user';
import { useSquadLeaderboard, type SquadBoardChoice } from '../api/get-squad-leaderboard';

function Row({ entry }: { entry: SquadLeaderboardEntry }) {
  const { t } = useTranslation();
  return (
    <Flex as="li" align="center" gap="3" px="2" py="1.5" rounded="md" bg={entry.isCurrentUser ? 'brand.subtle' : undefined} aria-current={entry.isCurrentUser ? 'true' : undefined}>
      <Text w="8" fontWeight="bold" textAlign="center">
        <bdi>{entry.rank}</bdi>
      </Text>
      <UserAvatar profileImageUrl={entry.profileImageUrl} size="xs" />
      <Text flex="1" truncate>
        <bdi>{entry.displayName || t('user.fallbackName')}</bdi>
      </Text>
      <Text fontWeight="bold">{t('squad.leaderboard.points', { points: entry.totalPoints })}</Text>
    </Flex>
  );
}

/**
 * A round's top 10 squads, and the fan's own place when outside them: of the current season, or of `season`
 * (without a `week`, its last round played). A fan in private mode is left out of it, and told so.
 */
export function SquadLeaderboard({ week, season }: SquadBoardChoice) {
  const { t } = useTranslation();
  const query = useSquadLeaderboard({ week, season });
  const shownWeek = week ?? query.data?.week;
  const hidden = useCurrentUser().user?.hiddenFromLeaderboards ?? false;
  return (
    <Panel title={t('squad.leaderboard.title')} subtitle={shownWeek === undefined ? undefined : t('squad.round', { week: shownWeek })}>
      <Stack gap="2">
      <QueryState query={query} errorTitle={t('squad.errors.load')} emptyTitle={t('squad.leaderboard.empty')} isEmpty={(board) => board.entries.length === 0}>
        {(board) => (
          <Stack gap="2">
            <Stack as="ol" listStyleType="none" gap="1">
              {board.entries.map((entry, index) => (
                <Row key={index} entry={entry} />
              ))}
            </Stack>
            {board.you && !hidden ? (
              <Stack as="ol" listStyleType="none" borderTopWidth="1px" pt="2" aria-label={t('squad.leaderboard.you')}>
                <Row entry={board.you} />
              </Stack>
            ) : null}
            <Text textStyle="xs" color="fg.muted">
              {t('squad.leaderboard.squads', { count: board.squads })}
            </Text>
          </Stack>
        )}
      </QueryState>
      {hidden ? <PrivateModeNote /> : null}
      </Stack>
    </Panel>
  );
}
