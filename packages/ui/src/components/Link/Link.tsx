import { cva, type VariantProps } from 'class-variance-authority';
import { type AnchorHTMLAttributes, type ReactNode, useRef } from 'react';
import { mergeProps, useFocusRing, useHover, useLink } from 'react-aria';
import { useI18n } from '../../i18n/I18nProvider';
import { MynaconExternalLink } from '../../icons/generated/MynaconExternalLink';
import { isExternalHref, safeHref } from '../../utils/safeHref';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { linkBase, linkIcon, linkVariant } from './Link.css';

export const linkVariants = ['inline', 'standalone', 'muted'] as const;
const linkClass = cva(linkBase, { variants: { variant: linkVariant }, defaultVariants: { variant: 'inline' } });

export interface LinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>,
    VariantProps<typeof linkClass> {
  /**
   * Where the link goes. Internal paths navigate through the router given to `NavigationProvider`.
   * `javascript:`, `data:`, `blob:` and `vbscript:` URLs are refused: the text renders without a link.
   */
  href: string;
  /** Visual style: `inline` inside running text, `standalone` on its own, `muted` for secondary links. @default 'inline' */
  variant?: (typeof linkVariants)[number];
  /**
   * Opens in a new tab with an icon and a screen-reader hint. Defaults to true for http(s) addresses on
   * another origin.
   */
  external?: boolean;
  /** Called when the link is activated by mouse, touch or keyboard. */
  onPress?: () => void;
  children: ReactNode;
}

/** A link for internal routes and external addresses. Refuses script and data URLs. */
export function Link({ href, variant, external, onPress, className, children, ...rest }: LinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { t } = useI18n();
  const safe = safeHref(href);
  const isExternal = safe !== undefined && (external ?? isExternalHref(safe));
  const { linkProps } = useLink(
    {
      href: safe,
      isDisabled: safe === undefined,
      onPress,
      ...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    },
    ref,
  );
  const { hoverProps, isHovered } = useHover({ isDisabled: safe === undefined });
  const { focusProps, isFocusVisible } = useFocusRing();
  const classes = [linkClass({ variant }), className].filter(Boolean).join(' ');

  if (safe === undefined) {
    // A refused URL never reaches the DOM; the text stays so the content still reads.
    return (
      <span data-component="Link" data-blocked="" className={classes} {...rest}>
        {children}
      </span>
    );
  }
  return (
    <a
      {...mergeProps(rest, linkProps, hoverProps, focusProps)}
      ref={ref}
      href={safe}
      data-component="Link"
      data-variant={variant ?? 'inline'}
      data-external={isExternal || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      className={classes}
    >
      {children}
      {isExternal && (
        <>
          <MynaconExternalLink className={linkIcon} data-part="external-icon" />
          <VisuallyHidden> {t('ui.link.newTab')}</VisuallyHidden>
        </>
      )}
    </a>
  );
}
