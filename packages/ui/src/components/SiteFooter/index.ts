export type { SiteFooterGroup, SiteFooterHeadingLevel, SiteFooterLink, SiteFooterProps } from './SiteFooter';
export { SiteFooter, siteFooterHeadingLevels } from './SiteFooter';
