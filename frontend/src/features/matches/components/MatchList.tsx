import { pageCount, type MatchListKind, type MatchResponse } from '@isl/contracts';
import { Button, Card } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTarget } from 'react-icons/lu';
import { RouterLink } from '../../../components/RouterLink';
import { MatchDayList } from '../../../components/MatchRow';
import { Pager } from '../../../components/Pager';
import { QueryState } from '../../../components/QueryState';
import { useMatchPage } from '../../../lib/matches/get-match-page';
import { useSeasonParam, useShownSeason } from '../../../lib/season';
import { ALL_ROUNDS, type MatchesView } from '../lib/matches-view';

interface MatchListProps {
  list: MatchListKind;
  /** The round shown, or all; undefined while the default round is worked out. */
  round: MatchesView['round'];
  club: number | undefined;
  page: number;
  onPage: (page: number) => void;
}

/**
 * Spec: a Predict button on scheduled matches. From tablet width up: on a phone the row's width goes to the
 * club names, and the Predictions page is a tap away.
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

/**
 * One page of fixtures or results of the picked round and club, in dense rows under a heading per day. Kept as it
 * is while its props are: the page re-renders as the live matches' polling stops (the socket connecting), and
 * redrew every row with it.
 */
export const MatchList = memo(function MatchList({ list, round, club, page, onPage }: MatchListProps) {
  const { t } = useTranslation();
  const { season } = useSeasonParam();
  // Another season's fixtures are only read: predictions are made on the current season's.
  const { readOnly } = useShownSeason();
  const query = useMatchPage({ kind: list, season, round: round === ALL_ROUNDS ? undefined : round, teamId: club, page }, { enabled: round !== undefined });
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
          <Card.Root>
            <Card.Body px={{ base: '0', md: '4' }} py="3">
              <MatchDayList matches={data.items} action={readOnly ? undefined : (match) => <PredictAction match={match} />} />
            </Card.Body>
          </Card.Root>
          <Pager page={data.page} pages={pageCount(data.total, data.limit)} onPage={onPage} />
        </>
      )}
    </QueryState>
  );
});
