import type { MatchResponse } from '@isl/contracts';
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { useMatches } from '../../../lib/matches/get-matches';
import { matchDateLabel } from '../../../lib/matches/match-date-label';
import { MatchRows } from './MatchRow';

/** The two clubs' other meetings this season (a double round robin: home and away), from the home club's fixtures. */
export function SeasonMeetings({ match }: { match: MatchResponse }) {
  const { t } = useTranslation();
  const fixtures = useMatches({ teamId: match.homeTeamId });
  const meetings = fixtures.data?.filter((other) => other.id !== match.id && (other.homeTeamId === match.awayTeamId || other.awayTeamId === match.awayTeamId));
  const now = new Date();
  return (
    <Panel title={t('matchCentre.meetings.title')}>
      <QueryState query={{ ...fixtures, data: meetings }} errorTitle={t('matches.error')} emptyTitle={t('matchCentre.meetings.empty')}>
        {(others) => (
          <MatchRows
            matches={others}
            details={(other) => (
              <Text textStyle="xs" color="fg.muted" textAlign="center">
                <bdi>{matchDateLabel(other.matchDate, now, t)}</bdi>
              </Text>
            )}
          />
        )}
      </QueryState>
    </Panel>
  );
}
