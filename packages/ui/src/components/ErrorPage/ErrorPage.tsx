import { cva } from 'class-variance-authority';
import { type ReactNode, useEffect } from 'react';
import { Button } from '../Button/Button';
import { errorPageActions, errorPageBase, errorPageCode, errorPageHeading, errorPageHints } from './ErrorPage.css';

const errorPageClass = cva(errorPageBase);

/** The way out of an error page. */
export interface ErrorPageAction {
  /** The button's label, such as “Back to homepage”. */
  label: string;
  /** Where it goes, such as `/`; internal paths navigate through `NavigationProvider`. */
  href: string;
}

export interface ErrorPageProps {
  /** The document title while the page is shown, such as “Page not found”. */
  title?: string;
  /** Sets `document.title` to `title` while mounted and restores the previous title on unmount. @default true */
  setDocumentTitle?: boolean;
  /** The visible heading, rendered as the page's `h1`. */
  heading: ReactNode;
  /** What may have gone wrong and what to try, as a list. */
  hints?: readonly ReactNode[];
  /** The error code, such as 404, shown large. Decorative: the heading says what happened. */
  code?: string | number;
  /** The primary action, rendered as a primary Button link. */
  action?: ErrorPageAction;
  /** More content under the action, such as a support link. */
  children?: ReactNode;
  /** Extra class names for the root. */
  className?: string;
}

/** The content of a not-found or error page: code, heading, hints and a way back. Place it inside `main`. */
export function ErrorPage({
  title,
  setDocumentTitle = true,
  heading,
  hints = [],
  code,
  action,
  children,
  className,
}: ErrorPageProps) {
  useEffect(() => {
    if (!setDocumentTitle || title === undefined) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [setDocumentTitle, title]);

  return (
    <div data-component="ErrorPage" className={[errorPageClass(), className].filter(Boolean).join(' ')}>
      {code !== undefined && (
        <span className={errorPageCode} data-part="code" aria-hidden="true">
          {code}
        </span>
      )}
      <h1 className={errorPageHeading} data-part="heading">
        {heading}
      </h1>
      {hints.length > 0 && (
        <ul className={errorPageHints} data-part="hints">
          {hints.map((hint, index) => (
            // Hints are static text in a fixed order, so the index is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>{hint}</li>
          ))}
        </ul>
      )}
      {action && (
        <div className={errorPageActions} data-part="actions">
          <Button href={action.href}>{action.label}</Button>
        </div>
      )}
      {children}
    </div>
  );
}
