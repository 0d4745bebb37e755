import { DEFAULT_NATIONALITY, type Club, type PlayerBestsResponse, type PlayerResponse } from '@isl/contracts';
import { Badge, Card, Flex, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BidiList } from '../../../components/BidiList';
import { KitAvatar } from '../../../components/KitAvatar';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import { nationalityName } from '../../../lib/nationality';
import { PlayerStatBars } from './PlayerStatBars';

interface PlayerCardProps {
  player: PlayerResponse;
  club: Club;
  /** The league's best figures, which the player's are drawn against; undefined until they have arrived. */
  bests: PlayerBestsResponse | undefined;
}

/**
 * One player of a squad: his facts, and his figures against the league's best (PlayerStatBars). A card from tablet
 * width; on a phone a compact row of the squad's list.
 */
export function PlayerCard({ player, club, bests }: PlayerCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts = [
    t(`positions.${player.position}`),
    player.age !== null ? t('teams.squad.age', { age: player.age }) : null,
    player.nationality !== DEFAULT_NATIONALITY ? nationalityName(player.nationality, language) : null,
  ];

  return (
    <Card.Root
      as="li"
      size="sm"
      rounded={{ base: 'none', md: 'l3' }}
      borderWidth={{ base: '0', md: '1px' }}
      borderBottomWidth="1px"
      borderBottomColor={{ base: 'border.muted', md: 'border' }}
      bg={{ base: 'transparent', md: 'bg.panel' }}
    >
      <Card.Body px={{ base: '1', md: '4' }} py={{ base: '2', md: '4' }}>
        <Flex gap="3" align="start">
          <KitAvatar club={club} number={player.jerseyNumber ?? t('teams.squad.noNumber')} size={{ base: '8', md: '10' }} />
          <Stack gap={{ base: '0', md: '1' }} flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">
                {localizedName(player, language)}
                {player.jerseyNumber !== null ? (
                  <VisuallyHidden>, {t('teams.squad.shirtNumber', { number: player.jerseyNumber })}</VisuallyHidden>
                ) : null}
              </Text>
              {player.isCaptain ? (
                <Badge colorPalette="yellow" variant="solid" size="sm">
                  {t('teams.squad.captain')}
                </Badge>
              ) : null}
              {player.isInjured ? (
                <Badge colorPalette="red" variant="subtle" size="sm">
                  {t('teams.squad.injured')}
                </Badge>
              ) : null}
            </HStack>
            <Text textStyle={{ base: 'xs', md: 'sm' }} color="fg.muted" mb="1">
              <BidiList items={facts} />
            </Text>
            <PlayerStatBars player={player} bests={bests} />
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
