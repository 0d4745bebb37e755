import { Box, Flex, Link } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { RetryBoundary } from '../../components/RetryBoundary';
import { useCurrentUser } from '../../lib/current-user';
import { usePushLanguageSync } from '../../lib/push/use-push-language-sync';
import { lazyLoaded } from '../../lib/lazy-load';
import { useNetworkState } from '../../lib/offline/network-status';
import { useOfflineSupport } from '../../lib/offline/use-offline-support';
import { useAccountLanguageSync } from '../../lib/use-account-language-sync';
import { Header } from './Header';
import { ScreenNotLoaded } from './ScreenNotLoaded';
import { LazyShellPart, WhenQuiet } from './WhenQuiet';
import { useScrollRestoration } from './use-scroll-restoration';

// The footer, the notices and the offline shell's work come once the page is quiet (at once when it opens offline);
// the live sync as soon as its code arrives, after the first screen's.
const ShellFoot = lazyLoaded<object>(() => import('./ShellFoot').then(({ ShellFoot }) => ({ default: ShellFoot })));
const LiveSync = lazyLoaded<object>(() => import('./LiveSync').then(({ LiveSync }) => ({ default: LiveSync })));

/**
 * Every page: skip link, header, the route's screen, footer (spec: every page has both). The shell also keeps
 * the cached league data in step with the live socket, whichever screen is open.
 */
export function AppLayout() {
  const { t } = useTranslation();
  usePushLanguageSync(Boolean(useCurrentUser().user));
  useAccountLanguageSync();
  useScrollRestoration();
  useOfflineSupport();
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
      {/* At least a screen tall: while a screen or its data loads, the footer waits below the fold instead of
          showing and being pushed away (a layout shift on every first visit). */}
      <Box as="main" id="main" tabIndex={-1} flex="1" minH="100dvh" outline="none">
        <RetryBoundary resetKey={pathname} fallback={(retry) => <ScreenNotLoaded onRetry={retry} />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RetryBoundary>
      </Box>
      <LazyShellPart>
        <LiveSync />
      </LazyShellPart>
      <WhenQuiet now={!online || keptAt !== null}>
        <ShellFoot />
      </WhenQuiet>
    </Flex>
  );
}
