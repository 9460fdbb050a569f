export type { SiteHeaderCollapse, SiteHeaderNavItem, SiteHeaderProps, SiteHeaderSearch } from './SiteHeader';
export { SiteHeader, siteHeaderCollapseModes } from './SiteHeader';
