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
import { useRef, useState } from 'react';
import type { PlaytestsT } from './states';

/**
 * Withdrawing behind an accessible confirmation (an `alertdialog`: focus inside, Escape or “Keep my place” to back
 * out). A refusal shows inside the dialog, which stays open; the confirm button cannot be pressed twice.
 */
export function WithdrawButton({
  title,
  t,
  onConfirm,
}: {
  title: string;
  t: PlaytestsT;
  /** Withdraws; resolves to an error text to show, or null when done. */
  onConfirm: () => Promise<string | null>;
}) {
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
        {t('portal.playtests.mine.withdraw')}
        <VisuallyHidden> {title}</VisuallyHidden>
      </DialogTrigger>
      <DialogContent role="alertdialog" size="small">
        <DialogTitle>{t('portal.playtests.mine.withdrawTitle', { title })}</DialogTitle>
        <DialogDescription>{t('portal.playtests.mine.withdrawDescription')}</DialogDescription>
        {error ? <Alert key={error.id} tone="danger" live title={error.text} data-part="withdraw-refused" /> : null}
        <DialogFooter>
          <DialogClose isDisabled={busy}>{t('portal.playtests.mine.keep')}</DialogClose>
          <Button variant="danger" isLoading={busy} onPress={() => void confirm()}>
            {t('portal.playtests.mine.withdrawConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
