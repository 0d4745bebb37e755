import type { LeagueRoundWinner } from '@isl/contracts';
import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCrown } from 'react-icons/lu';
import { BidiList } from '../../../components/BidiList';
import { Panel } from '../../../components/Panel';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';

/** The best score among the members in the latest round with points: "so far" while that round is being played. */
export function RoundWinnerCard({ winner }: { winner: LeagueRoundWinner }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Panel
      title={t('leagues.winner.title', { round: winner.round, count: winner.winnerCount })}
      subtitle={winner.complete ? undefined : t('leagues.winner.soFar')}
    >
      <Flex align="center" gap="3">
        <Flex boxSize="10" rounded="full" bg="orange.subtle" color="orange.fg" align="center" justify="center" flexShrink="0" aria-hidden>
          <LuCrown />
        </Flex>
        <Stack gap="0" minW="0">
          <Text fontWeight="bold" overflowWrap="anywhere" data-round-winners="">
            <BidiList
              items={[
                ...winner.winners.map((member) => member.displayName || t('user.fallbackName')),
                // A big league's round can end with more level at the top than the answer names.
                winner.winnerCount > winner.winners.length ? t('leagues.winner.others', { others: formatNumber(winner.winnerCount - winner.winners.length, language) }) : null,
              ]}
            />
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {t('leagues.points', { points: formatNumber(winner.points, language) })}
          </Text>
        </Stack>
      </Flex>
    </Panel>
  );
}
