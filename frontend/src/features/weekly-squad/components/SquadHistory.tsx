import type { SquadHistoryEntry } from '@isl/contracts';
import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { useSquadHistory } from '../api/get-squad-history';

function RoundRow({ entry }: { entry: SquadHistoryEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table.Row data-week={entry.week}>
      <Table.Cell>{entry.week}</Table.Cell>
      <Table.Cell color="fg.muted">
        {entry.rank === null
          ? t('squad.history.unranked')
          : // An ordinal ("12th"): `count` picks the suffix, `rank` is the number as the language writes it.
            t('squad.history.rank', { count: entry.rank, ordinal: true, rank: formatNumber(entry.rank, language), squads: formatNumber(entry.squads, language) })}
      </Table.Cell>
      <Table.Cell textAlign="end" fontWeight="bold">
        {formatNumber(entry.totalPoints, language)}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The fan's squads of a season (the current one, or `season`), one row per round already locked, newest first,
 * with its points and its rank among the round's squads, and the season's total.
 */
export function SquadHistory({ season }: { season?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useSquadHistory(season);
  return (
    <Panel title={t('squad.history.title')}>
      <QueryState query={query} errorTitle={t('squad.errors.load')} emptyTitle={t('squad.history.empty')}>
        {(rounds) => (
          <Table.Root size="sm" aria-label={t('squad.history.title')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('squad.history.columns.round')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('squad.history.columns.rank')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('squad.history.columns.points')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rounds.map((entry) => (
                <RoundRow key={entry.week} entry={entry} />
              ))}
            </Table.Body>
            <Table.Footer>
              <Table.Row fontWeight="bold">
                <Table.Cell colSpan={2}>{t('squad.history.total')}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(rounds.reduce((sum, entry) => sum + entry.totalPoints, 0), language)}</Table.Cell>
              </Table.Row>
            </Table.Footer>
          </Table.Root>
        )}
      </QueryState>
    </Panel>
  );
}
