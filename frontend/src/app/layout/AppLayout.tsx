import { Box, Flex, Link } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { RetryBoundary } from '../../components/RetryBoundary';
import { useLiveStandings } from '../../features/league/hooks/use-live-standings';
import { useLiveMatchUpdates } from '../../features/matches/hooks/use-live-match-updates';
import { usePredictionUpdates } from '../../features/predictions/hooks/use-prediction-updates';
import { useCurrentUser } from '../../lib/current-user';
import { usePushLanguageSync } from '../../lib/push/use-push-language-sync';
import { lazyLoaded } from '../../lib/lazy-load';
import { useNetworkState } from '../../lib/offline/network-status';
import { useOfflineSupport } from '../../lib/offline/use-offline-support';
import { useAccountLanguageSync } from '../../lib/use-account-language-sync';
import { useQueuedWrites } from '../use-queued-writes';
import { Header } from './Header';
import { ScreenNotLoaded } from './ScreenNotLoaded';
import { WhenQuiet } from './WhenQuiet';
import { useScrollRestoration } from './use-scroll-restoration';

// Below the fold on every screen (the main area is a screen tall), and the notices have nothing to say on most
// loads: both come once the page is quiet, the notices at once when the page opens offline.
const Footer = lazyLoaded<object>(() => import('./Footer').then(({ Footer }) => ({ default: Footer })));
const ShellNotices = lazyLoaded<object>(() => import('./ShellNotices').then(({ ShellNotices }) => ({ default: ShellNotices })));

/**
 * Every page: skip link, header, the route's screen, footer (spec: every page has both). The shell also keeps
 * the cached league data in step with the live socket, whichever screen is open.
 */
export function AppLayout() {
  const { t } = useTranslation();
  useLiveMatchUpdates();
  useLiveStandings();
  usePredictionUpdates();
  usePushLanguageSync(Boolean(useCurrentUser().user));
  useAccountLanguageSync();
  useScrollRestoration();
  useOfflineSupport();
  useQueuedWrites();
  const { pathname } = useLocation();
  const { online, keptAt } = useNetworkState();
  return (
    <Flex direction="column" minH="100dvh">
      <Link
        href="#main"
        position="absolute"
        insetStart="2"
        top="-20"
        zIndex="skipLink"
        bg="bg"
        px="4"
        py="2"
        rounded="md"
        _focus={{ top: '2' }}
      >
        {t('app.skipToContent')}
      </Link>
      <Header />
      <WhenQuiet now={!online || keptAt !== null}>
        <ShellNotices />
      </WhenQuiet>
      {/* At least a screen tall: while a screen or its data loads, the footer waits below the fold instead of
          showing and being pushed away (a layout shift on every first visit). */}
      <Box as="main" id="main" tabIndex={-1} flex="1" minH="100dvh" outline="none">
        <RetryBoundary resetKey={pathname} fallback={(retry) => <ScreenNotLoaded onRetry={retry} />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RetryBoundary>
      </Box>
      <WhenQuiet>
        <Footer />
      </WhenQuiet>
    </Flex>
  );
}
