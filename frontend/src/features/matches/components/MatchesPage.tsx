import { SEASON, type MatchResponse } from '@isl/contracts';
import { Container, Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ltr } from '../../../lib/bidi';
import { MatchGrid } from '../../../components/MatchGrid';
import type { QueryLike } from '../../../components/QueryState';
import { useRecentMatches } from '../../../lib/matches/get-recent-matches';
import { useUpcomingMatches } from '../../../lib/matches/get-upcoming-matches';
import { MatchCard } from './MatchCard';
import { PageHeading } from '../../../components/PageHeading';

function MatchList({ query, emptyKey }: { query: QueryLike<MatchResponse[]>; emptyKey: string }) {
  const { t } = useTranslation();
  return (
    <MatchGrid query={query} emptyTitle={t(emptyKey)}>
      {(match, now) => <MatchCard key={match.id} match={match} now={now} />}
    </MatchGrid>
  );
}

// Each tab's component mounts only while its tab is open, so each list loads only while active.
function UpcomingMatches() {
  return <MatchList query={useUpcomingMatches()} emptyKey="matches.emptyUpcoming" />;
}

function RecentResults() {
  return <MatchList query={useRecentMatches()} emptyKey="matches.emptyResults" />;
}

export default function MatchesPage() {
  const { t } = useTranslation();
  return (
    <Container maxW="6xl" py="8">
      <Stack gap="6">
        <PageHeading title={t('matches.title')} subtitle={t('matches.subtitle', { season: ltr(SEASON) })} />
        <Tabs.Root defaultValue="upcoming" lazyMount unmountOnExit variant="line" colorPalette="brand">
          <Tabs.List>
            <Tabs.Trigger value="upcoming">{t('matches.upcoming')}</Tabs.Trigger>
            <Tabs.Trigger value="results">{t('matches.results')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="upcoming" pt="6">
            <UpcomingMatches />
          </Tabs.Content>
          <Tabs.Content value="results" pt="6">
            <RecentResults />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
