import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useQuietAfterLoad } from '../../lib/use-quiet-after-load';

interface DeferredMenuProps {
  /** The menu's button, painted at once, alone. */
  button: ComponentType<{ onClick: () => void }>;
  /** The menu with that button as its trigger, loaded lazily. */
  menu: LazyExoticComponent<ComponentType<{ defaultOpen: boolean }>>;
}

/**
 * A header menu whose machinery (a fifth of the UI library) loads once the page is quiet, its bare button standing
 * in until then. A tap on the button before the menu has loaded fetches it and opens it as soon as it is here.
 */
export function DeferredMenu({ button: Button, menu: Menu }: DeferredMenuProps) {
  const [wanted, setWanted] = useState(false);
  const quiet = useQuietAfterLoad();
  const button = <Button onClick={() => setWanted(true)} />;
  if (!quiet && !wanted) return button;
  return (
    <Suspense fallback={button}>
      <Menu defaultOpen={wanted} />
    </Suspense>
  );
}
