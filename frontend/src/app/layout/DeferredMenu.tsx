import { Suspense, useState, type ComponentType } from 'react';
import { RetryBoundary } from '../../components/RetryBoundary';
import { useQuietAfterLoad } from '../../lib/use-quiet-after-load';

interface DeferredMenuProps {
  /** The menu's button, painted at once, alone. */
  button: ComponentType<{ onClick: () => void }>;
  /** The menu with that button as its trigger, loaded lazily. */
  menu: ComponentType<{ defaultOpen: boolean }>;
}

/**
 * A header menu whose machinery (a fifth of the UI library) loads once the page is quiet, its bare button standing
 * in until then. A tap on the button before the menu has loaded fetches it and opens it as soon as it is here; if
 * its code could not be fetched (the fan went offline), the button stays, and a tap fetches it again.
 */
export function DeferredMenu({ button: Button, menu: Menu }: DeferredMenuProps) {
  const [wanted, setWanted] = useState(false);
  const quiet = useQuietAfterLoad();
  const button = <Button onClick={() => setWanted(true)} />;
  if (!quiet && !wanted) return button;
  const retryOnTap = (retry: () => void) => (
    <Button
      onClick={() => {
        setWanted(true);
        retry();
      }}
    />
  );
  return (
    <RetryBoundary fallback={retryOnTap}>
      <Suspense fallback={button}>
        <Menu defaultOpen={wanted} />
      </Suspense>
    </RetryBoundary>
  );
}
