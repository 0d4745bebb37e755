import { SEASON, type TableZone } from '@isl/contracts';
import { Badge, Box, Flex, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ltr } from '../../../lib/bidi';
import { BidiList } from '../../../components/BidiList';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { TeamCrest } from '../../../components/TeamCrest';
import { useLanguage } from '../../../lib/language-store';
import { alternateName, localizedName } from '../../../lib/localized-name';
import { useTeams } from '../../../lib/teams/get-teams';
import { formatGoalDifference } from '../../../lib/format-number';
import { tableRows, type RankedTeam } from '../lib/standings';

type Zone = Exclude<TableZone, null>;

/** Colour palette of each table zone: champions gold, AFC Champions League Two blue, relegation red. */
export const ZONE_PALETTE: Record<Zone, string> = { champions: 'yellow', secondTier: 'blue', relegation: 'red' };
const ZONES: Zone[] = ['champions', 'secondTier', 'relegation'];

const STAT_COLUMNS = [
  ['played', 'matchesPlayed'],
  ['won', 'wins'],
  ['drawn', 'draws'],
  ['lost', 'losses'],
  ['goalsFor', 'goalsFor'],
  ['goalsAgainst', 'goalsAgainst'],
] as const;

/** A short column heading with its full meaning for screen readers and on hover. */
function ColumnHeader({ column }: { column: string }) {
  const { t } = useTranslation();
  return (
    <Table.ColumnHeader textAlign="center" px="2">
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

function StandingsTable({ rows }: { rows: RankedTeam[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    // On a phone the table scrolls sideways: a focusable, named region so keyboards can scroll it too.
    <Table.ScrollArea tabIndex={0} role="region" aria-label={t('leagueTable.scrollRegion')}>
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <ColumnHeader column="position" />
            <Table.ColumnHeader textAlign="start">{t('leagueTable.columns.team')}</Table.ColumnHeader>
            {STAT_COLUMNS.map(([column]) => (
              <ColumnHeader key={column} column={column} />
            ))}
            <ColumnHeader column="goalDifference" />
            <ColumnHeader column="points" />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(({ position, zone, team }) => {
            const alternate = alternateName(team, language);
            return (
              <Table.Row
                key={team.id}
                data-zone={zone ?? undefined}
                bg={zone ? `${ZONE_PALETTE[zone]}.subtle` : undefined}
                borderInlineStartWidth="4px"
                borderInlineStartColor={zone ? `${ZONE_PALETTE[zone]}.solid` : 'transparent'}
              >
                <Table.Cell textAlign="center" fontWeight="semibold" px="2">
                  {position}
                </Table.Cell>
                <Table.Cell minW="44">
                  <HStack gap="2.5">
                    <TeamCrest name={team.name} logoUrl={team.logoUrl} primaryColor={team.primaryColor} size="7" />
                    <Stack gap="0" minW="0">
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="semibold">{localizedName(team, language)}</Text>
                        {zone === 'champions' ? (
                          <Badge colorPalette="yellow" variant="solid" size="sm">
                            {t('leagueTable.zones.champions')}
                          </Badge>
                        ) : zone ? (
                          // The row colour is not the only sign of the zone.
                          <VisuallyHidden>{t(`leagueTable.zones.${zone}`)}</VisuallyHidden>
                        ) : null}
                      </HStack>
                      {alternate || team.titles > 0 ? (
                        <Text textStyle="xs" color="fg.muted">
                          <BidiList items={[alternate, team.titles > 0 ? t('leagueTable.titles', { count: team.titles }) : null]} />
                        </Text>
                      ) : null}
                    </Stack>
                  </HStack>
                </Table.Cell>
                {STAT_COLUMNS.map(([column, field]) => (
                  <Table.Cell key={column} textAlign="center" px="2">
                    {team[field]}
                  </Table.Cell>
                ))}
                <Table.Cell textAlign="center" px="2">
                  {/* "+5" must not turn into "5+" on a right-to-left page. */}
                  <bdi dir="ltr">{formatGoalDifference(team.goalDifference)}</bdi>
                </Table.Cell>
                <Table.Cell textAlign="center" px="2" fontWeight="bold">
                  {team.points}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The league table panel of the dashboard (spec "League table panel"). */
export function LeagueTable() {
  const { t } = useTranslation();
  return (
    <Panel
      title={t('leagueTable.title')}
      subtitle={t('leagueTable.subtitle', { season: ltr(SEASON) })}
      actions={
        <Badge variant="outline" colorPalette="gray">
          {t('leagueTable.sponsor')}
        </Badge>
      }
      footer={<ZoneLegend />}
    >
      <QueryState
        query={useTeams()}
        errorTitle={t('leagueTable.errorTitle')}
        errorDescription={t('leagueTable.errorText')}
        emptyTitle={t('leagueTable.empty')}
      >
        {(teams) => <StandingsTable rows={tableRows(teams)} />}
      </QueryState>
    </Panel>
  );
}
