import { cva } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { badgeBase, badgeEmphasis, badgeIcon, badgeTone } from './Badge.css';

export const badgeTones = ['neutral', 'accent', 'info', 'success', 'warning', 'danger'] as const;
export const badgeEmphases = ['subtle', 'strong'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export type BadgeEmphasis = (typeof badgeEmphases)[number];

const badgeClass = cva(badgeBase, {
  variants: { tone: badgeTone, emphasis: badgeEmphasis },
  defaultVariants: { tone: 'neutral', emphasis: 'subtle' },
});

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour of the badge. Colour is never the only cue: the text (and an icon) must say the same. @default 'neutral' */
  tone?: BadgeTone;
  /** `subtle` tints the border and icon; `strong` fills the badge, for the one badge that must stand out. @default 'subtle' */
  emphasis?: BadgeEmphasis;
  /** A small icon before the text, such as `<MynaconCheckCircle size="small" />`. Decorative. */
  icon?: ReactNode;
  /**
   * What screen readers read instead of the visible text, when the text needs context to make sense on its
   * own: “Status: Fixed” for a badge that shows “Fixed”.
   */
  label?: string;
  /** The visible text: one or two words. */
  children: ReactNode;
}

/** A short, non-interactive label for a state or category, such as a post's status or a bug's severity. */
export function Badge({
  tone = 'neutral',
  emphasis = 'subtle',
  icon,
  label,
  className,
  children,
  ...rest
}: BadgeProps) {
  return (
    <span
      data-component="Badge"
      data-tone={tone}
      data-emphasis={emphasis}
      className={[badgeClass({ tone, emphasis }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      {icon && (
        <span className={badgeIcon} data-part="icon" aria-hidden="true">
          {icon}
        </span>
      )}
      {label === undefined ? (
        <span data-part="text">{children}</span>
      ) : (
        <>
          <span data-part="text" aria-hidden="true">
            {children}
          </span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      )}
    </span>
  );
}
