import { projectedStandings, type MatchResponse, type TeamResponse } from '@isl/contracts';
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/bidi';
import { CompactStandings, type CompactStandingRow } from '../../../components/CompactStandings';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import { useLiveMatches } from '../../../lib/matches/get-live-matches';
import { useTeams } from '../../../lib/teams/get-teams';

/** The table as it would be if every live score held, the two clubs of the match marked. */
function LiveTable({ match, teams }: { match: MatchResponse; teams: TeamResponse[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const live = useLiveMatches();
  // This match counts even before the live list has caught up with its kick-off; a match of the list that has
  // just finished is in the table already (or will be when it is refetched), so it does not count twice.
  const scores = [match, ...(live.data ?? []).filter((other) => other.id !== match.id && other.status === 'live')];
  const rows: CompactStandingRow[] = projectedStandings(teams, scores).map(({ team, standing, position, previousPosition, isPlaying }) => ({
    teamId: team.id,
    name: localizedName(team, language),
    position,
    standing,
    movement: previousPosition - position,
    highlighted: team.id === match.homeTeamId || team.id === match.awayTeamId,
    isPlaying,
  }));
  return (
    <Stack gap="3">
      <CompactStandings rows={rows} caption={t('matchCentre.table.liveTitle')} />
      {rows
        .filter((row) => row.highlighted)
        .map((row) => (
          <Text key={row.teamId} textStyle="sm">
            {t(movementKey(row.movement ?? 0), { team: isolate(row.name), position: row.position })}
          </Text>
        ))}
    </Stack>
  );
}

/** What the live table says of one of the match's clubs: up, down or where it was. */
const movementKey = (movement: number) =>
  movement > 0 ? 'matchCentre.table.wouldRise' : movement < 0 ? 'matchCentre.table.wouldFall' : 'matchCentre.table.wouldStay';

/** The two clubs' rows of the table as it stands. */
function ClubsInTable({ match, teams }: { match: MatchResponse; teams: TeamResponse[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows: CompactStandingRow[] = teams
    .map((team, index) => ({ team, position: team.currentPosition ?? index + 1 }))
    .filter(({ team }) => team.id === match.homeTeamId || team.id === match.awayTeamId)
    .map(({ team, position }) => ({ teamId: team.id, name: localizedName(team, language), position, standing: team }));
  return <CompactStandings rows={rows} caption={t('matchCentre.table.title')} />;
}

/**
 * During play the live table (FotMob's: the standings if the scores held, computed by the contracts' one rule
 * over the table and the live scores the app already has); otherwise where the two clubs stand.
 */
export function MatchTable({ match }: { match: MatchResponse }) {
  const { t } = useTranslation();
  const isLive = match.status === 'live';
  return (
    <Panel title={t(isLive ? 'matchCentre.table.liveTitle' : 'matchCentre.table.title')} subtitle={isLive ? t('matchCentre.table.liveText') : undefined}>
      <QueryState query={useTeams()} errorTitle={t('leagueTable.errorTitle')} emptyTitle={t('leagueTable.empty')}>
        {(teams) => (isLive ? <LiveTable match={match} teams={teams} /> : <ClubsInTable match={match} teams={teams} />)}
      </QueryState>
    </Panel>
  );
}
