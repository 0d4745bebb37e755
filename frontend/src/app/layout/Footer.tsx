import { COPYRIGHT_YEAR } from '@isl/contracts';
import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/RouterLink';
import { SITE_CONTACT } from '../../lib/site-contact';

const QUICK_LINKS = [
  { to: '/teams', labelKey: 'footer.teams' },
  { to: '/matches', labelKey: 'footer.matches' },
  { to: '/predictions', labelKey: 'footer.predictions' },
  { to: '/news', labelKey: 'footer.news' },
  { to: '/journalist-apply', labelKey: 'footer.becomeJournalist' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const linkStyle = { color: 'gray.100', _hover: { color: 'white' } } as const;
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="auto">
      <Container maxW="7xl" py="10" px={{ base: '4', md: '6' }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          <Stack gap="2">
            <Heading as="h2" size="md" color="white">
              {t('app.leagueName')}
            </Heading>
            <Text textStyle="sm">{t('footer.about')}</Text>
          </Stack>
          <Stack gap="2">
            <Heading as="h2" size="sm" color="white">
              {t('footer.quickLinks')}
            </Heading>
            <Stack as="ul" listStyleType="none" gap="1.5" textStyle="sm">
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link asChild {...linkStyle}>
                    <RouterLink to={link.to}>{t(link.labelKey)}</RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Stack>
          <Stack gap="2" textStyle="sm">
            <Heading as="h2" size="sm" color="white">
              {t('footer.contact')}
            </Heading>
            <Text>
              {t('footer.phone')}:{' '}
              <Link href={`tel:${SITE_CONTACT.phone.replace(/\s/g, '')}`} {...linkStyle}>
                <bdi dir="ltr">{SITE_CONTACT.phone}</bdi>
              </Link>
            </Text>
            <Text>
              {t('footer.email')}:{' '}
              <Link href={`mailto:${SITE_CONTACT.email}`} {...linkStyle}>
                <bdi dir="ltr">{SITE_CONTACT.email}</bdi>
              </Link>
            </Text>
          </Stack>
        </SimpleGrid>
        <Stack gap="1" mt="8" pt="6" borderTopWidth="1px" borderColor="whiteAlpha.200" textStyle="xs" textAlign="center">
          <Text>{t('footer.sponsor')}</Text>
          <Text>{t('footer.copyright', { year: COPYRIGHT_YEAR })}</Text>
        </Stack>
      </Container>
    </Box>
  );
}
