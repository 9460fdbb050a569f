// The home's shortcuts to the support pages and the contact form.

import type { Locale } from '@mynacon/contract/locale';
import { Link } from '@mynacon/ui';
import { href } from '../../../config/paths';
import { compactList } from '../../../lib/page/page.css';
import { Block, type HomeT } from './Block';

export function Shortcuts({ t, locale }: { t: HomeT; locale: Locale }) {
  const links = [
    { label: t('portal.home.shortcuts.hub'), href: href('support', {}, locale) },
    { label: t('portal.home.shortcuts.games'), href: href('support-games', {}, locale) },
    { label: t('portal.home.shortcuts.products'), href: href('support-products', {}, locale) },
    { label: t('portal.home.shortcuts.shop'), href: href('support-ecommerce', {}, locale) },
    { label: t('portal.home.shortcuts.contact'), href: href('contact', {}, locale) },
  ];
  return (
    <Block name="shortcuts" title={t('portal.home.shortcuts.title')}>
      <ul className={compactList} aria-label={t('portal.home.shortcuts.title')}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} variant="standalone">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Block>
  );
}
