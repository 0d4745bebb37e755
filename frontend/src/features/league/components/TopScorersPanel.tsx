import { TOP_SCORERS_COLLAPSED, TOP_SCORERS_EXPANDED, type PlayerResponse, type TeamResponse } from '@isl/contracts';
import { Badge, Box, Button, Flex, Group, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BidiList } from '../../../components/BidiList';
import { KitAvatar } from '../../../components/KitAvatar';
import { TeamCrest } from '../../../components/TeamCrest';
import { Panel } from '../../../components/Panel';
import { QueryState, type QueryLike } from '../../../components/QueryState';
import { useLanguage } from '../../../lib/language-store';
import { alternateName, localizedName, type LocalizedNames } from '../../../lib/localized-name';
import { useTeams } from '../../../lib/teams/get-teams';
import { useTopPlayers, type TopPlayersStat } from '../api/get-top-players';

const STATS: TopPlayersStat[] = ['goals', 'assists'];
const MEDALS = ['🥇', '🥈', '🥉'];

/** The player's club row (names, colours) from the clubs' read; undefined if it failed. */
function useClubOf(teams: TeamResponse[] | undefined): (player: PlayerResponse) => TeamResponse | undefined {
  const byId = useMemo(() => new Map((teams ?? []).map((team: TeamResponse) => [team.id, team])), [teams]);
  return (player) => byId.get(player.teamId);
}

interface ScorerRowProps {
  player: PlayerResponse;
  club: TeamResponse | undefined;
  rank: number;
  stat: TopPlayersStat;
}

function ScorerRow({ player, club, rank, stat }: ScorerRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The names the player row carries, should the clubs' read have failed.
  const clubNames: LocalizedNames = club ?? { name: player.teamName, nameArabic: player.teamNameArabic, nameKurdish: player.teamNameKurdish };
  const alternateClub = alternateName(clubNames, language);
  const total = player.goals + player.assists;
  return (
    <Flex as="li" align="center" gap="3" py="2.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <Box w="8" textAlign="center" flexShrink={0} fontWeight="bold" color="fg.muted">
        <VisuallyHidden>{t('topScorers.rank', { rank })}</VisuallyHidden>
        <Text as="span" textStyle={rank <= MEDALS.length ? 'xl' : 'md'} aria-hidden>
          {MEDALS[rank - 1] ?? rank}
        </Text>
      </Box>
      <KitAvatar club={club} number={player.jerseyNumber ?? t('teams.squad.noNumber')} size="9" />
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{localizedName(player, language)}</Text>
          <Badge size="sm" variant="subtle" colorPalette="gray">
            {t(`positions.${player.position}`)}
          </Badge>
        </HStack>
        <HStack gap="1.5" textStyle="xs" color="fg.muted">
          <TeamCrest club={club} size="4" />
          <Text as="span">
            <BidiList items={[localizedName(clubNames, language), alternateClub]} />
          </Text>
        </HStack>
      </Stack>
      <Stack gap="0" align="end" flexShrink={0}>
        <Text textStyle="lg" fontWeight="bold">
          <VisuallyHidden>{t(`topScorers.${stat}`)}: </VisuallyHidden>
          {player[stat]}
        </Text>
        <Text textStyle="xs" color="fg.muted" title={t('topScorers.totalLabel', { total })}>
          {t('topScorers.total', { total })}
        </Text>
      </Stack>
    </Flex>
  );
}

/** Spec "Top scorers panel": Goals/Assists, 5 rows or 20 with Show More / Show Less. */
export function TopScorersPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [stat, setStat] = useState<TopPlayersStat>('goals');
  const [expanded, setExpanded] = useState(false);
  const players = useTopPlayers(stat);
  const teams = useTeams();
  const clubOf = useClubOf(teams.data);
  // The rows are drawn once the clubs are in too: drawn before, each row's crest and kit came with the clubs'
  // answer, redrawing the panel in one task (React draws a read's answer at once) rather than in the slices of its
  // first draw.
  const ranked: QueryLike<PlayerResponse[]> = { data: players.data, isPending: players.isPending || teams.isPending, isError: players.isError, refetch: players.refetch };

  const statToggle = (
    <Group attached role="group" aria-label={t('topScorers.statKind')}>
      {STATS.map((option) => (
        <Button
          key={option}
          size="sm"
          variant={stat === option ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={stat === option}
          onClick={() => setStat(option)}
        >
          {t(`topScorers.${option}`)}
        </Button>
      ))}
    </Group>
  );

  const ranking = (ranked: PlayerResponse[]) => {
    const shown = ranked.slice(0, expanded ? TOP_SCORERS_EXPANDED : TOP_SCORERS_COLLAPSED);
    const leader = shown[0];
    return (
      <Stack gap="4">
        <Box rounded="md" bg="brand.subtle" px="4" py="3">
          <Text textStyle="xs" color="brand.fg" fontWeight="semibold">
            {t(stat === 'goals' ? 'topScorers.mostActiveScorer' : 'topScorers.mostActivePlaymaker')}
          </Text>
          <Text fontWeight="bold">
            <BidiList items={[localizedName(leader, language), t('topScorers.statValue', { stat: t(`topScorers.${stat}`), value: leader[stat] })]} />
          </Text>
        </Box>
        <Box as="ol" listStyleType="none" m="0" p="0">
          {shown.map((player, index) => (
            <ScorerRow key={player.id} player={player} club={clubOf(player)} rank={index + 1} stat={stat} />
          ))}
        </Box>
        {ranked.length > TOP_SCORERS_COLLAPSED ? (
          <Button variant="ghost" size="sm" alignSelf="center" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
            {t(expanded ? 'topScorers.showLess' : 'topScorers.showMore')}
          </Button>
        ) : null}
      </Stack>
    );
  };

  return (
    <Panel title={t('topScorers.title')} actions={statToggle}>
      <QueryState query={ranked} errorTitle={t('topScorers.error')} emptyTitle={t('topScorers.empty')}>
        {ranking}
      </QueryState>
    </Panel>
  );
}
