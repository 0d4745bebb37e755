import { Alert, Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithScreenStrings } from '../../lib/lazy-load';
import { useNow } from '../../lib/use-now';
import { matchDateLabel } from '../../lib/matches/match-date-label';
import { useNetworkState } from '../../lib/offline/network-status';
import { useInstallOfferStore } from '../../lib/offline/install-prompt';
import { useAppUpdateStore } from '../../lib/offline/service-worker';
import type { ShellOffersProps } from './ShellOffers';

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

// A new version and the offer to install come rarely: their words are the other screens' strings, fetched then.
const ShellOffers = lazyWithScreenStrings<ShellOffersProps>(() => import('./ShellOffers').then(({ ShellOffers }) => ({ default: ShellOffers })));

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
      {updateReady || installOffered ? (
        <Suspense fallback={null}>
          <ShellOffers updateReady={updateReady} installOffered={installOffered} />
        </Suspense>
      ) : null}
    </Box>
  );
}
