import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A whole page waiting for its first data or its code. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Center minH="50vh" role="status">
      <VStack gap="3">
        <Spinner size="xl" color="brand.solid" borderWidth="4px" />
        <Text color="fg.muted">{t('app.loading')}</Text>
      </VStack>
    </Center>
  );
}
