import { cva } from 'class-variance-authority';
import { type ReactNode, useId } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { Link } from '../Link/Link';
import {
  siteFooterBase,
  siteFooterBottom,
  siteFooterGroups,
  siteFooterHeading,
  siteFooterLegal,
  siteFooterList,
} from './SiteFooter.css';

/** Heading levels a link group's heading can take, to fit the page's outline. */
export const siteFooterHeadingLevels = [2, 3, 4, 5, 6] as const;
export type SiteFooterHeadingLevel = (typeof siteFooterHeadingLevels)[number];

const siteFooterClass = cva(siteFooterBase);

/** One footer link. */
export interface SiteFooterLink {
  /** Where the link goes; internal paths navigate through `NavigationProvider`, other sites open in a new tab. */
  href: string;
  /** The visible text and accessible name. */
  label: string;
}

/** A titled column of footer links. */
export interface SiteFooterGroup {
  /** The heading above the links, such as “Support”. */
  heading: string;
  /** The links of the column. */
  links: readonly SiteFooterLink[];
}

export interface SiteFooterProps {
  /** Columns of links, inside one navigation landmark. */
  groups?: readonly SiteFooterGroup[];
  /** The legal line: copyright and company details. */
  legal?: ReactNode;
  /** A locale switcher for the bottom row, such as a labelled `<select>`. */
  localeSwitcher?: ReactNode;
  /** The level of the group headings. @default 2 */
  headingLevel?: SiteFooterHeadingLevel;
  /** Extra class names for the root. */
  className?: string;
}

/** The foot of every portal page: link columns, the legal line and, optionally, a locale switcher. */
export function SiteFooter({ groups = [], legal, localeSwitcher, headingLevel = 2, className }: SiteFooterProps) {
  const { t } = useI18n();
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <footer data-component="SiteFooter" className={[siteFooterClass(), className].filter(Boolean).join(' ')}>
      {groups.length > 0 && (
        <nav aria-label={t('ui.siteFooter.navigation')} className={siteFooterGroups} data-part="navigation">
          {groups.map((group, index) => {
            const headingId = `${baseId}-group-${index}`;
            return (
              <div key={group.heading} data-part="group">
                <Heading id={headingId} className={siteFooterHeading} data-part="heading">
                  {group.heading}
                </Heading>
                <ul className={siteFooterList} aria-labelledby={headingId}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} variant="muted">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
      )}
      {(legal || localeSwitcher) && (
        <div className={siteFooterBottom} data-part="bottom">
          {legal && (
            <div className={siteFooterLegal} data-part="legal">
              {legal}
            </div>
          )}
          {localeSwitcher && <div data-part="locale-switcher">{localeSwitcher}</div>}
        </div>
      )}
    </footer>
  );
}
