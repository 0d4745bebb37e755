import { SEASON, type MatchResponse } from '@isl/contracts';
import { Button, Card, Container, Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuTarget } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ltr } from '../../../lib/bidi';
import { MatchDayList } from '../../../components/MatchRow';
import { QueryState, type QueryLike } from '../../../components/QueryState';
import { useRecentMatches } from '../../../lib/matches/get-recent-matches';
import { useUpcomingMatches } from '../../../lib/matches/get-upcoming-matches';
import { PageHeading } from '../../../components/PageHeading';

/**
 * Spec: a Predict button on scheduled matches. From tablet width up: on a phone the row's width goes to the
 * club names, and the Predictions tab is a tap away.
 */
function PredictAction({ match }: { match: MatchResponse }) {
  const { t } = useTranslation();
  if (match.status !== 'scheduled') return null;
  return (
    <Button asChild size="xs" variant="outline" colorPalette="brand" hideBelow="md">
      <RouterLink to="/predictions">
        <LuTarget aria-hidden />
        {t('matches.predict')}
      </RouterLink>
    </Button>
  );
}

function MatchList({ query, emptyTitle }: { query: QueryLike<MatchResponse[]>; emptyTitle: string }) {
  const { t } = useTranslation();
  return (
    <Card.Root>
      <Card.Body px={{ base: '0', md: '4' }} py="3">
        <QueryState query={query} errorTitle={t('matches.error')} emptyTitle={emptyTitle}>
          {(matches) => <MatchDayList matches={matches} action={(match) => <PredictAction match={match} />} />}
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}

// Each tab's component mounts only while its tab is open, so each list loads only while active.
function UpcomingMatches() {
  const { t } = useTranslation();
  return <MatchList query={useUpcomingMatches()} emptyTitle={t('matches.emptyUpcoming')} />;
}

function RecentResults() {
  const { t } = useTranslation();
  return <MatchList query={useRecentMatches()} emptyTitle={t('matches.emptyResults')} />;
}

export default function MatchesPage() {
  const { t } = useTranslation();
  return (
    <Container maxW="4xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <PageHeading title={t('matches.title')} subtitle={t('matches.subtitle', { season: ltr(SEASON) })} />
        <Tabs.Root defaultValue="upcoming" lazyMount unmountOnExit variant="line" colorPalette="brand">
          <Tabs.List>
            <Tabs.Trigger value="upcoming">{t('matches.upcoming')}</Tabs.Trigger>
            <Tabs.Trigger value="results">{t('matches.results')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="upcoming" pt="4">
            <UpcomingMatches />
          </Tabs.Content>
          <Tabs.Content value="results" pt="4">
            <RecentResults />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
