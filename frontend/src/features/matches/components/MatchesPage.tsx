import type { MatchListKind } from '@isl/contracts';
import { Container, Flex, Stack, Tabs } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading';
import { SeasonPicker } from '../../../components/SeasonPicker';
import { ltr } from '../../../lib/bidi';
import { useShownSeason } from '../../../lib/season';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDefaultRound } from '../hooks/use-default-round';
import { useMatchesView } from '../hooks/use-matches-view';
import { ALL_ROUNDS } from '../lib/matches-view';
import { LiveNow } from './LiveNow';
import { MatchFilters } from './MatchFilters';
import { MatchList } from './MatchList';

/**
 * /matches: what is live, then the fixtures or results of a round and/or a club, a page at a time. Unless a
 * round is picked, the lists open on the current round, or on the whole season for a club (its current round
 * alone would hide every fixture but one). The address holds the list, round, club and page, so a link or a
 * reload keeps them.
 */
export default function MatchesPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.matches'));
  const [view, show] = useMatchesView();
  const wholeSeason = view.round === undefined && view.club !== undefined;
  const defaultRound = useDefaultRound(view.list, view.round === undefined && !wholeSeason);
  const round = view.round ?? (wholeSeason ? ALL_ROUNDS : defaultRound);
  const { season, readOnly } = useShownSeason();
  const showPage = useCallback((page: number) => show({ page }), [show]);

  return (
    <Container maxW="4xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <Flex justify="space-between" align="end" gap="3" wrap="wrap">
          <PageHeading title={t('matches.title')} subtitle={season ? t('matches.subtitle', { season: ltr(season.label) }) : ''} />
          <SeasonPicker />
        </Flex>
        {/* What is live belongs to the current season only. */}
        {readOnly ? null : <LiveNow />}
        <Tabs.Root
          value={view.list}
          onValueChange={({ value }) => show({ list: value as MatchListKind })}
          lazyMount
          unmountOnExit
          variant="line"
          colorPalette="brand"
        >
          <Tabs.List>
            <Tabs.Trigger value="fixtures">{t('matches.fixtures')}</Tabs.Trigger>
            <Tabs.Trigger value="results">{t('matches.results')}</Tabs.Trigger>
          </Tabs.List>
          <Stack gap="4" pt="4">
            <MatchFilters
              round={round}
              club={view.club}
              onRound={(picked) => show({ round: picked })}
              onClub={(club) => show({ club })}
            />
            {(['fixtures', 'results'] as const).map((list) => (
              <Tabs.Content key={list} value={list} p="0">
                <MatchList list={list} round={round} club={view.club} page={view.page} onPage={showPage} />
              </Tabs.Content>
            ))}
          </Stack>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
