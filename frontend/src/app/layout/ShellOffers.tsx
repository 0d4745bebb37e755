import { Alert, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { answerInstallOffer } from '../../lib/offline/install-prompt';

function UpdateReadyNotice() {
  const { t } = useTranslation();
  return (
    <Alert.Root status="info" size="sm" role="status" rounded="none">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{t('offline.updateReady')}</Alert.Title>
    </Alert.Root>
  );
}

/** Offered once, from the second visit on (lib/offline/install-prompt.ts). */
function InstallOffer() {
  const { t } = useTranslation();
  return (
    <Alert.Root status="neutral" size="sm" rounded="none" alignItems="center">
      <Alert.Content>
        <Alert.Title>{t('offline.install.title')}</Alert.Title>
        <Alert.Description>{t('offline.install.description')}</Alert.Description>
      </Alert.Content>
      <HStack gap="2" flexShrink={0}>
        <Button size="sm" colorPalette="brand" onClick={() => void answerInstallOffer(true)}>
          {t('offline.install.action')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => void answerInstallOffer(false)}>
          {t('offline.install.dismiss')}
        </Button>
      </HStack>
    </Alert.Root>
  );
}

/** The lines of ShellNotices that offer the fan something: a new version on their next move, installing the app. */
export interface ShellOffersProps {
  updateReady: boolean;
  installOffered: boolean;
}

export function ShellOffers({ updateReady, installOffered }: ShellOffersProps) {
  return (
    <>
      {updateReady ? <UpdateReadyNotice /> : null}
      {installOffered ? <InstallOffer /> : null}
    </>
  );
}
