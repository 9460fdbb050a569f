import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { createContext, type ReactNode, useCallback, useContext, useId, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { MynaconCheckCircle, MynaconClose, MynaconError, MynaconInfo, MynaconWarning } from '../../icons/generated';
import { ButtonTrigger } from '../Button/ButtonTrigger';
import {
  toastBase,
  toastDescription,
  toastIcon,
  toastIconBox,
  toastText,
  toastTitle,
  toastTone,
  toastViewport,
} from './Toast.css';

export const toastTones = ['info', 'success', 'warning', 'danger'] as const;
export const toastSwipeDirections = ['right', 'left', 'up', 'down'] as const;
export type ToastTone = (typeof toastTones)[number];
export type ToastSwipeDirection = (typeof toastSwipeDirections)[number];

const toastClass = cva(toastBase, { variants: { tone: toastTone }, defaultVariants: { tone: 'info' } });

const toneIcons = {
  info: MynaconInfo,
  success: MynaconCheckCircle,
  warning: MynaconWarning,
  danger: MynaconError,
} as const;

export interface ToastOptions {
  /** What happened, in a few words: “Profile saved”, “Payment failed”. It is read out in full. */
  title: string;
  /** One more sentence when the title needs it, such as what to do next. */
  description?: string;
  /**
   * `info`, `success`, `warning` or `danger`: sets the colour and the icon. `danger` interrupts screen readers;
   * the others are announced when they are idle. @default 'info'
   */
  tone?: ToastTone;
  /** Time on screen in milliseconds, paused while hovered or focused; `Infinity` keeps it until dismissed. */
  duration?: number;
}

interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes the toast with this id, if it is still open. */
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows and dismisses toasts from anywhere below `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}

export interface ToastProviderProps {
  /** Default time on screen for each toast, in milliseconds. @default 6000 */
  duration?: number;
  /** The direction a swipe must go to dismiss a toast. @default 'right' */
  swipeDirection?: ToastSwipeDirection;
  /** At most this many toasts show at once; a new one closes the oldest. @default 3 */
  limit?: number;
  /** The app, or the part of it that raises toasts. */
  children: ReactNode;
}

/**
 * Holds the toasts and the “Notifications” region they appear in, at the bottom right. F8 moves focus to the
 * region. Place it once near the root of the app. Built on Radix Toast.
 */
export function ToastProvider({ duration = 6000, swipeDirection = 'right', limit = 3, children }: ToastProviderProps) {
  const { t } = useI18n();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const prefix = useId();
  const count = useRef(0);

  const toast = useCallback(
    (options: ToastOptions) => {
      count.current += 1;
      const id = `${prefix}${count.current}`;
      setToasts((current) => {
        // Closed toasts have finished their exit by the time another arrives, so they are forgotten here;
        // the oldest open ones close when the new one would pass the limit.
        const open = current.filter((entry) => entry.open);
        const excess = open.length + 1 - limit;
        return [
          ...open.map((entry, index) => (index < excess ? { ...entry, open: false } : entry)),
          { ...options, id, open: true },
        ];
      });
      return id;
    },
    [prefix, limit],
  );
  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider duration={duration} swipeDirection={swipeDirection} label={t('ui.toast.label')}>
        {children}
        {toasts.map((entry) => (
          <ToastCard key={entry.id} entry={entry} onClose={() => dismiss(entry.id)} />
        ))}
        <ToastPrimitive.Viewport
          className={toastViewport}
          data-component="ToastViewport"
          label={t('ui.toast.region')}
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

function ToastCard({ entry, onClose }: { entry: ToastEntry; onClose: () => void }) {
  const { t } = useI18n();
  const [isPaused, setPaused] = useState(false);
  const tone = entry.tone ?? 'info';
  const Icon = toneIcons[tone];
  return (
    <ToastPrimitive.Root
      open={entry.open}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      duration={entry.duration}
      // Radix announces foreground toasts assertively; only a failure should interrupt what is being read.
      type={tone === 'danger' ? 'foreground' : 'background'}
      onPause={() => setPaused(true)}
      onResume={() => setPaused(false)}
      className={toastClass({ tone })}
      data-component="Toast"
      data-tone={tone}
      data-paused={isPaused || undefined}
    >
      <span className={[toastIconBox, toastIcon[tone]].join(' ')} data-part="icon">
        <Icon />
      </span>
      <div className={toastText}>
        <ToastPrimitive.Title className={toastTitle} data-part="title">
          {entry.title}
        </ToastPrimitive.Title>
        {entry.description ? (
          <ToastPrimitive.Description className={toastDescription} data-part="description">
            {entry.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close asChild>
        <ButtonTrigger
          iconOnly
          variant="ghost"
          size="small"
          label={t('ui.toast.dismiss')}
          icon={<MynaconClose />}
          data-part="dismiss"
        />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
