import type { HTMLAttributes } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {}

/** Text for screen readers only, such as "(opens in a new tab)" after an external link. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return (
    <span data-component="VisuallyHidden" className={[visuallyHidden, className].filter(Boolean).join(' ')} {...rest} />
  );
}
