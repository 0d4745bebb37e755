import { Suspense, type ReactNode } from 'react';
import { RetryBoundary } from '../../components/RetryBoundary';
import { useQuietAfterLoad } from '../../lib/use-quiet-after-load';

const nothing = () => null;

/**
 * Renders `children`, parts of the shell whose code is fetched lazily, as soon as it arrives. If it cannot be
 * fetched (offline on a first visit), the page goes on without them.
 */
export function LazyShellPart({ children }: { children: ReactNode }) {
  return (
    <RetryBoundary fallback={nothing}>
      <Suspense fallback={null}>{children}</Suspense>
    </RetryBoundary>
  );
}

/** A LazyShellPart rendered once the page is quiet (or at once with `now`): what no first paint needs stays out of the first load. */
export function WhenQuiet({ now = false, children }: { now?: boolean; children: ReactNode }) {
  const quiet = useQuietAfterLoad();
  return quiet || now ? <LazyShellPart>{children}</LazyShellPart> : null;
}
