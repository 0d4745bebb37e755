import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from './RouterLink';

interface MessagePageProps {
  icon: ReactNode;
  iconColor: string;
  title: string;
  text: string;
  /** Given, a retry comes first, before the way back home. */
  onRetry?: () => void;
}

/** A page that is only a message (not found, coming soon, could not load) with the way back home. */
export function MessagePage({ icon, iconColor, title, text, onRetry }: MessagePageProps) {
  const { t } = useTranslation();
  return (
    <Container maxW="2xl" py={{ base: '12', md: '20' }}>
      <Stack gap="4" align="center" textAlign="center">
        <Box color={iconColor} fontSize="5xl" aria-hidden>
          {icon}
        </Box>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        <HStack gap="3" wrap="wrap" justify="center">
          {onRetry ? (
            <Button colorPalette="brand" onClick={onRetry}>
              {t('errors.retry')}
            </Button>
          ) : null}
          <Button asChild colorPalette="brand" variant={onRetry ? 'outline' : 'solid'}>
            <RouterLink to="/">{t('app.backHome')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
