import type { LeagueSummary } from '@isl/contracts';
import { Flex, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BidiList } from '../../../components/BidiList';
import { QueryState } from '../../../components/QueryState';
import { RouterLink } from '../../../components/RouterLink';
import { SkeletonList } from '../../../components/SkeletonList';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { useMyLeagues } from '../../../lib/leagues/my-leagues';
import { useLeagueName } from '../hooks/use-league-name';
import { GameBadge } from './GameBadge';
import { OneLineName } from './OneLineName';
import { MemberCount } from './MemberCount';

function LeagueRow({ league }: { league: LeagueSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = useLeagueName(league);
  return (
    <LinkBox as="li" borderWidth="1px" rounded="md" px="3" py="2.5" _hover={{ bg: 'bg.muted' }} data-league={league.id}>
      <Flex align="center" gap="3">
        <Stack gap="1" flex="1" minW="0">
          <LinkOverlay asChild>
            <RouterLink to={`/leagues/${league.id}`}>
              <OneLineName name={name} fontWeight="semibold" />
            </RouterLink>
          </LinkOverlay>
          <Flex align="center" gap="2" wrap="wrap" textStyle="xs" color="fg.muted">
            <GameBadge game={league.game} />
            <MemberCount count={league.memberCount} />
          </Flex>
        </Stack>
        {/* A list of the fan's own leagues: a place in each (null only for a league they are not in). */}
        {league.myRank === null ? null : (
          <Text textStyle="sm" textAlign="end" flexShrink="0">
            <BidiList
              items={[
                t('leagues.rank', { rank: formatNumber(league.myRank, language) }),
                t('leagues.points', { points: formatNumber(league.myPoints, language) }),
              ]}
            />
          </Text>
        )}
      </Flex>
    </LinkBox>
  );
}

/** The fan's leagues (their own and their clubs'), each with its game, their place and points, and its size. */
export function MyLeagues() {
  const { t } = useTranslation();
  return (
    <QueryState
      query={useMyLeagues()}
      errorTitle={t('leagues.mine.error')}
      emptyTitle={t('leagues.mine.emptyTitle')}
      emptyDescription={t('leagues.mine.emptyText')}
      loading={<SkeletonList count={3} height="16" gap="2" rounded="md" />}
    >
      {(leagues) => (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t('leagues.mine.title')}>
          {leagues.map((league) => (
            <LeagueRow key={league.id} league={league} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
