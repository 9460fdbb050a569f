// An action the player confirms first (a removal, a withdrawal): one dialog for every page that needs one.
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  VisuallyHidden,
} from '@mynacon/ui';
import { type ReactNode, useRef, useState } from 'react';

export interface ConfirmActionProps {
  /** The trigger's label, such as “Remove” or “Withdraw”. */
  triggerLabel: string;
  /** The item's name, read after the trigger's label by screen readers (“Remove My PS5”). */
  itemName: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that backs out (“Cancel”, “Keep my place”). */
  cancelLabel: string;
  /** Runs the action; resolves to an error text to show in the dialog, or null when done. */
  onConfirm: () => Promise<string | null>;
  /** Fields the action needs besides the confirmation, such as a proof that it is the player. */
  children?: ReactNode;
}

/**
 * An action behind an accessible confirmation (an `alertdialog`: focus inside, Escape or the cancel button to back
 * out). A failure shows inside the dialog (`data-part="confirm-failed"`), which stays open; the confirm button cannot
 * be pressed twice while it runs, and the dialog cannot be closed under it.
 */
export function ConfirmAction({
  triggerLabel,
  itemName,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  children,
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; id: number } | null>(null);
  const running = useRef(false);
  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const failure = await onConfirm();
      if (failure === null) setOpen(false);
      else setError((last) => ({ text: failure, id: (last?.id ?? 0) + 1 }));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (next) setError(null);
      }}
    >
      <DialogTrigger variant="secondary" size="small">
        {triggerLabel}
        <VisuallyHidden> {itemName}</VisuallyHidden>
      </DialogTrigger>
      <DialogContent role="alertdialog" size="small">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {error ? <Alert key={error.id} tone="danger" live title={error.text} data-part="confirm-failed" /> : null}
        {children}
        <DialogFooter>
          <DialogClose isDisabled={busy}>{cancelLabel}</DialogClose>
          <Button variant="danger" isLoading={busy} onPress={() => void confirm()}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
