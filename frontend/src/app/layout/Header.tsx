import { Box, Container, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/RouterLink';
// The same file index.html shows and names as the icon, so the browser has it already; left to itself the build
// sometimes inlined a second copy into the first script.
import logo from '../../assets/logo.svg?no-inline';
import { useCurrentUser } from '../../lib/current-user';
import { lazyLoaded } from '../../lib/lazy-load';
import { DeferredMenu } from './DeferredMenu';
import { LanguageButton } from './LanguageButton';
import { DesktopNav, MobileNavButton } from './MainNav';
import { UserControls } from './UserControls';

const LanguageSelector = lazyLoaded(() => import('./LanguageSelector'));
const MobileNav = lazyLoaded(() => import('./MobileNav'));

export function Header() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  return (
    <Box as="header" bg="brand.900" color="white" boxShadow="md">
      <Container maxW="7xl" px={{ base: '3', md: '6' }}>
        <Flex minH="16" align="center" gap={{ base: '2', md: '4' }} py="2">
          <RouterLink to="/">
            <HStack gap="2.5">
              <Image src={logo} alt="" boxSize={{ base: '9', md: '11' }} />
              <Stack gap="0" lineHeight="short">
                <Text fontWeight="bold" textStyle={{ base: 'sm', sm: 'lg' }}>
                  {t('app.leagueName')}
                </Text>
                <Text textStyle="xs" color="brand.100">
                  {t('app.tagline')}
                </Text>
              </Stack>
            </HStack>
          </RouterLink>
          <Box marginInlineStart="auto">{isLoading ? null : <UserControls user={user} />}</Box>
        </Flex>
      </Container>
      <Box bg="brand.800" borderTopWidth="1px" borderColor="whiteAlpha.200">
        <Container maxW="7xl" px={{ base: '3', md: '6' }}>
          <Flex align="center" justify="space-between" gap="2">
            <Box as="nav" aria-label={t('nav.label')}>
              <Box display={{ base: 'none', lg: 'block' }}>
                <DesktopNav />
              </Box>
              <Box display={{ base: 'block', lg: 'none' }} py="2">
                <DeferredMenu button={MobileNavButton} menu={MobileNav} />
              </Box>
            </Box>
            <DeferredMenu button={LanguageButton} menu={LanguageSelector} />
          </Flex>
        </Container>
      </Box>
    </Box>
  );
}
