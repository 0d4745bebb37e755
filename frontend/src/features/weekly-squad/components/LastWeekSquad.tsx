import { SQUAD_SCORING, type PlayerPointsBreakdown } from '@isl/contracts';
import { Badge, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ClubKitAvatar } from '../../../components/KitAvatar';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { Stat } from '../../../components/Stat';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import { useWeeklySquad } from '../api/get-weekly-squad';

const BREAKDOWN_LINES = ['appearance', 'goals', 'assists', 'cleanSheet', 'cards'] as const satisfies readonly (keyof PlayerPointsBreakdown)[];

/** A signed number, as points gained and lost read ("+3", "-1"). */
const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/**
 * Spec: "Last Week's Squad" with Status, Formation and, when a squad exists, Points Earned; beyond it the
 * rank and each player's points line by line, which fill in as the round's matches finish (a player left out
 * of his club's finished match reads "Did not play", with 0).
 */
export function LastWeekSquad({ week }: { week: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useWeeklySquad(week);
  return (
    <Panel title={t('squad.lastWeek.title')} subtitle={t('squad.round', { week })}>
      <QueryState query={query} errorTitle={t('squad.errors.load')}>
        {(squad) => (
          <Stack gap="4">
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              <Stat label={t('squad.lastWeek.status')} value={t(`squad.status.${squad.status}`)} />
              <Stat label={t('squad.lastWeek.formation')} value={squad.formation} />
              {squad.status === 'submitted' ? <Stat label={t('squad.lastWeek.points')} value={squad.totalPoints} /> : null}
              {squad.status === 'submitted' ? <Stat label={t('squad.lastWeek.rank')} value={squad.rank ?? '—'} /> : null}
            </SimpleGrid>
            {squad.players.length ? (
              <Stack as="ul" listStyleType="none" gap="1" aria-label={t('squad.lastWeek.breakdown')}>
                {squad.players.map((player) => (
                  <Flex as="li" key={player.id} align="center" gap="2" wrap="wrap" py="1" borderBottomWidth="1px" data-player={player.id}>
                    <ClubKitAvatar teamId={player.teamId} number={player.jerseyNumber ?? '?'} size="6" />
                    <Text flex="1" minW="32" truncate>
                      <bdi>{localizedName(player, language)}</bdi>
                    </Text>
                    {player.points ? (
                      <Flex gap="1" wrap="wrap">
                        {BREAKDOWN_LINES.filter((line) => player.points?.[line]).map((line) => (
                          <Badge key={line} variant="subtle" size="sm">
                            {t(`squad.scoring.${line}`)} <bdi>{signed(player.points?.[line] ?? 0)}</bdi>
                          </Badge>
                        ))}
                      </Flex>
                    ) : (
                      <Text textStyle="xs" color="fg.muted">
                        {t(player.roundStatus === 'did_not_play' ? 'squad.lastWeek.didNotPlay' : 'squad.lastWeek.notPlayedYet')}
                      </Text>
                    )}
                    <Text w="12" textAlign="end" fontWeight="bold">
                      <bdi>{player.points?.total ?? 0}</bdi>
                    </Text>
                  </Flex>
                ))}
              </Stack>
            ) : null}
            <Text textStyle="xs" color="fg.muted">
              {t('squad.scoring.legend', {
                appearance: SQUAD_SCORING.appearance,
                appearance60: SQUAD_SCORING.appearance60,
                goalDef: SQUAD_SCORING.goal.DEF,
                goalMid: SQUAD_SCORING.goal.MID,
                goalFwd: SQUAD_SCORING.goal.FWD,
                assist: SQUAD_SCORING.assist,
                cleanSheet: SQUAD_SCORING.cleanSheet.DEF,
                cleanSheetMid: SQUAD_SCORING.cleanSheet.MID,
                yellow: -SQUAD_SCORING.yellowCard,
                red: -SQUAD_SCORING.redCard,
              })}
            </Text>
          </Stack>
        )}
      </QueryState>
    </Panel>
  );
}
