import { Box, Center, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { IoFootball } from 'react-icons/io5';

/** Spec: Settings loads with a bouncing football and a label (still, for readers who ask for less motion). */
export function SettingsLoading() {
  const { t } = useTranslation();
  return (
    <Center minH="50vh" role="status">
      <VStack gap="3">
        <Box color="brand.solid" animation="bounce" _motionReduce={{ animation: 'none' }}>
          <IoFootball size="48" aria-hidden />
        </Box>
        <Text color="fg.muted">{t('settings.loading')}</Text>
      </VStack>
    </Center>
  );
}
