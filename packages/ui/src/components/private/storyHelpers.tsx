// Helpers for the stories of several components; not part of the public API.
import type { Decorator } from '@storybook/react-vite';
import { vars } from '../../theme/contract.css';
import { Link } from '../Link/Link';

/** Renders the story in a column no wider than `maxWidth`, the width the component has in a page. */
export const maxWidthDecorator =
  (maxWidth: string | number): Decorator =>
  (Story) => (
    <div style={{ maxWidth }}>
      <Story />
    </div>
  );

/**
 * True when a `prefers-reduced-motion: reduce` rule in the page's styles turns off the element's animation, or that of
 * its `pseudo` element (`'::after'`).
 */
export function stopsUnderReducedMotion(element: Element, pseudo?: '::before' | '::after'): boolean {
  const matches = (selector: string) => {
    if (!pseudo) return element.matches(selector);
    return selector.endsWith(pseudo) && element.matches(selector.slice(0, -pseudo.length));
  };
  return [...document.styleSheets].some((sheet) =>
    [...sheet.cssRules].some(
      (rule) =>
        rule instanceof CSSMediaRule &&
        rule.conditionText.includes('prefers-reduced-motion: reduce') &&
        [...rule.cssRules].some(
          (inner) =>
            inner instanceof CSSStyleRule && matches(inner.selectorText) && inner.style.animationName === 'none',
        ),
    ),
  );
}

interface StoryBreadcrumbProps {
  /** The pages above the current one, the top first. */
  trail: ReadonlyArray<{ href: string; label: string }>;
  /** The current page's name. */
  current: string;
}

/** A breadcrumb trail, as a page puts it above its title: links to the pages above, then the current page. */
export function StoryBreadcrumb({ trail, current }: StoryBreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb">
      <ol style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' }}>
        {trail.map(({ href, label }) => (
          <li key={href}>
            <Link href={href} variant="muted">
              {label}
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
