import type { MatchResponse } from '@isl/contracts';
import { useTranslation } from 'react-i18next';
import { MatchDayList } from '../../../components/MatchRow';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { useMatches } from '../../../lib/matches/get-matches';

/** The two clubs' other meetings this season (a double round robin: home and away), from the home club's fixtures. */
export function SeasonMeetings({ match }: { match: MatchResponse }) {
  const { t } = useTranslation();
  const fixtures = useMatches({ teamId: match.homeTeamId });
  const meetings = fixtures.data?.filter((other) => other.id !== match.id && (other.homeTeamId === match.awayTeamId || other.awayTeamId === match.awayTeamId));
  return (
    <Panel title={t('matchCentre.meetings.title')}>
      <QueryState query={{ ...fixtures, data: meetings }} errorTitle={t('matches.error')} emptyTitle={t('matchCentre.meetings.empty')}>
        {(others) => <MatchDayList matches={others} headingLevel="h3" />}
      </QueryState>
    </Panel>
  );
}
