import { Alert, Box, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now';
import { matchDateLabel } from '../../lib/matches/match-date-label';
import { useNetworkState } from '../../lib/offline/network-status';
import { answerInstallOffer, useInstallOfferStore } from '../../lib/offline/install-prompt';
import { useAppUpdateStore } from '../../lib/offline/service-worker';

/** "Offline, last updated at 18:42": shown while the phone has no network or the screens show kept answers. */
function OfflineNotice({ online, keptAt }: { online: boolean; keptAt: number | null }) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  const lastUpdated = keptAt === null ? null : t('offline.lastUpdated', { when: matchDateLabel(new Date(keptAt).toISOString(), now, t) });
  return (
    <Alert.Root status="warning" size="sm" role="status" rounded="none">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{[t(online ? 'offline.serverUnreachable' : 'offline.offline'), lastUpdated].filter(Boolean).join(' ')}</Alert.Title>
    </Alert.Root>
  );
}

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

/**
 * The shell's lines about the network, a new build and the offer to install, over the foot of the window: they
 * come and go while the fan reads, and in the page's flow each would push the screen down (a layout shift).
 */
export function ShellNotices() {
  const { online, keptAt } = useNetworkState();
  const updateReady = useAppUpdateStore((state) => state.updateReady);
  const installOffered = useInstallOfferStore((state) => state.offer !== null);
  if (online && keptAt === null && !updateReady && !installOffered) return null;
  return (
    <Box position="fixed" insetX="0" bottom="0" zIndex="banner" shadow="lg">
      {!online || keptAt !== null ? <OfflineNotice online={online} keptAt={keptAt} /> : null}
      {updateReady ? <UpdateReadyNotice /> : null}
      {installOffered ? <InstallOffer /> : null}
    </Box>
  );
}
