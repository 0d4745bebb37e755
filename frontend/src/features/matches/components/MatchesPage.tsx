import { SEASON } from '@isl/contracts';
import { Container, Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ltr } from '../../../lib/bidi';
import { MatchGrid } from '../../../components/MatchGrid';
import { useRecentMatches } from '../../../lib/matches/get-recent-matches';
import { useUpcomingMatches } from '../../../lib/matches/get-upcoming-matches';
import { MatchCard } from './MatchCard';
import { PageHeading } from '../../../components/PageHeading';

// Each tab's component mounts only while its tab is open, so each list loads only while active.
function UpcomingMatches() {
  const { t } = useTranslation();
  return <MatchGrid query={useUpcomingMatches()} emptyTitle={t('matches.emptyUpcoming')} card={MatchCard} />;
}

function RecentResults() {
  const { t } = useTranslation();
  return <MatchGrid query={useRecentMatches()} emptyTitle={t('matches.emptyResults')} card={MatchCard} />;
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
