import { DEFAULT_NATIONALITY, type PlayerResponse } from '@isl/contracts';
import { Badge, Box, Card, Flex, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BidiList } from '../../../components/BidiList';
import { KitAvatar } from '../../../components/KitAvatar';
import type { Club } from '../../../lib/club-identity';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import { nationalityName } from '../../../lib/nationality';

/**
 * One player of a squad: only the facts that exist (rating above 0, goals and assists above 0). A card from
 * tablet width; on a phone a compact row of the squad's list.
 */
export function PlayerCard({ player, club }: { player: PlayerResponse; club: Club }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rating = Number.parseFloat(player.rating);
  const facts = [
    t(`positions.${player.position}`),
    player.age !== null ? t('teams.squad.age', { age: player.age }) : null,
    player.nationality !== DEFAULT_NATIONALITY ? nationalityName(player.nationality, language) : null,
  ];
  const stats = [
    rating > 0 ? t('teams.squad.rating', { rating: rating.toFixed(1) }) : null,
    t('teams.squad.appearances', { count: player.appearances }),
    player.goals > 0 ? t('teams.squad.goals', { count: player.goals }) : null,
    player.assists > 0 ? t('teams.squad.assists', { count: player.assists }) : null,
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
            {/* The facts over the figures; on a phone one run of text, wrapping where it must. */}
            <Text textStyle="xs" color="fg.muted">
              <Box as="span" display={{ base: 'inline', md: 'block' }} textStyle={{ md: 'sm' }} mb={{ md: '1' }}>
                <BidiList items={facts} />
              </Box>
              <Box as="span" hideFrom="md">
                {' · '}
              </Box>
              <Box as="span" display={{ base: 'inline', md: 'block' }}>
                <BidiList items={stats} />
              </Box>
            </Text>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
