import { positionGroup, POSITION_GROUPS, SQUAD_FORMATION, type LineupPlayer, type MatchLineups as Lineups, type PositionGroup, type TeamResponse } from '@isl/contracts';
import { Box, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BidiList } from '../../../components/BidiList';
import { ltr } from '../../../lib/bidi';
import { KitAvatar } from '../../../components/KitAvatar';
import { Panel } from '../../../components/Panel';
import { Pitch } from '../../../components/Pitch';
import { useLanguage } from '../../../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedName } from '../../../lib/localized-name';
import type { MatchDetail } from '../../../lib/matches/get-match';
import { useTeams } from '../../../lib/teams/get-teams';
import { matchKits, type Kit } from '../lib/kits';

/** "4-3-3", counted from the starters' lines. */
function formationOf(starters: readonly LineupPlayer[]): string {
  return POSITION_GROUPS.filter((group) => group !== 'GK')
    .map((group) => starters.filter((player) => positionGroup(player.position) === group).length)
    .join('-');
}

interface SideProps {
  team: string;
  players: readonly LineupPlayer[];
  kit: Kit | undefined;
  /** The lines from the pitch's top edge down: the away side's goalkeeper first, the home side's last. */
  lines: readonly PositionGroup[];
}

/** One side's starters on its half, a line a row; the line follows the reading direction, so it mirrors on RTL pages. */
function HalfPitch({ team, players, kit, lines }: SideProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack role="group" aria-label={t('matchCentre.lineups.side', { team, formation: ltr(formationOf(players)) })} gap="3" py="2">
      {lines.map((line) => (
        <Flex as="ul" key={line} listStyleType="none" m="0" p="0" justify="space-around" gap="1">
          {players
            .filter((player) => positionGroup(player.position) === line)
            .map((player) => (
              <Flex as="li" key={player.id} direction="column" align="center" gap="0.5" flex="1" minW="0" maxW="20">
                <KitAvatar club={kit} number={player.jerseyNumber ?? ''} size="8" />
                <Text textStyle="2xs" color="white" fontWeight="semibold" lineClamp={2} maxW="full" textAlign="center" textShadow="0 1px 2px rgba(0,0,0,0.7)">
                  {localizedName(player, language)}
                </Text>
                {player.jerseyNumber !== null ? <VisuallyHidden>{t('matchCentre.lineups.shirt', { number: player.jerseyNumber })}</VisuallyHidden> : null}
              </Flex>
            ))}
        </Flex>
      ))}
    </Stack>
  );
}

/** Who came on, side by side, each name with its shirt number. */
function Substitutes({ team, players }: { team: string; players: readonly LineupPlayer[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!players.length) return null;
  return (
    <Text textStyle="sm">
      <Text as="span" fontWeight="semibold">
        {t('matchCentre.lineups.cameOn', { team })}
      </Text>{' '}
      <BidiList items={players.map((player) => localizedName(player, language))} />
    </Text>
  );
}

/** The two line-ups on one pitch, the home side attacking upwards; confirmed ones, or those kick-off will field. */
export function MatchLineups({ match, lineups }: { match: MatchDetail; lineups: Lineups }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const teams = new Map((useTeams().data ?? []).map((team): [number, TeamResponse] => [team.id, team]));
  const home = localizedName(homeTeamNames(match), language);
  const away = localizedName(awayTeamNames(match), language);
  const kits = matchKits(teams.get(match.homeTeamId), teams.get(match.awayTeamId));
  const starters = (side: readonly LineupPlayer[]) => side.filter((player) => player.isStarter);
  const cameOn = (side: readonly LineupPlayer[]) => side.filter((player) => !player.isStarter);
  const expected = lineups.status === 'expected';

  return (
    <Panel title={t(expected ? 'matchCentre.lineups.expectedTitle' : 'matchCentre.lineups.title')} subtitle={expected ? t('matchCentre.lineups.expectedText', { formation: ltr(SQUAD_FORMATION) }) : undefined}>
      <Stack gap="4">
        <Box maxW="md" mx="auto" w="full">
          <Pitch goals="both">
            <HalfPitch team={away} players={starters(lineups.away)} kit={kits.away} lines={['GK', 'DEF', 'MID', 'FWD']} />
            <HalfPitch team={home} players={starters(lineups.home)} kit={kits.home} lines={['FWD', 'MID', 'DEF', 'GK']} />
          </Pitch>
        </Box>
        <Substitutes team={home} players={cameOn(lineups.home)} />
        <Substitutes team={away} players={cameOn(lineups.away)} />
      </Stack>
    </Panel>
  );
}
