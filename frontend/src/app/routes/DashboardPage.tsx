import type { UserResponse } from '@isl/contracts';
import { Box, Container, Grid, Stack } from '@chakra-ui/react';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { WhenNearViewport } from '../../components/WhenNearViewport';
import { GoalsOfTheWeek } from '../../features/dashboard/components/GoalsOfTheWeek';
import { PartnersStrip } from '../../features/dashboard/components/PartnersStrip';
import { StatTiles } from '../../features/dashboard/components/StatTiles';
import { WelcomeBanner } from '../../features/dashboard/components/WelcomeBanner';
import { LeagueTable } from '../../features/league/components/LeagueTable';
import { TopScorersPanel } from '../../features/league/components/TopScorersPanel';
import { LiveScoresPanel } from '../../features/matches/components/LiveScoresPanel';

/**
 * The signed-in home page, composed from the features. On a phone live scores come first, right under the
 * welcome line, then the table and top scorers, and the stat tiles after them; on a wide screen the tiles sit
 * above and the table takes the main column.
 */
export default function DashboardPage({ user }: { user: UserResponse }) {
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <WelcomeBanner user={user} />
        <AfterFirstPaint>
          <Box order={{ base: 1, lg: 0 }}>
            <StatTiles user={user} />
          </Box>
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(0, 1fr)' }}
            templateAreas={{ base: '"live" "table" "scorers"', xl: '"table live" "table scorers"' }}
            // The tall table's height goes to the second row, so top scorers sit right under live scores.
            templateRows={{ xl: 'auto 1fr' }}
            alignItems="start"
            gap="6"
          >
            <Box gridArea="live">
              <LiveScoresPanel />
            </Box>
            <Box gridArea="table">
              <LeagueTable />
            </Box>
            <Box gridArea="scorers">
              <TopScorersPanel />
            </Box>
          </Grid>
          {/* The foot of the page renders as the fan scrolls towards it (on a phone it is three screens down). The
              heights held meanwhile are the sections' own, measured in English and Arabic at each breakpoint. */}
          <Box order={2}>
            <WhenNearViewport minH={{ base: '56rem', lg: '65rem', xl: '34rem' }}>
              <GoalsOfTheWeek />
            </WhenNearViewport>
          </Box>
          <Box order={2}>
            <WhenNearViewport minH={{ base: '35rem', sm: '24rem', lg: '18rem' }}>
              <PartnersStrip />
            </WhenNearViewport>
          </Box>
        </AfterFirstPaint>
      </Stack>
    </Container>
  );
}
