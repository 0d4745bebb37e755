import { UPCOMING_PREDICTIONS_SHOWN, type MatchResponse, type UserResponse } from '@isl/contracts';
import { Badge, Container, Flex, Grid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuTrophy } from 'react-icons/lu';
import { Panel } from '../../../components/Panel';
import { SeasonPicker } from '../../../components/SeasonPicker';
import { ltr } from '../../../lib/bidi';
import { useSeasonParam } from '../../../lib/season';
import { usePageTitle } from '../../../lib/use-page-title';
import { useWaitingPrediction } from '../../../lib/waiting-writes';
import { QueryState } from '../../../components/QueryState';
import { SkeletonList } from '../../../components/SkeletonList';
import { useMatchesToPredict } from '../api/get-matches-to-predict';
import { useUserPrediction } from '../api/get-user-prediction';
import { Leaderboard } from './Leaderboard';
import { PredictionCard } from './PredictionCard';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { YourStatistics } from './YourStatistics';
import { PageHeading } from '../../../components/PageHeading';

const LOADING_CARDS = 3;

/**
 * A match's card with the fan's prediction: the api's, or the one kept on the phone. Both are read here, so the
 * answer of a prediction sent later is in hand when it stops waiting (no flash of the form in between).
 */
function MatchPrediction({ match }: { match: MatchResponse }) {
  const { data, isError, isFetching, refetch } = useUserPrediction(match.id);
  const waiting = useWaitingPrediction(match.id);
  return <PredictionCard match={match} prediction={data} onRetry={isError && !isFetching ? () => void refetch() : undefined} waiting={waiting?.body} />;
}

function UpcomingPredictions() {
  const { t } = useTranslation();
  return (
    <QueryState
      query={useMatchesToPredict()}
      errorTitle={t('matches.error')}
      emptyTitle={t('predictions.upcoming.emptyTitle')}
      emptyDescription={t('predictions.upcoming.emptyText')}
      loading={<SkeletonList count={LOADING_CARDS} height="56" gap="4" rounded="lg" />}
    >
      {(matches) => (
        <Stack as="ul" listStyleType="none" gap="4">
          {matches.slice(0, UPCOMING_PREDICTIONS_SHOWN).map((match) => (
            <MatchPrediction key={match.id} match={match} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

export function PredictionsScreen({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  // The picker changes the leaderboard only: the calls to make are always the current season's.
  const { season } = useSeasonParam();
  const points = user.predictionPoints ?? 0;
  return (
    <Container maxW="6xl" py="8">
      <Stack gap="6">
        <Flex justify="space-between" align="end" gap="4" wrap="wrap">
          <PageHeading title={t('predictions.title')} subtitle={t('predictions.subtitle')} />
          <Badge size="lg" bg="yellow.400" color="gray.950" px="3" py="1.5">
            <LuTrophy aria-hidden />
            {t('predictions.yourPoints', { points })}
          </Badge>
        </Flex>
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
          <Panel title={t('predictions.upcoming.title')}>
            <UpcomingPredictions />
          </Panel>
          <Stack gap="6">
            <Panel title={season ? t('predictions.leaderboard.seasonTitle', { season: ltr(season) }) : t('predictions.leaderboard.title')} actions={<SeasonPicker />}>
              <Leaderboard userId={user.id} hidden={user.hiddenFromLeaderboards} />
            </Panel>
            <YourStatistics user={user} />
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}

/** The Match Predictions screen (/predictions): signed in only. */
export default function PredictionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.predictions'));
  return <RequireSignIn>{(user) => <PredictionsScreen user={user} />}</RequireSignIn>;
}
