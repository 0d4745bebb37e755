import type { StandingsFields } from '@isl/contracts';
import { Box, HStack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp } from 'react-icons/lu';
import { formatGoalDifference } from '../lib/format-number';
import { ClubCrest } from './TeamCrest';

export interface CompactStandingRow {
  teamId: number;
  /** The club's name in the reader's language. */
  name: string;
  position: number;
  standing: StandingsFields;
  /** Places gained (positive) or lost since the table as it stands; shown when given and not 0. */
  movement?: number;
  /** One of the clubs the screen is about. */
  highlighted?: boolean;
  /** Its match is being played. */
  isPlaying?: boolean;
}

/** Columns shown on a phone too: played, goal difference and points; won, drawn and lost from a wider screen up. */
const COLUMNS = [
  ['played', 'matchesPlayed', true],
  ['won', 'wins', false],
  ['drawn', 'draws', false],
  ['lost', 'losses', false],
] as const;

function ColumnHeader({ column, onPhone }: { column: string; onPhone: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.ColumnHeader textAlign="center" px="1.5" display={onPhone ? undefined : { base: 'none', sm: 'table-cell' }}>
      <abbr title={t(`leagueTable.columns.${column}Full`)} style={{ textDecoration: 'none' }}>
        {t(`leagueTable.columns.${column}`)}
      </abbr>
    </Table.ColumnHeader>
  );
}

function Movement({ places }: { places: number }) {
  const { t } = useTranslation();
  const up = places > 0;
  return (
    <Box as="span" display="inline-flex" color={up ? 'green.fg' : 'red.fg'}>
      {up ? <LuArrowUp aria-hidden /> : <LuArrowDown aria-hidden />}
      <VisuallyHidden>{t(up ? 'compactTable.up' : 'compactTable.down', { places: Math.abs(places) })}</VisuallyHidden>
    </Box>
  );
}

interface CompactStandingsProps {
  rows: readonly CompactStandingRow[];
  /** Names the table for screen readers. */
  caption: string;
}

/**
 * Table rows in a narrow space (the match centre): position, club, played, goal difference and points, with won,
 * drawn and lost from a wider screen up, so it fits a 360 px phone without scrolling sideways.
 */
export function CompactStandings({ rows, caption }: CompactStandingsProps) {
  const { t } = useTranslation();
  return (
    <Table.Root size="sm" aria-label={caption}>
      <Table.Header>
        <Table.Row>
          <ColumnHeader column="position" onPhone />
          <Table.ColumnHeader textAlign="start" px="1.5">
            {t('leagueTable.columns.team')}
          </Table.ColumnHeader>
          {COLUMNS.map(([column, , onPhone]) => (
            <ColumnHeader key={column} column={column} onPhone={onPhone} />
          ))}
          <ColumnHeader column="goalDifference" onPhone />
          <ColumnHeader column="points" onPhone />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.teamId} data-team={row.teamId} bg={row.highlighted ? 'brand.subtle' : undefined} fontWeight={row.highlighted ? 'semibold' : undefined}>
            <Table.Cell textAlign="center" px="1.5">
              <HStack gap="0.5" justify="center">
                {row.position}
                {row.movement ? <Movement places={row.movement} /> : null}
              </HStack>
            </Table.Cell>
            <Table.Cell px="1.5" minW="0">
              <HStack gap="1.5">
                {row.isPlaying ? <Box as="span" boxSize="2" flexShrink={0} rounded="full" bg="red.solid" aria-hidden /> : null}
                <ClubCrest teamId={row.teamId} size="5" />
                <Text as="span" lineClamp={1}>
                  {row.name}
                </Text>
                {row.isPlaying ? <VisuallyHidden>{t('compactTable.playing')}</VisuallyHidden> : null}
              </HStack>
            </Table.Cell>
            {COLUMNS.map(([column, field, onPhone]) => (
              <Table.Cell key={column} textAlign="center" px="1.5" display={onPhone ? undefined : { base: 'none', sm: 'table-cell' }}>
                {row.standing[field]}
              </Table.Cell>
            ))}
            <Table.Cell textAlign="center" px="1.5">
              <bdi dir="ltr">{formatGoalDifference(row.standing.goalsFor - row.standing.goalsAgainst)}</bdi>
            </Table.Cell>
            <Table.Cell textAlign="center" px="1.5" fontWeight="bold">
              {row.standing.points}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
