import type { HTMLAttributes, ReactElement, ReactNode } from 'react';
import { Button } from '../Button/Button';
import {
  emptyStateAction,
  emptyStateBase,
  emptyStateDescription,
  emptyStateIcon,
  emptyStateTitle,
} from './EmptyState.css';

export const emptyStateHeadingLevels = [2, 3, 4, 5, 6] as const;
export type EmptyStateHeadingLevel = (typeof emptyStateHeadingLevels)[number];

export interface EmptyStateAction {
  /** The button's text: a verb that gets the player out of the empty state, such as “Write a post”. */
  label: string;
  /** Called when the button is pressed. */
  onPress?: () => void;
  /** Makes the button a link to this address instead. */
  href?: string;
  /** An icon before the label. */
  icon?: ReactNode;
}

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A mynacon icon for the subject, such as `<MynaconComment />`. Drawn large and decorative. */
  icon: ReactElement;
  /** What is empty, in a few words: “No posts yet”, “No results for ‘dragon’”. */
  title: ReactNode;
  /** Level of the title's heading, to fit the page's outline. @default 2 */
  headingLevel?: EmptyStateHeadingLevel;
  /** Why it is empty, or what the player can do about it. */
  description?: ReactNode;
  /** The one next step, rendered as a primary Button. */
  action?: EmptyStateAction;
}

/** Fills a list, table or page that has nothing to show yet, and says what to do next. */
export function EmptyState({
  icon,
  title,
  headingLevel = 2,
  description,
  action,
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-component="EmptyState" className={[emptyStateBase, className].filter(Boolean).join(' ')} {...rest}>
      {/* The title says it all; the picture must not be read as well. */}
      <span className={emptyStateIcon} data-part="icon" aria-hidden="true">
        {icon}
      </span>
      <Heading className={emptyStateTitle} data-part="title">
        {title}
      </Heading>
      {description && (
        <p className={emptyStateDescription} data-part="description">
          {description}
        </p>
      )}
      {action && (
        <div className={emptyStateAction} data-part="action">
          <Button variant="primary" href={action.href} onPress={action.onPress} icon={action.icon}>
            {action.label}
          </Button>
        </div>
      )}
    </div>
  );
}
