import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { DismissButton, Overlay, usePopover } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { selectPopover } from './SelectListBox.css';

export interface SelectPopoverProps {
  /** The open state of the Select or ComboBox. */
  state: OverlayTriggerState;
  /** The element the popover lines up with (the trigger, or the ComboBox's input box). */
  triggerRef: RefObject<Element | null>;
  popoverRef: RefObject<HTMLDivElement | null>;
  /** Called on Escape while the popover is open. @default state.close */
  onEscape?: () => void;
  /**
   * Called on Tab and Shift+Tab while focus is in the popover. The page behind a modal popover is inert, so
   * the key cannot move focus there itself: the Select closes the list and then moves focus on.
   */
  onTab?: (direction: 'next' | 'previous') => void;
  /**
   * Leaves the rest of the page reachable and focus where it is: for the ComboBox, whose focus stays in its
   * input. A modal popover hides the page from screen readers, closes on any outside click, and gives focus
   * back to the trigger when it closes.
   */
  isNonModal?: boolean;
  /** The popover's minimum width: the trigger's. */
  minWidth?: number | undefined;
  children: ReactNode;
}

// 4px: the space-1 token at the default root size, so the list does not touch its trigger.
const triggerGap = 4;

/** The floating panel of a Select or ComboBox (react-aria's `usePopover`), kept beside its trigger. */
export function SelectPopover({
  state,
  triggerRef,
  popoverRef,
  onEscape,
  onTab,
  isNonModal = false,
  minWidth,
  children,
}: SelectPopoverProps) {
  // Inside a dialog, the list renders in the dialog: a dialog's focus trap would pull focus back out of a list
  // at the end of the page.
  const [container] = useState(() => triggerRef.current?.closest('[role="dialog"], [role="alertdialog"]') ?? undefined);
  // While the list is open, Escape closes the list alone. Dialogs (and focus scopes, for Tab) listen on the
  // document before anything inside them sees the key, so the list listens earlier still, on the window.
  const handlers = useRef({ onEscape: onEscape ?? state.close, onTab });
  handlers.current = { onEscape: onEscape ?? state.close, onTab };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const { onEscape: close, onTab: tab } = handlers.current;
      const inPopover = event.target instanceof Node && popoverRef.current?.contains(event.target);
      if (event.key === 'Escape') close();
      else if (event.key === 'Tab' && tab && inPopover) tab(event.shiftKey ? 'previous' : 'next');
      else return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [popoverRef]);

  const { popoverProps } = usePopover(
    { triggerRef, popoverRef, isNonModal, placement: 'bottom start', offset: triggerGap },
    state,
  );
  return (
    <Overlay portalContainer={container} disableFocusManagement={isNonModal}>
      <div
        {...popoverProps}
        ref={popoverRef}
        data-part="popover"
        data-state="open"
        className={selectPopover}
        // The token z-index (popover layer) applies instead of react-aria's inline one.
        style={{ ...popoverProps.style, zIndex: undefined, minWidth }}
      >
        {/* Screen-reader users without an Escape key can close a modal list with these hidden buttons. */}
        {isNonModal ? null : <DismissButton onDismiss={state.close} />}
        {children}
        {isNonModal ? null : <DismissButton onDismiss={state.close} />}
      </div>
    </Overlay>
  );
}
