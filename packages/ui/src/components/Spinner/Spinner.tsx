import { cva } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { spinnerBase, spinnerIndicator, spinnerSize } from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

const spinnerClass = cva(spinnerBase, { variants: { size: spinnerSize }, defaultVariants: { size: 'medium' } });

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role' | 'children'> {
  /** `small` beside text, `medium` in a panel, `large` for a whole page. @default 'medium' */
  size?: SpinnerSize;
  /** What is loading, read by screen readers (not shown). @default t('ui.spinner.label'), “Loading” */
  label?: string;
}

/** A turning ring that shows something is loading when its duration is unknown. */
export function Spinner({ size = 'medium', label, className, ...rest }: SpinnerProps) {
  const { t } = useI18n();
  return (
    // A polite status region: the hidden label is announced without interrupting the player.
    <span
      role="status"
      data-component="Spinner"
      data-size={size}
      className={[spinnerClass({ size }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span className={spinnerIndicator} data-part="indicator" aria-hidden="true" />
      <VisuallyHidden>{label ?? t('ui.spinner.label')}</VisuallyHidden>
    </span>
  );
}
