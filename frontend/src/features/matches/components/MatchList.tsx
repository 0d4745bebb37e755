import { pageCount, type MatchListKind, type MatchPage } from '@isl/contracts';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useMatchPage } from '../../../lib/matches/get-match-page';
import { matchDayLabel } from '../../../lib/matches/match-date-label';
import { groupByDay } from '../lib/group-by-day';
import { ALL_ROUNDS, type MatchesView } from '../lib/matches-view';
import { MatchRows } from './MatchRow';

interface MatchListProps {
  list: MatchListKind;
  /** The round shown, or all; undefined while the default round is worked out. */
  round: MatchesView['round'];
  club: number | undefined;
  page: number;
  onPage: (page: number) => void;
}

function DayGroups({ page }: { page: MatchPage }) {
  const { t } = useTranslation();
  const now = new Date();
  return (
    <Stack gap="4">
      {groupByDay(page.items).map((day) => (
        <Box as="section" key={day.dayNumber} aria-label={matchDayLabel(day.matchDate, now, t)}>
          <Heading as="h2" textStyle="sm" fontWeight="semibold" color="fg.muted" pb="1" borderBottomWidth="1px" borderColor="border">
            {matchDayLabel(day.matchDate, now, t)}
          </Heading>
          <MatchRows matches={day.matches} />
        </Box>
      ))}
    </Stack>
  );
}

function Pager({ page, onPage }: { page: MatchPage; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = pageCount(page.total, page.limit);
  if (pages <= 1) return null;
  return (
    <Flex as="nav" aria-label={t('matches.pages.label')} justify="space-between" align="center" gap="3" pt="4">
      <Button size="sm" variant="outline" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        {t('matches.pages.previous')}
      </Button>
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {t('matches.pages.position', { page: page.page, pages })}
      </Text>
      <Button size="sm" variant="outline" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
        {t('matches.pages.next')}
      </Button>
    </Flex>
  );
}

/** One page of fixtures or results of the picked round and club, in dense rows under a heading per day. */
export function MatchList({ list, round, club, page, onPage }: MatchListProps) {
  const { t } = useTranslation();
  const query = useMatchPage({ kind: list, round: round === ALL_ROUNDS ? undefined : round, teamId: club, page }, { enabled: round !== undefined });
  return (
    <QueryState
      query={query}
      errorTitle={t('matches.error')}
      emptyTitle={t(`matches.empty.${list}`)}
      emptyDescription={t(`matches.empty.${list}Text`)}
      isEmpty={(data) => data.total === 0}
    >
      {(data) => (
        <>
          <DayGroups page={data} />
          <Pager page={data} onPage={onPage} />
        </>
      )}
    </QueryState>
  );
}
