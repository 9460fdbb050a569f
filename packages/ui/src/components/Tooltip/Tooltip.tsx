import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import {
  createContext,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useContext,
  useRef,
} from 'react';
import { useControlledState } from '../private/useControlledState';
import { tooltipContent, tooltipTrigger } from './Tooltip.css';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;
export const tooltipAligns = ['start', 'center', 'end'] as const;
export type TooltipSide = (typeof tooltipSides)[number];
export type TooltipAlign = (typeof tooltipAligns)[number];

const HasProvider = createContext(false);

export interface TooltipProviderProps {
  /** Time from the pointer resting on a trigger to the tooltip opening, in milliseconds. @default 500 */
  delayDuration?: number;
  /** After a tooltip closes, the next one opens at once if the pointer reaches it within this time. @default 300 */
  skipDelayDuration?: number;
  /** The part of the app whose tooltips share these timings, usually the whole app. */
  children: ReactNode;
}

/**
 * Shares the opening delay between tooltips, so moving along a toolbar shows each label without waiting again.
 * Place it once near the root; a `Tooltip` outside any provider creates its own.
 */
export function TooltipProvider({ delayDuration = 500, skipDelayDuration = 300, children }: TooltipProviderProps) {
  return (
    <HasProvider.Provider value={true}>
      <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
        {children}
      </TooltipPrimitive.Provider>
    </HasProvider.Provider>
  );
}

export interface TooltipProps {
  /** The tooltip’s text: a few words that repeat or supplement what the trigger already says. */
  content: ReactNode;
  /** The element the tooltip belongs to: a focusable control such as an icon-only `Button`. */
  children: ReactNode;
  /** Preferred side of the trigger; the tooltip flips when there is no room. @default 'top' */
  side?: TooltipSide;
  /** Alignment against the trigger. @default 'center' */
  align?: TooltipAlign;
  /** Overrides the provider’s hover delay for this tooltip, in milliseconds. */
  delayDuration?: number;
  /** Whether the tooltip is open, when the parent controls it (with `onOpenChange`). */
  open?: boolean;
  /** Whether the tooltip starts open. @default false */
  defaultOpen?: boolean;
  /** Called with the new state whenever the tooltip opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A short label that appears while the pointer rests on its trigger or the trigger has keyboard focus, and
 * closes on Escape. Built on Radix Tooltip.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration,
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  const hasProvider = useContext(HasProvider);
  const [isOpen, changeOpen] = useControlledState(open, defaultOpen ?? false, onOpenChange);
  const isPressing = useRef(false);
  const setOpen = useCallback(
    (next: boolean) => {
      // The focus that a press gives the control must not bring back the tooltip the press put away.
      if (next === isOpen || (next && isPressing.current)) return;
      changeOpen(next);
    },
    [isOpen, changeOpen],
  );

  // `Button` (react-aria) stops its pointer and click events from bubbling, so the wrapper listens in the
  // capture phase to put the tooltip away when the control is pressed, as Radix does for plain buttons.
  const onPress = () => {
    isPressing.current = true;
    document.addEventListener('pointerup', () => (isPressing.current = false), { once: true });
    setOpen(false);
  };
  const onKeyPress = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') setOpen(false);
  };
  // React bubbles events through portals: focus or pointer movement inside a menu or dialog opened from the
  // trigger would otherwise reach the wrapper and reopen the tooltip on top of it.
  const ignoreFromOutside = (event: FocusEvent | PointerEvent) => {
    if (!event.currentTarget.contains(event.target as Node)) event.preventDefault();
  };

  const tooltip = (
    <TooltipPrimitive.Root open={isOpen} onOpenChange={setOpen} delayDuration={delayDuration}>
      <TooltipPrimitive.Trigger asChild onFocus={ignoreFromOutside} onPointerMove={ignoreFromOutside}>
        {/* The wrapper receives the hover and focus events that bubble from the control inside, so any control
            works as a trigger, including ones that do not forward refs such as `Button` and `Link`. */}
        <span
          className={tooltipTrigger}
          data-component="Tooltip"
          data-part="trigger"
          onPointerDownCapture={onPress}
          onKeyDownCapture={onKeyPress}
        >
          {children}
        </span>
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          className={tooltipContent}
          data-component="TooltipContent"
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
        >
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
