import type { TeamResponse } from '@isl/contracts';
import { Box, Button, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { BidiList } from '../../../components/BidiList';
import { QueryState } from '../../../components/QueryState';
import { FollowButton } from '../../../components/FollowButton';
import { TeamCrest } from '../../../components/TeamCrest';
import { useLanguage } from '../../../lib/language-store';
import { alternateName, localizedField, localizedName } from '../../../lib/localized-name';
import { usePlayerBests } from '../../../lib/players/get-player-bests';
import { useTeamPlayers } from '../../../lib/teams/get-team-players';
import { ClubSeasonCharts } from './ClubSeasonCharts';
import { PlayerCard } from './PlayerCard';

interface SquadViewProps {
  team: TeamResponse;
  onBack: () => void;
}

/** One team's squad: the club header, its season at a glance, and its players by shirt number. */
export function SquadView({ team, onBack }: SquadViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const players = useTeamPlayers(team.id);
  const bests = usePlayerBests().data;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alternate = alternateName(team, language);

  // The list the fan clicked in is gone: move focus to the new view's heading.
  useEffect(() => headingRef.current?.focus(), [team.id]);

  const stadium = localizedField(team, 'stadium', language);
  const facts = [
    localizedField(team, 'city', language),
    team.founded ? t('teams.squad.founded', { year: team.founded }) : null,
    stadium ? t('teams.squad.stadium', { stadium }) : null,
  ];

  return (
    <Stack gap="6">
      <Box>
        <Button variant="outline" size="sm" onClick={onBack}>
          <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
            <LuArrowLeft aria-hidden />
          </Box>
          {t('teams.squad.back')}
        </Button>
      </Box>
      <Card.Root borderTopWidth="6px" borderTopColor={team.primaryColor}>
        <Card.Body>
          <Flex gap="4" align="center" wrap="wrap">
            <TeamCrest club={team} size="16" />
            <Stack gap="1" minW="0" flex="1">
              <Heading as="h2" size="2xl" ref={headingRef} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
                {localizedName(team, language)}
              </Heading>
              {alternate ? <Text color="fg.muted">{alternate}</Text> : null}
              <Text textStyle="sm" color="fg.muted">
                <BidiList items={facts} />
              </Text>
            </Stack>
            <FollowButton teamId={team.id} teamName={localizedName(team, language)} />
          </Flex>
        </Card.Body>
      </Card.Root>
      <ClubSeasonCharts team={team} />
      <Stack gap="3">
        <Heading as="h3" size="lg">
          {t('teams.squad.title')}
        </Heading>
        <QueryState query={players} errorTitle={t('teams.squad.error')} emptyTitle={t('teams.squad.empty')}>
          {(squad) => (
            // On a phone one compact list of rows between rules, not a column of separate cards.
            <SimpleGrid
              as="ul"
              listStyleType="none"
              columns={{ base: 1, md: 2, xl: 3 }}
              gap={{ base: '0', md: '3' }}
              borderTopWidth={{ base: '1px', md: '0' }}
              borderColor="border.muted"
            >
              {squad.map((player) => (
                <PlayerCard key={player.id} player={player} club={team} bests={bests} />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Stack>
    </Stack>
  );
}
