import type { TeamResponse } from '@isl/contracts';
import { Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormGuide } from '../../../components/FormGuide';
import { QueryState } from '../../../components/QueryState';
import { useSeasonRounds } from '../../../lib/teams/get-season-rounds';
import { roundsOf } from '../lib/season-rounds';
import { GoalsChart } from './GoalsChart';
import { PositionChart } from './PositionChart';

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" variant="outline" minW="0">
      <Card.Body gap="2">
        <Heading as="h4" size="sm">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * A club's season at a glance on its squad view: its last five results, its league position after each round and
 * its goals for and against round by round (the current season's).
 */
export function ClubSeasonCharts({ team }: { team: TeamResponse }) {
  const { t } = useTranslation();
  const headingId = useId();
  const seasonRounds = useSeasonRounds();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" size="lg" id={headingId}>
        {t('charts.club.title')}
      </Heading>
      <HStack gap="3" wrap="wrap">
        <Text textStyle="sm" color="fg.muted">
          {t('leagueTable.columns.formFull')}
        </Text>
        <FormGuide form={team.form} />
      </HStack>
      <QueryState
        query={seasonRounds}
        errorTitle={t('charts.club.error')}
        emptyTitle={t('charts.club.empty')}
        isEmpty={(season) => roundsOf(season.clubs, team.id).length === 0}
      >
        {(season) => {
          const rounds = roundsOf(season.clubs, team.id);
          return (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <ChartCard title={t('charts.position.title')}>
                <PositionChart team={team} rounds={rounds} teamCount={season.clubs.length} />
              </ChartCard>
              <ChartCard title={t('charts.goals.title')}>
                <GoalsChart team={team} rounds={rounds} />
              </ChartCard>
            </SimpleGrid>
          );
        }}
      </QueryState>
    </Stack>
  );
}
