import { cva } from 'class-variance-authority';
import { type HTMLAttributes, type ReactNode, type RefObject, useId } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { MynaconClose, MynaconError, MynaconInfo, MynaconSuccess, MynaconWarning } from '../../icons/generated';
import { Button } from '../Button/Button';
import type { IconComponent } from '../Icon/Icon';
import {
  alertActions,
  alertBase,
  alertContent,
  alertDescription,
  alertDismiss,
  alertIcon,
  alertTitle,
  alertTone,
} from './Alert.css';

export const alertTones = ['info', 'success', 'warning', 'danger'] as const;
export type AlertTone = (typeof alertTones)[number];

const alertClass = cva(alertBase, { variants: { tone: alertTone }, defaultVariants: { tone: 'info' } });

const toneIcon: Record<AlertTone, IconComponent> = {
  info: MynaconInfo,
  success: MynaconSuccess,
  warning: MynaconWarning,
  danger: MynaconError,
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** Meaning and colour, with a matching icon: info, success, warning or danger. @default 'info' */
  tone?: AlertTone;
  /** A short summary of what happened, shown in bold. Also names the alert for screen readers. */
  title?: ReactNode;
  /** The details: what happened and what the player can do. */
  children?: ReactNode;
  /** Buttons or links for the next step, such as “Try again”, shown under the description. */
  actions?: ReactNode;
  /**
   * Announces a `danger` alert at once, interrupting the screen reader (`role="alert"`). Use it only for an
   * urgent problem that appears after the page has loaded, such as a failed save. Other alerts are polite
   * status messages (`role="status"`). @default false
   */
  live?: boolean;
  /**
   * Shows a dismiss button and is called when it is pressed. The alert does not hide itself: remove it in
   * this callback.
   */
  onDismiss?: () => void;
  /**
   * Where keyboard focus goes after dismissal, as the dismiss button disappears with the alert. Without it,
   * focus is left to the parent, which should move it somewhere sensible (such as the form the alert was about).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** A message about the page or a task: a saved change, a warning before an action, a failure to load. */
export function Alert({
  tone = 'info',
  title,
  children,
  actions,
  live = false,
  onDismiss,
  returnFocusRef,
  className,
  ...rest
}: AlertProps) {
  const { t } = useI18n();
  const titleId = useId();
  const Icon = toneIcon[tone];
  // Only an urgent danger interrupts: everything else waits for the screen reader to finish (WAI-ARIA APG).
  const role = live && tone === 'danger' ? 'alert' : 'status';
  const dismiss = () => {
    onDismiss?.();
    returnFocusRef?.current?.focus();
  };
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: status and alert take a name from aria-labelledby; Biome cannot see the role's value
    <div
      role={role}
      aria-labelledby={title ? titleId : undefined}
      data-component="Alert"
      data-tone={tone}
      data-live={(live && tone === 'danger') || undefined}
      className={[alertClass({ tone }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span className={alertIcon} data-part="icon">
        <Icon size="medium" />
      </span>
      <div className={alertContent} data-part="content">
        {title && (
          <p className={alertTitle} id={titleId} data-part="title">
            {title}
          </p>
        )}
        {children && (
          <div className={alertDescription} data-part="description">
            {children}
          </div>
        )}
        {actions && (
          <div className={alertActions} data-part="actions">
            {actions}
          </div>
        )}
      </div>
      {onDismiss && (
        <span className={alertDismiss} data-part="dismiss">
          <Button
            variant="ghost"
            size="small"
            iconOnly
            label={t('ui.alert.dismiss')}
            icon={<MynaconClose />}
            onPress={dismiss}
          />
        </span>
      )}
    </div>
  );
}
