import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import {
  pageHeaderActions,
  pageHeaderBase,
  pageHeaderDescription,
  pageHeaderEyebrow,
  pageHeaderTitle,
} from './PageHeader.css';

const pageHeaderClass = cva(pageHeaderBase);

export interface PageHeaderProps {
  /** The page title, rendered as the page's only `h1`. */
  title: ReactNode;
  /** An id for the `h1`, so a landmark or section can be labelled by the title. */
  titleId?: string;
  /**
   * Above the title: a short eyebrow text or the breadcrumb. Pass the breadcrumb as your own
   * `<nav aria-label="Breadcrumb">`; the header only places it.
   */
  eyebrow?: ReactNode;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** Buttons for the page's actions, placed beside the title on wide screens and below it on narrow ones. */
  actions?: ReactNode;
  /** Extra class names for the root. */
  className?: string;
}

/** The top of a page's content: breadcrumb or eyebrow, the `h1` title, a description and the page's actions. */
export function PageHeader({ title, titleId, eyebrow, description, actions, className }: PageHeaderProps) {
  return (
    <div data-component="PageHeader" className={[pageHeaderClass(), className].filter(Boolean).join(' ')}>
      {eyebrow && (
        <div className={pageHeaderEyebrow} data-part="eyebrow">
          {eyebrow}
        </div>
      )}
      <h1 id={titleId} className={pageHeaderTitle} data-part="title">
        {title}
      </h1>
      {description && (
        <p className={pageHeaderDescription} data-part="description">
          {description}
        </p>
      )}
      {actions && (
        <div className={pageHeaderActions} data-part="actions">
          {actions}
        </div>
      )}
    </div>
  );
}
