import { leagueDate, type MyPredictionResponse } from '@isl/contracts';
import { Card, Container, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MatchTeamsRow } from '../../../components/MatchTeamsRow';
import { QueryState } from '../../../components/QueryState';
import { matchDateLabel } from '../../../lib/matches/match-date-label';
import { useMyPredictions } from '../../../lib/predictions/my-predictions';
import { usePageTitle } from '../../../lib/use-page-title';
import { OutcomeBadge } from './OutcomeBadge';
import { CallExtras, SettledPoints } from './PredictionPoints';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { PageHeading } from '../../../components/PageHeading';

function validDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function MyPredictionCard({ item, now }: { item: MyPredictionResponse; now: Date }) {
  const { t } = useTranslation();
  const { match } = item;
  const matchDate = validDate(match.matchDate);
  const predictedOn = validDate(item.createdAt);
  const points = item.pointsEarned ?? item.pointsAwarded ?? 0;

  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="3">
        <Flex justify="space-between" align="start" gap="2">
          <Text textStyle="xs" color="fg.muted">
            <bdi>{matchDate ? matchDateLabel(matchDate.toISOString(), now, t) : t('predictions.my.unknownDate')}</bdi>
          </Text>
          <OutcomeBadge prediction={item.prediction} match={match} />
        </Flex>
        {/* Spec: the final score once the match is finished. */}
        <MatchTeamsRow match={match} score="final" />
        <Flex justify="space-between" align="center" gap="2" wrap="wrap" textStyle="sm">
          <Text>{t('predictions.my.yourPrediction', { outcome: t(`predictions.outcomes.${item.prediction}`) })}</Text>
          <Text fontWeight="bold" color={points > 0 ? 'green.fg' : 'fg.muted'}>
            {t('user.points', { points })}
          </Text>
        </Flex>
        <CallExtras prediction={item} justify="start" />
        <SettledPoints prediction={item} now={now} />
        <Text textStyle="xs" color="fg.muted">
          {predictedOn
            ? t('predictions.my.predictedOn', {
                date: t('dates.dayMonth', { month: t(`dates.months.${leagueDate(predictedOn).month}`), day: leagueDate(predictedOn).day }),
              })
            : t('predictions.my.predictedOn', { date: t('predictions.my.unknownDate') })}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function MyPredictionsList() {
  const { t } = useTranslation();
  const now = new Date();
  return (
    <QueryState
      query={useMyPredictions()}
      errorTitle={t('predictions.my.error')}
      emptyTitle={t('predictions.my.emptyTitle')}
      emptyDescription={t('predictions.my.emptyText')}
    >
      {(mine) => (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {mine.map((item) => (
            <MyPredictionCard key={item.id} item={item} now={now} />
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}

/** My Predictions (/my-predictions): signed in only. */
export default function MyPredictionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.myPredictions'));
  return (
    <RequireSignIn>
      {() => (
        <Container maxW="6xl" py="8">
          <Stack gap="6">
            <PageHeading title={t('predictions.my.title')} subtitle={t('predictions.my.subtitle')} />
            <MyPredictionsList />
          </Stack>
        </Container>
      )}
    </RequireSignIn>
  );
}
