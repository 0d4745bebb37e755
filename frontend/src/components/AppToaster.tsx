import { TOAST_DURATION_MS } from '@isl/contracts';
import { createToaster, Toaster as ChakraToaster, Portal, Stack, Toast, useLocaleContext } from '@chakra-ui/react';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { connectToaster, type Notice } from '../lib/toaster';

const toaster = createToaster({
  placement: 'bottom-end',
  duration: TOAST_DURATION_MS,
  // Spec section 9: F8 moves focus to the notification area.
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

/** Every toast shares one id, so a new one replaces the visible one (spec: one toast at a time). */
const TOAST_ID = 'app-toast';

/** Spec section 9: a toast is swiped away past 50 px, towards the edge it sits on (right, or left in RTL). */
const SWIPE_THRESHOLD_PX = 50;

function useSwipeToDismiss(onDismiss: () => void) {
  const { dir } = useLocaleContext();
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const towardsEdge = (dx: number) => (dir === 'rtl' ? -dx : dx);

  return {
    style: offset ? { transform: `translateX(${offset}px)`, transition: 'none' } : undefined,
    onPointerDown: (event: PointerEvent) => {
      startX.current = event.clientX;
    },
    onPointerMove: (event: PointerEvent) => {
      if (startX.current === null) return;
      const dx = event.clientX - startX.current;
      setOffset(towardsEdge(dx) > 0 ? dx : 0);
    },
    onPointerUp: () => {
      if (towardsEdge(offset) > SWIPE_THRESHOLD_PX) onDismiss();
      startX.current = null;
      setOffset(0);
    },
    onPointerCancel: () => {
      startX.current = null;
      setOffset(0);
    },
  };
}

interface SwipeableToastProps {
  onDismiss: () => void;
  title?: ReactNode;
  description?: ReactNode;
  /** The action's label; Zag runs its onClick and closes the toast. */
  actionLabel?: ReactNode;
  closable?: boolean;
}

function SwipeableToast({ onDismiss, title, description, actionLabel, closable }: SwipeableToastProps) {
  const swipe = useSwipeToDismiss(onDismiss);
  return (
    <Toast.Root width={{ md: 'sm' }} touchAction="pan-y" {...swipe}>
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxWidth="100%">
        {title ? <Toast.Title>{title}</Toast.Title> : null}
        {description ? <Toast.Description>{description}</Toast.Description> : null}
      </Stack>
      {actionLabel ? <Toast.ActionTrigger>{actionLabel}</Toast.ActionTrigger> : null}
      {closable ? <Toast.CloseTrigger /> : null}
    </Toast.Root>
  );
}

/** Shows the notices `notify` makes (lib/toaster.ts), from the moment it has mounted. */
export function AppToaster() {
  useEffect(() => {
    let disconnect: (() => void) | undefined;
    // Zag starts the toast group's machine in a microtask after this commit, and a toast made before it has
    // started was never drawn (the first notice, which is what loaded this module): the connection waits a task.
    const show = (notice: Notice) => toaster.create({ id: TOAST_ID, type: 'info', closable: true, ...notice });
    const timer = window.setTimeout(() => (disconnect = connectToaster(show)));
    return () => {
      window.clearTimeout(timer);
      disconnect?.();
    };
  }, []);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <SwipeableToast
            onDismiss={() => toaster.dismiss(toast.id)}
            title={toast.title} description={toast.description} actionLabel={toast.action?.label} closable={toast.closable} />
        )}
      </ChakraToaster>
    </Portal>
  );
}
