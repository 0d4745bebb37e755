import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ModalDialogProps {
  title: string;
  /**
   * The button that opens it; focus returns to it on close. Without one (a dialog opened from one of many rows), the
   * caller opens it through `open`, and focus returns to whatever had it before.
   */
  trigger?: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While true (a request under way) the dialog cannot be closed. */
  busy: boolean;
  /** The dialog's own action, beside Cancel; none for a dialog that only shows something. */
  action?: ReactNode;
  /** The button that closes it without acting: Cancel, or Close where there is nothing to cancel. */
  dismissLabel?: string;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/** A centred modal dialog with a title, Cancel and close buttons and one action; Escape closes it when not busy. */
export function ModalDialog({ title, trigger, open, onOpenChange, busy, action, dismissLabel, role = 'dialog', children }: ModalDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !busy && onOpenChange(details.open)} placement="center" role={role} closeOnInteractOutside={!busy}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {dismissLabel ?? t('app.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              {action}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label={t('app.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
