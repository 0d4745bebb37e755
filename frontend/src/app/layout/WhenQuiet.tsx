import { Suspense, type ReactNode } from 'react';
import { RetryBoundary } from '../../components/RetryBoundary';
import { useQuietAfterLoad } from '../../lib/use-quiet-after-load';

const nothing = () => null;

/**
 * Renders `children`, parts of the shell whose code is fetched lazily, once the page is quiet (or at once with
 * `now`): what no first paint needs stays out of the first load. If the code cannot be fetched (offline on a
 * first visit), the page goes on without them.
 */
export function WhenQuiet({ now = false, children }: { now?: boolean; children: ReactNode }) {
  const quiet = useQuietAfterLoad();
  if (!quiet && !now) return null;
  return (
    <RetryBoundary fallback={nothing}>
      <Suspense fallback={null}>{children}</Suspense>
    </RetryBoundary>
  );
}
