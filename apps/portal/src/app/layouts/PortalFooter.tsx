import { Button, SiteFooter, type SiteFooterGroup } from '@mynacon/ui';
import { href } from '../../config/paths';
import { useRuntimeConfig } from '../../lib/config/useRuntimeConfig';
import { useT } from '../../lib/i18n/useT';
import { hasCookieSettings, openCookieSettings } from '../../lib/platform/consent/settings';
import { useDrawnFeature } from '../../lib/startup/useDrawnFeature';
import { footerLegal } from './layout.css';

export interface PortalFooterProps {
  /** Only the legal line: for the minimal layout, and errors shown before the bundle loaded. */
  reduced?: boolean;
}

/**
 * The site footer: help, about (with the newsletters' archive) and legal links, the copyright line and, when there is anything to consent to, the
 * button that reopens the cookie settings (players may change or withdraw their consent at any time).
 */
export function PortalFooter({ reduced = false }: PortalFooterProps) {
  const { t, locale } = useT();
  const config = useRuntimeConfig()?.config;
  // A prerendered page is hydrated with the game-support link as the build drew it (on, as by default: decision
  // 060), so that it does not appear after hydration and move the links after it; then as configured.
  const gameSupport = useDrawnFeature('gameSupport');
  const cookieSettings = !reduced && config !== undefined && hasCookieSettings(config);
  const page = (slug: string) => href('content-page', { slug }, locale);
  const groups: SiteFooterGroup[] = reduced
    ? []
    : [
        {
          heading: t('portal.footer.help'),
          links: [
            { href: href('support', {}, locale), label: t('portal.footer.support') },
            ...(gameSupport
              ? [{ href: href('support-games', {}, locale), label: t('portal.footer.gameSupport') }]
              : []),
            { href: href('contact', {}, locale), label: t('portal.footer.contact') },
          ],
        },
        {
          heading: t('portal.footer.about'),
          links: [
            { href: page('about-us'), label: t('portal.footer.aboutUs') },
            { href: page('legal-notice'), label: t('portal.footer.legalNotice') },
            { href: href('newsletter-archive', {}, locale), label: t('portal.footer.newsletters') },
          ],
        },
        {
          heading: t('portal.footer.legal'),
          links: [
            { href: page('terms-of-use'), label: t('portal.footer.terms') },
            { href: page('privacy-policy'), label: t('portal.footer.privacy') },
            { href: page('cookie-policy'), label: t('portal.footer.cookies') },
          ],
        },
      ];
  const copyright = t('portal.shell.copyright', { year: String(new Date().getFullYear()) });
  return (
    <SiteFooter
      groups={groups}
      legal={
        cookieSettings ? (
          <span className={footerLegal}>
            <span>{copyright}</span>
            <Button variant="ghost" size="small" onPress={openCookieSettings}>
              {t('portal.footer.cookieSettings')}
            </Button>
          </span>
        ) : (
          copyright
        )
      }
    />
  );
}
