import { PARTNER_PLACEHOLDERS } from '@isl/contracts';
import { Box, Center, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuHandshake } from 'react-icons/lu';

const PARTNER_NUMBERS = Array.from({ length: PARTNER_PLACEHOLDERS }, (_, index) => index + 1);

/** The closing partners strip: 8 placeholder tiles and a promotional banner. */
export function PartnersStrip() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="partners-heading" rounded="xl" bg="bg" borderWidth="1px" p={{ base: '5', md: '8' }}>
      <Stack gap="6">
        <Heading as="h2" size="lg" id="partners-heading" textAlign="center">
          {t('dashboard.partners.title')}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 4, lg: 8 }} gap="3">
          {PARTNER_NUMBERS.map((number) => (
            <Center as="li" key={number} h="16" rounded="md" borderWidth="1px" borderStyle="dashed" borderColor="border.emphasized" color="fg.muted" textStyle="sm">
              {t('dashboard.partners.partner', { number })}
            </Center>
          ))}
        </SimpleGrid>
        <Stack
          direction={{ base: 'column', md: 'row' }}
          align="center"
          gap="4"
          rounded="lg"
          bgGradient="to-r"
          gradientFrom="yellow.100"
          gradientTo="yellow.50"
          px="6"
          py="5"
        >
          <Box color="yellow.800" fontSize="3xl" aria-hidden>
            <LuHandshake />
          </Box>
          <Stack gap="1" textAlign={{ base: 'center', md: 'start' }}>
            <Text fontWeight="bold">{t('dashboard.partners.promoTitle')}</Text>
            <Text textStyle="sm" color="fg.muted">
              {t('dashboard.partners.promoText')}
            </Text>
          </Stack>
        </Stack>
      </Stack>
    </Box>
  );
}
