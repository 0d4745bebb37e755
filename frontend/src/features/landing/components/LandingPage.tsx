import { SQUAD_FORMATION } from '@isl/contracts';
import { Badge, Box, Button, Card, Container, Flex, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendarDays, LuChartBar, LuListOrdered, LuMegaphone, LuShirt, LuTarget, LuTrophy, LuUsers } from 'react-icons/lu';
import { RouterLink } from '../../../components/RouterLink';
import { AfterFirstPaint } from '../../../components/AfterFirstPaint';
import { ltr } from '../../../lib/bidi';
import { useCurrentSeason } from '../../../lib/season';
import { CURRENT_CHAMPION } from '../../../lib/champion';
import { API_LOGIN_PATH } from '../../../lib/navigation';
import { LeagueNow } from './LeagueNow';

const HERO_BADGES = ['teams', 'matches', 'predictions', 'analysis'] as const;

const FEATURES: { key: string; icon: ReactNode }[] = [
  { key: 'table', icon: <LuListOrdered /> },
  { key: 'predictions', icon: <LuTarget /> },
  { key: 'squads', icon: <LuUsers /> },
  { key: 'weeklySquad', icon: <LuShirt /> },
  { key: 'analysis', icon: <LuChartBar /> },
  { key: 'matchCenter', icon: <LuCalendarDays /> },
];

/** "Join" goes through the server's sign-in entry point: a full-page navigation, so a plain link. */
function JoinButton({ children, size }: { children: ReactNode; size: 'lg' | 'xl' }) {
  return (
    <Button asChild size={size} bg="yellow.400" color="gray.950" _hover={{ bg: 'yellow.300' }}>
      <a href={API_LOGIN_PATH}>{children}</a>
    </Button>
  );
}

function Hero() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="hero-heading" bgGradient="to-br" gradientFrom="brand.950" gradientTo="brand.700" color="white">
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.15fr) minmax(0, 1fr)' }}
          gap={{ base: '8', lg: '12' }}
          alignItems="center"
        >
          <Stack gap="6">
            <Heading as="h1" id="hero-heading" size={{ base: '3xl', md: '5xl' }} lineHeight="1.2">
              {t('landing.heroTitle')}
            </Heading>
            <Text textStyle={{ base: 'md', md: 'lg' }} color="brand.50">
              {t('landing.heroText')}
            </Text>
            <Flex as="ul" listStyleType="none" wrap="wrap" gap="2">
              {HERO_BADGES.map((badge) => (
                <Badge as="li" key={badge} size="lg" variant="outline" color="white" borderColor="whiteAlpha.600" boxShadow="none" borderWidth="1px">
                  {t(`landing.badges.${badge}`)}
                </Badge>
              ))}
            </Flex>
            <Flex gap="3" wrap="wrap">
              <JoinButton size="lg">{t('landing.joinLeague')}</JoinButton>
              <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
                <RouterLink to="/teams">{t('landing.exploreTeams')}</RouterLink>
              </Button>
            </Flex>
          </Stack>
          <AfterFirstPaint>
            <LeagueNow />
          </AfterFirstPaint>
        </Grid>
      </Container>
    </Box>
  );
}

function Features() {
  const { t } = useTranslation();
  return (
    <Stack as="section" aria-labelledby="features-heading" gap="6">
      <Heading as="h2" id="features-heading" size="2xl" textAlign="center">
        {t('landing.featuresTitle')}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {FEATURES.map(({ key, icon }) => (
          <Card.Root as="li" key={key}>
            <Card.Body gap="3">
              <Box color="brand.fg" bg="brand.subtle" rounded="lg" p="2.5" fontSize="2xl" alignSelf="start" aria-hidden>
                {icon}
              </Box>
              <Heading as="h3" size="md">
                {t(`landing.features.${key}.title`)}
              </Heading>
              <Text color="fg.muted">{t(`landing.features.${key}.text`, { formation: ltr(SQUAD_FORMATION) })}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function CurrentChampions() {
  const { t } = useTranslation();
  const stats = [
    { key: 'titles', value: CURRENT_CHAMPION.consecutiveTitles },
    { key: 'points', value: CURRENT_CHAMPION.points },
    { key: 'goals', value: CURRENT_CHAMPION.goals },
  ];
  return (
    <Card.Root as="section" aria-labelledby="champions-heading" overflow="hidden">
      <Flex direction={{ base: 'column', md: 'row' }}>
        <Stack bg="yellow.100" px="8" py="8" gap="3" align={{ base: 'center', md: 'start' }} textAlign={{ base: 'center', md: 'start' }} flex="1">
          <HStack color="yellow.800" fontWeight="semibold" gap="2">
            <LuTrophy aria-hidden />
            <Heading as="h2" id="champions-heading" size="md" color="yellow.800">
              {t('landing.champions.title')}
            </Heading>
          </HStack>
          <Text textStyle="4xl" fontWeight="bold" color="gray.950">
            {t('landing.champions.club')}
          </Text>
          <Text color="gray.700">{t('landing.champions.text')}</Text>
        </Stack>
        <SimpleGrid as="dl" columns={3} flex="1" alignItems="center" px="6" py="8" gap="4">
          {stats.map((stat) => (
            <Stack key={stat.key} gap="1" align="center" textAlign="center">
              {/* A definition list wants the term first; the number is shown above it. */}
              <Text as="dt" textStyle="sm" color="fg.muted" order={2}>
                {t(`landing.champions.${stat.key}`)}
              </Text>
              <Text as="dd" textStyle="4xl" fontWeight="bold" color="brand.fg" order={1}>
                {stat.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Flex>
    </Card.Root>
  );
}

function JoinCallToAction() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="cta-heading" rounded="2xl" bg="brand.900" color="white" px={{ base: '6', md: '12' }} py="10" textAlign="center">
      <Stack gap="4" align="center">
        <Box fontSize="3xl" color="yellow.300" aria-hidden>
          <LuMegaphone />
        </Box>
        <Heading as="h2" id="cta-heading" size="2xl">
          {t('landing.cta.title')}
        </Heading>
        <Text maxW="xl" color="brand.100">
          {t('landing.cta.text')}
        </Text>
        <JoinButton size="xl">{t('landing.cta.button')}</JoinButton>
      </Stack>
    </Box>
  );
}

/** The season's line above the hero, on its own: the seasons' answer re-renders it, not the whole page. */
function SeasonBanner() {
  const { t } = useTranslation();
  const season = useCurrentSeason();
  return (
    <Box bg="yellow.300" color="gray.950" textAlign="center" px="4" py="2" textStyle="sm" fontWeight="medium">
      {/* As high as the line will be while the season loads, so nothing below moves when it comes: on a phone it
          wraps to two lines in every language. */}
      <Box as="span" display="block" minH={{ base: '2lh', md: '1lh' }}>
        {season ? t('landing.banner', { season: ltr(season.label) }) : '\u00a0'}
      </Box>
    </Box>
  );
}

/** The signed-out home page (spec "Landing page"). */
export default function LandingPage() {
  return (
    <>
      <SeasonBanner />
      <Hero />
      <AfterFirstPaint>
        <Container maxW="6xl" py={{ base: '10', md: '16' }}>
          <Stack gap={{ base: '10', md: '16' }}>
            <Features />
            <CurrentChampions />
            <JoinCallToAction />
          </Stack>
        </Container>
      </AfterFirstPaint>
    </>
  );
}
