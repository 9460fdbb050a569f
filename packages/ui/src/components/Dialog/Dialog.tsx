import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import {
  createContext,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { MynaconClose } from '../../icons/generated';
import { Button, type ButtonProps } from '../Button/Button';
import { ButtonTrigger, type ButtonTriggerContentProps, type ButtonTriggerLookProps } from '../Button/ButtonTrigger';
import { useControlledState } from '../private/useControlledState';
import {
  dialogClose,
  dialogContent,
  dialogDescription,
  dialogFooter,
  dialogOverlay,
  dialogSize,
  dialogTitle,
} from './Dialog.css';

export const dialogSizes = ['small', 'medium', 'large'] as const;
export const dialogRoles = ['dialog', 'alertdialog'] as const;
export type DialogSize = (typeof dialogSizes)[number];
export type DialogRole = (typeof dialogRoles)[number];

const contentClass = cva(dialogContent, { variants: { size: dialogSize }, defaultVariants: { size: 'medium' } });

interface DialogContextValue {
  open: boolean;
  close: () => void;
}

const DialogContext = createContext<DialogContextValue | null>(null);

function useDialogContext(part: string): DialogContextValue {
  const context = useContext(DialogContext);
  if (!context) throw new Error(`${part} must be used inside <Dialog>.`);
  return context;
}

export interface DialogProps {
  /** Whether the dialog is open, when the parent controls it (with `onOpenChange`). */
  open?: boolean;
  /** Whether the dialog starts open, when it controls its own state. @default false */
  defaultOpen?: boolean;
  /** Called with the new state whenever the dialog opens or closes: trigger, close button, Escape, outside click. */
  onOpenChange?: (open: boolean) => void;
  /** A `DialogTrigger` and a `DialogContent`. */
  children: ReactNode;
}

/**
 * A modal dialog: focus moves into it and stays there, the page behind cannot be scrolled or reached, and
 * focus returns to the trigger on close. Built on Radix Dialog.
 */
export function Dialog({ open: openProp, defaultOpen = false, onOpenChange, children }: DialogProps) {
  const [open, setOpen] = useControlledState(openProp, defaultOpen, onOpenChange);
  const context = useMemo(() => ({ open, close: () => setOpen(false) }), [open, setOpen]);
  return (
    <DialogContext.Provider value={context}>
      <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
        {children}
      </DialogPrimitive.Root>
    </DialogContext.Provider>
  );
}

export type DialogTriggerProps =
  | (ButtonTriggerLookProps &
      ButtonTriggerContentProps & {
        /** Renders the single child element as the trigger instead of a button. @default false */
        asChild?: false;
        /** Extra class names for the button. */
        className?: string;
      })
  | {
      /** Renders the single child element as the trigger: it must accept a ref and spread its props. */
      asChild: true;
      /** A native `<button>`, or a component that forwards its ref and props to one. */
      children: ReactElement;
    };

/** The button that opens the dialog. It looks like `Button` (same `variant`, `size`, `icon` and `iconOnly`). */
export function DialogTrigger(props: DialogTriggerProps) {
  if (props.asChild) {
    return (
      <DialogPrimitive.Trigger asChild data-component="DialogTrigger">
        {props.children}
      </DialogPrimitive.Trigger>
    );
  }
  const { asChild: _, ...look } = props;
  return (
    <DialogPrimitive.Trigger asChild>
      <ButtonTrigger data-component="DialogTrigger" {...look} />
    </DialogPrimitive.Trigger>
  );
}

export interface DialogContentProps {
  /** Width of the panel: `small` for confirmations, `large` for forms with several columns. @default 'medium' */
  size?: DialogSize;
  /**
   * `alertdialog` for confirmations that interrupt, such as “Delete account?”: clicking outside does not close
   * it, and it has no close button in the corner, so its footer must offer the way out. @default 'dialog'
   */
  role?: DialogRole;
  /** Hides the close button in the corner. @default false, true for `alertdialog` */
  hideCloseButton?: boolean;
  /** Extra class names for the panel. */
  className?: string;
  /** A `DialogTitle` (required), then an optional `DialogDescription`, the body and a `DialogFooter`. */
  children: ReactNode;
}

const preventDefault = (event: { preventDefault: () => void }) => event.preventDefault();

/** The panel and its backdrop, rendered in a portal at the end of the document. */
export function DialogContent({
  size = 'medium',
  role = 'dialog',
  hideCloseButton = role === 'alertdialog',
  className,
  children,
}: DialogContentProps) {
  const { t } = useI18n();
  const { open, close } = useDialogContext('DialogContent');
  const ref = useRef<HTMLDivElement>(null);
  const isAlert = role === 'alertdialog';

  useEffect(() => {
    if (!open) return;
    // Radix names the dialog after its title a frame after mounting, so check once it has had the chance.
    const frame = requestAnimationFrame(() => {
      const node = ref.current;
      if (node && !node.hasAttribute('aria-labelledby') && !node.hasAttribute('aria-label')) {
        console.error('DialogContent needs a DialogTitle: screen readers announce the dialog by its title.');
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        className={dialogOverlay}
        data-component="DialogOverlay"
        // A click beside a confirmation would otherwise move focus to the page behind it.
        onMouseDown={isAlert ? preventDefault : undefined}
      />
      <DialogPrimitive.Content
        ref={ref}
        role={role}
        data-component="DialogContent"
        data-size={size}
        data-role={role}
        className={[contentClass({ size }), className].filter(Boolean).join(' ')}
        // A confirmation must be answered: a stray click beside it should not count as “Cancel”.
        onPointerDownOutside={isAlert ? preventDefault : undefined}
        onInteractOutside={isAlert ? preventDefault : undefined}
      >
        {children}
        {hideCloseButton ? null : (
          // Last in the DOM so that opening focuses the content first; drawn in the corner.
          <span className={dialogClose} data-part="close">
            <Button
              iconOnly
              variant="ghost"
              size="small"
              label={t('ui.dialog.close')}
              icon={<MynaconClose />}
              onPress={close}
            />
          </span>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export interface DialogTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The dialog’s name, read out when it opens. */
  children: ReactNode;
}

/** The heading of the dialog; required, as it names the dialog for screen readers. */
export function DialogTitle({ className, ...rest }: DialogTitleProps) {
  return (
    <DialogPrimitive.Title
      data-component="DialogTitle"
      className={[dialogTitle, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

export interface DialogDescriptionProps extends HTMLAttributes<HTMLParagraphElement> {
  /** One or two sentences, read out after the title. */
  children: ReactNode;
}

/** A short explanation under the title, announced with it. */
export function DialogDescription({ className, ...rest }: DialogDescriptionProps) {
  return (
    <DialogPrimitive.Description
      data-component="DialogDescription"
      className={[dialogDescription, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

export interface DialogFooterProps extends HTMLAttributes<HTMLDivElement> {
  /** The dialog’s actions: `DialogClose` for the way out, then the main action last. */
  children: ReactNode;
}

/** The row of actions at the bottom of the dialog, aligned to the end. */
export function DialogFooter({ className, ...rest }: DialogFooterProps) {
  return (
    <div data-component="DialogFooter" className={[dialogFooter, className].filter(Boolean).join(' ')} {...rest} />
  );
}

export type DialogCloseProps = ButtonProps;

/** A `Button` that closes the dialog after its own `onPress`, such as “Cancel”. Defaults to `secondary`. */
export function DialogClose(props: DialogCloseProps) {
  const { close } = useDialogContext('DialogClose');
  const { onPress } = props;
  return (
    <Button
      variant="secondary"
      {...props}
      onPress={(event) => {
        onPress?.(event);
        close();
      }}
    />
  );
}
