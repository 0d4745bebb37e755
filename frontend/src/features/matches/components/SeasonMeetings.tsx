import type { MatchResponse } from '@isl/contracts';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MatchDayList } from '../../../components/MatchRow';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { useMatchMeetings } from '../../../lib/matches/get-match-meetings';

/** One list of meetings under its heading, or a line saying there is none. */
function Meetings({ title, empty, matches }: { title: string; empty: string; matches: MatchResponse[] }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {matches.length ? <MatchDayList matches={matches} headingLevel="h3" /> : <Text color="fg.muted">{empty}</Text>}
    </Stack>
  );
}

/**
 * The head-to-head: the two clubs' other meetings this season (a double round robin: home and away), and their last
 * five results in any season the database knows.
 */
export function SeasonMeetings({ match }: { match: MatchResponse }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('matchCentre.meetings.headToHead')}>
      <QueryState query={useMatchMeetings(match.id)} errorTitle={t('matches.error')}>
        {(meetings) => (
          <Stack gap="5">
            <Meetings title={t('matchCentre.meetings.title')} empty={t('matchCentre.meetings.empty')} matches={meetings.season} />
            <Meetings title={t('matchCentre.meetings.lastFive')} empty={t('matchCentre.meetings.lastFiveEmpty')} matches={meetings.lastFive} />
          </Stack>
        )}
      </QueryState>
    </Panel>
  );
}
