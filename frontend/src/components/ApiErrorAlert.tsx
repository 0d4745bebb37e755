import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { apiErrorKeys } from '../lib/api-error-message';

/** A failed call's message in the reader's language, in place and announced (see apiErrorKeys for `screen`). */
export function ApiErrorAlert({ error, screen }: { error: unknown; screen?: string }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{t(apiErrorKeys(error, screen))}</Alert.Title>
    </Alert.Root>
  );
}
