export type { SiteHeaderCollapse, SiteHeaderNavItem, SiteHeaderProps } from './SiteHeader';
export { SiteHeader, siteHeaderCollapseModes } from './SiteHeader';
