import { shortClubName, type SeasonRoundsResponse, type TeamResponse } from '@isl/contracts';
import { Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChartLegend } from '../../../components/charts/ChartLegend';
import { axisTicks, niceStep } from '../../../components/charts/chart-scale';
import { LineChart } from '../../../components/charts/LineChart';
import { SERIES_STYLES, seriesColors } from '../../../components/charts/series-styles';
import { SeriesSwatch } from '../../../components/charts/SeriesMarker';
import { QueryState } from '../../../components/QueryState';
import { isolate } from '../../../lib/bidi';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import { useSeasonRounds } from '../../../lib/teams/get-season-rounds';
import { useTeams } from '../../../lib/teams/get-teams';
import { noRoundPlayed, raceLeaders } from '../lib/season-rounds';

/** How many clubs the race follows: the top of the table, one line style each (SERIES_STYLES). */
export const RACE_SIZE = 5;

function RaceChart({ clubs, teams }: { clubs: SeasonRoundsResponse['clubs']; teams: readonly TeamResponse[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const leaders = raceLeaders(clubs, teams, RACE_SIZE);
  const colors = seriesColors(leaders.map(({ team }) => [team.primaryColor, team.secondaryColor]));
  const lines = leaders.map(({ team, rounds }, index) => ({
    id: team.id,
    color: colors[index],
    ...SERIES_STYLES[index],
    points: rounds.map((line) => ({ x: line.round, y: line.points })),
    team,
    now: rounds[rounds.length - 1],
  }));
  const leader = lines.at(0);
  if (!leader) return null;
  const last = leader.now.round;
  // Points only grow, so the leader's now are the most any line reaches.
  const step = niceStep(leader.now.points, 4);
  const top = Math.max(step, Math.ceil(leader.now.points / step) * step);
  const standings = lines.map(({ team, now }) => t('charts.pointsRace.club', { team: isolate(localizedName(team, language)), points: number(now.points) }));
  return (
    <>
      <LineChart
        label={t('charts.pointsRace.label')}
        height={180}
        xDomain={[1, last]}
        yDomain={[top, 0]}
        xTicks={axisTicks(1, last, niceStep(last - 1, 6))}
        yTicks={axisTicks(0, top, step)}
        xAxisLabel={t('charts.round')}
        // The leader's line is drawn last, on top of the others where they cross.
        series={[...lines].reverse()}
      />
      <ChartLegend
        items={lines.map(({ id, color, dash, marker, team, now }) => ({
          key: id,
          swatch: <SeriesSwatch color={color} dash={dash} marker={marker} />,
          label: (
            <Text as="span">
              <bdi>{shortClubName(team, language)}</bdi>{' '}
              <Text as="span" fontWeight="bold" color="fg">
                {number(now.points)}
              </Text>
            </Text>
          ),
        }))}
      />
      <VisuallyHidden>{t('charts.pointsRace.summary', { round: number(last), clubs: standings.join(t('charts.separator')) })}</VisuallyHidden>
    </>
  );
}

export interface PointsRaceProps {
  /** The season the table shows (undefined: the current one). */
  season: string | undefined;
}

/**
 * The race at the top of the table: the points of the five clubs placed highest after the last round, one line
 * each after every round, each line told apart by its colour (the club's own where it reads), its dashes and its
 * marker. The league table loads it on its own (it lies below the table), so the first screen does not wait for it.
 */
export function PointsRace({ season }: PointsRaceProps) {
  const { t } = useTranslation();
  // The table's own clubs (cached: the table above has them), for the names and colours.
  const teams = useTeams(season).data ?? [];
  return (
    <Stack gap="3" data-points-race="">
      <Heading as="h3" size="md">
        {t('charts.pointsRace.title')}
      </Heading>
      <QueryState
        query={useSeasonRounds(season)}
        errorTitle={t('charts.pointsRace.error')}
        emptyTitle={t('charts.pointsRace.empty')}
        isEmpty={(data) => noRoundPlayed(data.clubs)}
      >
        {(data) => <RaceChart clubs={data.clubs} teams={teams} />}
      </QueryState>
    </Stack>
  );
}
