import type { MatchResponse } from '@isl/contracts';
import { Container, Field, Flex, Heading, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleLinks } from '../../../components/ConsoleLinks';
import { MatchGrid } from '../../../components/MatchGrid';
import { OptionSelect } from '../../../components/OptionSelect';
import { roundOptions } from '../../../lib/rounds';
import { useCurrentSeason } from '../../../lib/season';
import type { QueryLike } from '../../../components/QueryState';
import { useLiveMatches } from '../../../lib/matches/get-live-matches';
import { useMatches } from '../../../lib/matches/get-matches';
import { useTodayMatches } from '../../../lib/matches/get-today-matches';
import { usePageTitle } from '../../../lib/use-page-title';
import { OperatorMatchCard } from './OperatorMatchCard';
import { PageHeading } from '../../../components/PageHeading';

/** Live matches (one may have kicked off yesterday evening) and today's, once each, the newest copy of each. */
function liveAndToday(live: MatchResponse[] = [], today: MatchResponse[] = []): MatchResponse[] {
  const byId = new Map<number, MatchResponse>();
  for (const match of [...live, ...today]) {
    const held = byId.get(match.id);
    if (!held || match.version > held.version) byId.set(match.id, match);
  }
  return [...byId.values()].sort((a, b) => a.matchDate.localeCompare(b.matchDate) || a.id - b.id);
}

function TodaySection() {
  const { t } = useTranslation();
  const headingId = useId();
  const live = useLiveMatches();
  const today = useTodayMatches({ enabled: true });
  const both: QueryLike<MatchResponse[]> = {
    data: liveAndToday(live.data, today.data),
    isPending: live.isPending || today.isPending,
    // One list failing still leaves the other's matches to run.
    isError: live.isError && today.isError,
    refetch: () => Promise.all([live.refetch(), today.refetch()]),
  };
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="lg" id={headingId}>
        {t('console.todayTitle')}
      </Heading>
      <MatchGrid query={both} emptyTitle={t('console.todayEmpty')} card={OperatorMatchCard} />
    </Stack>
  );
}

function RoundSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const [round, setRound] = useState<number | null>(null);
  const rounds = useCurrentSeason()?.rules.rounds ?? 0;
  const matches = useMatches({ round: round ?? undefined }, { enabled: round !== null });
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="lg" id={headingId}>
        {t('console.roundTitle')}
      </Heading>
      <Field.Root maxW="xs">
        <Field.Label>{t('console.roundLabel')}</Field.Label>
        <OptionSelect
          value={String(round ?? '')}
          options={[{ value: '', label: t('console.roundNone') }, ...roundOptions(t, rounds)]}
          onChange={(picked) => setRound(picked ? Number(picked) : null)}
        />
      </Field.Root>
      {round !== null ? <MatchGrid query={matches} emptyTitle={t('console.roundEmpty')} card={OperatorMatchCard} /> : null}
    </Stack>
  );
}

/** /admin/matches: where an operator runs match days; every change reaches fans through the socket. Links to the editors' review and the data desk. */
export default function MatchConsolePage() {
  const { t } = useTranslation();
  usePageTitle(t('console.title'));
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap="8">
        <Flex justify="space-between" align="start" gap="4" wrap="wrap">
          <PageHeading title={t('console.title')} subtitle={t('console.subtitle')} />
          <ConsoleLinks current="/admin/matches" />
        </Flex>
        <TodaySection />
        <RoundSection />
      </Stack>
    </Container>
  );
}
