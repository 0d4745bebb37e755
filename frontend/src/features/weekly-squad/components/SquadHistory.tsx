import type { SquadHistoryEntry } from '@isl/contracts';
import { Flex, Stack, Text } from '@chakra-ui/react';
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
    <Flex as="li" align="center" gap="3" py="1.5" borderBottomWidth="1px" data-week={entry.week}>
      <Text flex="1" minW="0" fontWeight="medium">
        {t('squad.round', { week: entry.week })}
      </Text>
      <Text textStyle="sm" color="fg.muted">
        {entry.rank === null
          ? t('squad.history.unranked')
          : // An ordinal ("12th"): `count` picks the suffix, `rank` is the number as the language writes it.
            t('squad.history.rank', { count: entry.rank, ordinal: true, rank: formatNumber(entry.rank, language), squads: formatNumber(entry.squads, language) })}
      </Text>
      <Text minW="16" textAlign="end" fontWeight="bold">
        {t('squad.leaderboard.points', { points: formatNumber(entry.totalPoints, language) })}
      </Text>
    </Flex>
  );
}

/**
 * The fan's squads of a season (the current one, or `season`), one row per round already locked, newest first,
 * with its points and rank, and the season's total.
 */
export function SquadHistory({ season }: { season?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useSquadHistory(season);
  return (
    <Panel title={t('squad.history.title')}>
      <QueryState query={query} errorTitle={t('squad.errors.load')} emptyTitle={t('squad.history.empty')}>
        {(rounds) => (
          <Stack gap="2">
            <Stack as="ol" listStyleType="none" gap="0">
              {rounds.map((entry) => (
                <RoundRow key={entry.week} entry={entry} />
              ))}
            </Stack>
            <Flex justify="space-between" gap="3" fontWeight="bold">
              <Text>{t('squad.history.total')}</Text>
              <Text>{t('squad.leaderboard.points', { points: formatNumber(rounds.reduce((sum, entry) => sum + entry.totalPoints, 0), language) })}</Text>
            </Flex>
          </Stack>
        )}
      </QueryState>
    </Panel>
  );
}
