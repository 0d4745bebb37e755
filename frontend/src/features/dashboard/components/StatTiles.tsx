import { LEAGUE_TEAM_COUNT, MATCHES_PER_SEASON, type UserResponse } from '@isl/contracts';
import { Box, Card, Flex, SimpleGrid, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendarDays, LuFlame, LuShield, LuTrophy } from 'react-icons/lu';
import { CURRENT_CHAMPION } from '../../../lib/champion';

interface Tile {
  key: string;
  value: number;
  icon: ReactNode;
}

/** The four tiles of the dashboard: champion's titles in a row, teams, matches per season, the fan's streak. */
export function StatTiles({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const tiles: Tile[] = [
    { key: 'titles', value: CURRENT_CHAMPION.consecutiveTitles, icon: <LuTrophy /> },
    { key: 'teams', value: LEAGUE_TEAM_COUNT, icon: <LuShield /> },
    { key: 'matches', value: MATCHES_PER_SEASON, icon: <LuCalendarDays /> },
    { key: 'winStreak', value: user.winStreak ?? 0, icon: <LuFlame /> },
  ];
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, lg: 4 }} gap="4">
      {tiles.map((tile) => (
        <Card.Root as="li" key={tile.key} size="sm">
          <Card.Body>
            <Flex align="center" gap="3">
              <Box color="brand.fg" bg="brand.subtle" rounded="lg" p="2.5" fontSize="xl" aria-hidden>
                {tile.icon}
              </Box>
              {/* Stat is a definition list: the label (dt) comes first in the markup, the number is shown above it. */}
              <Stat.Root>
                <Stat.Label color="fg.muted" order={2}>
                  {t(`dashboard.tiles.${tile.key}`)}
                </Stat.Label>
                <Stat.ValueText order={1}>{tile.value}</Stat.ValueText>
              </Stat.Root>
            </Flex>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
