import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** Spec: /news shows "Redirecting to news..." and sends the browser to the Journalist Hub. */
export function NewsRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/journalists', { replace: true });
  }, [navigate]);
  return (
    <Center minH="50vh" role="status">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text>{t('news.redirecting')}</Text>
      </VStack>
    </Center>
  );
}
