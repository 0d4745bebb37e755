import { LEAGUE_TEAM_COUNT, type TableZone, type TeamResponse } from '@isl/contracts';
import { Badge, Box, Flex, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ltr } from '../../../lib/bidi';
import { BidiList } from '../../../components/BidiList';
import { FormGuide } from '../../../components/FormGuide';
import { Panel } from '../../../components/Panel';
import { PanelMessage } from '../../../components/PanelState';
import { QueryState } from '../../../components/QueryState';
import { RetryBoundary } from '../../../components/RetryBoundary';
import { SeasonPicker } from '../../../components/SeasonPicker';
import { SkeletonList } from '../../../components/SkeletonList';
import { TeamCrest } from '../../../components/TeamCrest';
import { WhenNearViewport } from '../../../components/WhenNearViewport';
import { useLanguage } from '../../../lib/language-store';
import { lazyWithScreenStrings } from '../../../lib/lazy-load';
import { alternateName, localizedName } from '../../../lib/localized-name';
import { useSeasonParam, useShownSeason } from '../../../lib/season';
import { useTeams } from '../../../lib/teams/get-teams';
import { formatGoalDifference } from '../../../lib/format-number';
import { tableRows, type RankedTeam } from '../lib/standings';
import type { PointsRaceProps } from './PointsRace';

type Zone = Exclude<TableZone, null>;

/**
 * The points race lies below the table, off the first screen: its code and the charts' come in a chunk of their own,
 * fetched as the fan scrolls towards it (vite.config.ts keeps the charts out of the shared `screens` chunk) with the
 * other screens' strings, so the dashboard's first load carries none of it.
 */
const PointsRace = lazyWithScreenStrings<PointsRaceProps>(() => import('./PointsRace').then(({ PointsRace: race }) => ({ default: race })));
/** About the race's height (a phone's, a wider screen's), held until it renders. */
const RACE_HEIGHT = { base: '18rem', sm: '22rem' } as const;

/** Colour palette of each table zone: champions gold, AFC Champions League Two blue, relegation red. */
export const ZONE_PALETTE: Record<Zone, string> = { champions: 'yellow', secondTier: 'blue', relegation: 'red' };
const ZONES: Zone[] = ['champions', 'secondTier', 'relegation'];

// Shown from tablet width up; on a phone the table keeps position, club, played, goal difference, points and form.
const FULL_ONLY = { base: 'none', md: 'table-cell' } as const;
const DETAIL_COLUMNS = [
  ['won', 'wins'],
  ['drawn', 'draws'],
  ['lost', 'losses'],
  ['goalsFor', 'goalsFor'],
  ['goalsAgainst', 'goalsAgainst'],
] as const;
const CELL_PX = { base: '0.5', md: '1.5', xl: '2' } as const;

interface ColumnHeaderProps {
  column: string;
  /** The column's width on a phone, where the table is laid out to fit the screen. */
  w?: string;
  display?: typeof FULL_ONLY;
}

/** A short column heading with its full meaning for screen readers and on hover. */
function ColumnHeader({ column, w, display }: ColumnHeaderProps) {
  const { t } = useTranslation();
  return (
    <Table.ColumnHeader textAlign="center" px={CELL_PX} whiteSpace="nowrap" w={w ? { base: w, md: 'auto' } : undefined} display={display}>
      <abbr title={t(`leagueTable.columns.${column}Full`)} style={{ textDecoration: 'none' }}>
        {t(`leagueTable.columns.${column}`)}
      </abbr>
    </Table.ColumnHeader>
  );
}

function ZoneLegend() {
  const { t } = useTranslation();
  return (
    <Flex as="ul" listStyleType="none" wrap="wrap" gap="4" textStyle="xs" color="fg.muted">
      {ZONES.map((zone) => (
        <HStack as="li" key={zone} gap="1.5">
          <Box boxSize="3" rounded="sm" bg={`${ZONE_PALETTE[zone]}.solid`} aria-hidden />
          {t(`leagueTable.zones.${zone}`)}
        </HStack>
      ))}
    </Flex>
  );
}

/** Crest and name; from tablet width up also the other-script name, the titles and the champions badge. */
function ClubCell({ team, zone }: { team: TeamResponse; zone: TableZone }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const alternate = alternateName(team, language);
  return (
    <HStack gap={{ base: '2', md: '2.5' }} minW="0">
      <TeamCrest club={team} size={{ base: '5', md: '7' }} />
      <Stack gap="0" minW="0" flex="1">
        <HStack gap="2" minW="0">
          <Text fontWeight="semibold" truncate>
            {localizedName(team, language)}
          </Text>
          {zone === 'champions' ? (
            <Badge colorPalette="yellow" variant="solid" size="sm" display={{ base: 'none', md: 'inline-flex' }} aria-hidden>
              {t('leagueTable.zones.champions')}
            </Badge>
          ) : null}
          {/* The row colour (and the badge, on wider screens) is not the only sign of the zone. */}
          {zone ? <VisuallyHidden>{t(`leagueTable.zones.${zone}`)}</VisuallyHidden> : null}
        </HStack>
        {alternate || team.titles > 0 ? (
          <Text textStyle="xs" color="fg.muted" display={{ base: 'none', md: 'block' }}>
            <BidiList items={[alternate, team.titles > 0 ? t('leagueTable.titles', { count: team.titles }) : null]} />
          </Text>
        ) : null}
      </Stack>
    </HStack>
  );
}

