import { pointsOf, SQUAD_SCORING, type SquadPlayer } from '@isl/contracts';
import { Box, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuChevronUp } from 'react-icons/lu';
import { ClubKitAvatar } from '../../../components/KitAvatar';
import { Panel } from '../../../components/Panel';
import { PointsBreakdown } from '../../../components/PointsBreakdown';
import { QueryState } from '../../../components/QueryState';
import { Stat } from '../../../components/Stat';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import { useWeeklySquad } from '../api/get-weekly-squad';
import type { Armbands } from '../lib/squad-picking';
import { ArmbandMark, armbandOf } from './ArmbandMark';

/**
 * One player of the round's squad: his name (with the armband he wore) and his points, which open onto the lines
 * that made them (played, goals, assists, clean sheet, cards, the captain's doubling); before his club's match is
 * scored, or when he was left out of it, that is said instead.
 */
function PlayerPoints({ player, armbands }: { player: SquadPlayer; armbands: Armbands }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const linesId = useId();
  const name = localizedName(player, language);
  const armband = armbandOf(armbands, player.id);
  const points = pointsOf(player.breakdown);
  return (
    <Box as="li" py="1" borderBottomWidth="1px" data-player={player.id}>
      <Flex align="center" gap="2">
        <ClubKitAvatar teamId={player.teamId} number={player.jerseyNumber ?? '?'} size="6" />
        <Text flex="1" minW="0" truncate>
          <bdi>{name}</bdi>
        </Text>
        {armband ? <ArmbandMark armband={armband} /> : null}
        {player.roundStatus === 'played' ? (
          <Button
            size="xs"
            variant="ghost"
            minW="14"
            justifyContent="end"
            fontWeight="bold"
            aria-expanded={open}
            aria-controls={linesId}
            aria-label={t('squad.lastWeek.pointsOf', { name, points })}
            onClick={() => setOpen(!open)}
          >
            <bdi>{points}</bdi>
            {open ? <LuChevronUp aria-hidden /> : <LuChevronDown aria-hidden />}
          </Button>
        ) : (
          <>
            <Text textStyle="xs" color="fg.muted">
              {t(player.roundStatus === 'did_not_play' ? 'squad.lastWeek.didNotPlay' : 'squad.lastWeek.notPlayedYet')}
            </Text>
            <Text minW="14" pe="2" textAlign="end" fontWeight="bold">
              <bdi>0</bdi>
            </Text>
          </>
        )}
      </Flex>
      {open ? (
        <Box id={linesId} ps="8" pe="2" py="1">
          <PointsBreakdown lines={player.breakdown} total={points} label={t('squad.lastWeek.linesOf', { name })} />
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * Spec: "Last Week's Squad" with Status, Formation and, when a squad exists, Points Earned; beyond it the
 * rank and each player's points line by line, which fill in as the round's matches finish (a player left out
 * of his club's finished match reads "Did not play", with 0).
 */
export function LastWeekSquad({ week }: { week: number }) {
  const { t } = useTranslation();
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
              <Stack gap="1">
                <Stack as="ul" listStyleType="none" gap="0" aria-label={t('squad.lastWeek.breakdown')}>
                  {squad.players.map((player) => (
                    <PlayerPoints key={player.id} player={player} armbands={squad} />
                  ))}
                </Stack>
                <Flex justify="space-between" fontWeight="bold" pe="2" data-testid="squad-total">
                  <Text>{t('squad.lastWeek.total')}</Text>
                  <Text>
                    <bdi>{squad.totalPoints}</bdi>
                  </Text>
                </Flex>
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
