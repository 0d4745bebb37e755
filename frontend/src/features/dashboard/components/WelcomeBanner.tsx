import { displayName, type UserResponse } from '@isl/contracts';
import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/bidi';

/** The welcome names the fan (first name, else "Fan"; never the e-mail address, issue 17) with their prediction points. */
export function WelcomeBanner({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  return (
    <Box rounded="xl" bgGradient="to-r" gradientFrom="brand.900" gradientTo="brand.700" color="white" px={{ base: '4', md: '8' }} py={{ base: '3', md: '6' }}>
      <Heading as="h1" size={{ base: 'lg', md: '3xl' }}>
        {t('dashboard.welcome', { name: isolate(displayName(user, t('dashboard.fanFallback'))) })}
      </Heading>
      <Text mt="1" color="brand.100" textStyle={{ base: 'sm', md: 'md' }}>
        {t('dashboard.points', { points: user.predictionPoints ?? 0 })}
      </Text>
    </Box>
  );
}