/** The race under the table's legend, drawn once near the window; should its code not arrive, a retry in its place. */
function PointsRaceBelowTable({ season }: PointsRaceProps) {
  const { t } = useTranslation();
  return (
    <WhenNearViewport minH={RACE_HEIGHT}>
      <RetryBoundary fallback={(retry) => <PanelMessage kind="error" title={t('charts.pointsRace.error')} onRetry={retry} />}>
        <Suspense fallback={<Box minH={RACE_HEIGHT} />}>
          <PointsRace season={season} />
        </Suspense>
      </RetryBoundary>
    </WhenNearViewport>
  );
}

function StandingsTable({ rows }: { rows: RankedTeam[] }) {
  const { t } = useTranslation();
  return (
    // A phone lays the table out to its width (the club name gives way). Wider screens size it to the content;
    // should the full columns outgrow a tablet in a wordy language, the table scrolls, never the page: a
    // focusable, named region so keyboards can scroll it too.
    <Table.ScrollArea tabIndex={0} role="region" aria-label={t('leagueTable.scrollRegion')}>
      <Table.Root size="sm" interactive tableLayout={{ base: 'fixed', md: 'auto' }}>
        <Table.Header>
          <Table.Row>
            <ColumnHeader column="position" w="2rem" />
            <Table.ColumnHeader textAlign="start" px={{ base: '1', md: '2' }}>
              {t('leagueTable.columns.team')}
            </Table.ColumnHeader>
            <ColumnHeader column="played" w="2rem" />
            {DETAIL_COLUMNS.map(([column]) => (
              <ColumnHeader key={column} column={column} display={FULL_ONLY} />
            ))}
            <ColumnHeader column="goalDifference" w="2.25rem" />
            <ColumnHeader column="points" w="2.25rem" />
            <ColumnHeader column="form" w="3.5rem" />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(({ position, zone, team }) => (
            <Table.Row
              key={team.id}
              data-zone={zone ?? undefined}
              bg={zone ? `${ZONE_PALETTE[zone]}.subtle` : undefined}
              borderInlineStartWidth="4px"
              borderInlineStartColor={zone ? `${ZONE_PALETTE[zone]}.solid` : 'transparent'}
            >
              <Table.Cell textAlign="center" fontWeight="semibold" px={CELL_PX}>
                {position}
              </Table.Cell>
              <Table.Cell px={{ base: '1', md: '2' }} minW={{ md: '40', xl: '44' }}>
                <ClubCell team={team} zone={zone} />
              </Table.Cell>
              <Table.Cell textAlign="center" px={CELL_PX}>
                {team.matchesPlayed}
              </Table.Cell>
              {DETAIL_COLUMNS.map(([column, field]) => (
                <Table.Cell key={column} textAlign="center" px={CELL_PX} display={FULL_ONLY}>
                  {team[field]}
                </Table.Cell>
              ))}
              <Table.Cell textAlign="center" px={CELL_PX}>
                {/* "+5" must not turn into "5+" on a right-to-left page. */}
                <bdi dir="ltr">{formatGoalDifference(team.goalDifference)}</bdi>
              </Table.Cell>
              <Table.Cell textAlign="center" px={CELL_PX} fontWeight="bold">
                {team.points}
              </Table.Cell>
              <Table.Cell px={CELL_PX}>
                <FormGuide form={team.form} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * The league table panel of the dashboard (spec "League table panel"): the current season's, live, or a past
 * season's final table when one is picked, with that season's points race under it.
 */
export function LeagueTable() {
  const { t } = useTranslation();
  const { season: asked } = useSeasonParam();
  const { season, readOnly } = useShownSeason();
  const label = season ? ltr(season.label) : '';
  return (
    <Panel
      title={t('leagueTable.title')}
      subtitle={season ? t(readOnly ? 'leagueTable.pastSubtitle' : 'leagueTable.subtitle', { season: label }) : undefined}
      actions={
        <HStack gap="2" wrap="wrap" justify="end">
          <SeasonPicker />
          <Badge variant="outline" colorPalette="gray">
            {t('leagueTable.sponsor')}
          </Badge>
        </HStack>
      }
      footer={
        <Stack gap="6" w="full">
          <ZoneLegend />
          <PointsRaceBelowTable season={asked} />
        </Stack>
      }
      flush
    >
      <QueryState
        query={useTeams(asked)}
        errorTitle={t('leagueTable.errorTitle')}
        errorDescription={t('leagueTable.errorText')}
        emptyTitle={t('leagueTable.empty')}
        // A placeholder row for every club, about a table row high: the legend and the panels below wait off
        // screen instead of showing under a spinner and being pushed away (the dashboard's one layout shift).
        loading={<SkeletonList count={LEAGUE_TEAM_COUNT} height="2.25rem" gap="px" rounded="none" />}
      >
        {(teams) => <StandingsTable rows={tableRows(teams, season?.rules.zones)} />}
      </QueryState>
    </Panel>
  );
}
