import { type CSSProperties, type HTMLAttributes, type ReactNode, useRef, useState } from 'react';
import { mergeProps, useFocusRing, useHover, useLink } from 'react-aria';
import { useI18n } from '../../i18n/I18nProvider';
import { MynaconGamepad } from '../../icons/generated';
import { safeHref } from '../../utils/safeHref';
import {
  cardBase,
  cardBody,
  cardContent,
  cardFallback,
  cardFallbackName,
  cardFooter,
  cardHeader,
  cardImage,
  cardLink,
  cardMedia,
  cardTitle,
} from './Card.css';

export const cardVariants = ['default', 'media'] as const;
export type CardVariant = (typeof cardVariants)[number];
export const cardHeadingLevels = [2, 3, 4, 5, 6] as const;
export type CardHeadingLevel = (typeof cardHeadingLevels)[number];

/** Game covers are 264×374. */
const coverWidth = 264;
const coverHeight = 374;

export interface CardImage {
  /** Address of the picture. */
  src: string;
  /** What the picture shows, or `''` when it only decorates (such as a cover next to the game's name). */
  alt: string;
  /** Intrinsic width, set on the `img` so the page does not jump while it loads. @default 264 */
  width?: number;
  /** Intrinsic height, set on the `img` so the page does not jump while it loads. @default 374 */
  height?: number;
}

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** `default` for a text card; `media` for a game cover above the text. @default 'default' */
  variant?: CardVariant;
  /** The element: `article` for a self-contained item, `li` inside a list of cards. @default 'div' */
  as?: 'div' | 'article' | 'li' | 'section';
  /** The card's heading. With `href` it is also the link, and its text is the link's name. */
  title?: ReactNode;
  /** Level of the title's heading, to fit the page's outline. @default 3 */
  headingLevel?: CardHeadingLevel;
  /** Shown in the header after the title, such as a StatusBadge or a date. */
  header?: ReactNode;
  /** The body: a short description or details. */
  children?: ReactNode;
  /** Actions at the bottom, such as Buttons. They stay pressable on a linked card. */
  footer?: ReactNode;
  /**
   * Makes the whole card a link: the title becomes the link and its hit area covers the card. Needs `title`.
   * Unsafe URLs (`javascript:`, `data:`, …) are refused and the title stays plain text.
   */
  href?: string;
  /** Called when the card's link is activated. */
  onPress?: () => void;
  /**
   * The cover of a `media` card, loaded lazily. If it fails to load (as it does offline), or is missing, a
   * designed tile with the game's name takes its place.
   */
  image?: CardImage;
  /** Width divided by height of a `media` card's picture area, kept whether or not it loads. @default 264 / 374 */
  aspectRatio?: number;
  /** The name on the fallback tile, usually the game's. @default title, when it is a string */
  fallbackLabel?: string;
}

/** A surface for one item: a game, a post, a playtest. Optionally a cover on top and a link over the whole card. */
export function Card({
  as: Root = 'div',
  variant = 'default',
  title,
  headingLevel = 3,
  header,
  children,
  footer,
  href,
  onPress,
  image,
  aspectRatio = coverWidth / coverHeight,
  fallbackLabel,
  className,
  ...rest
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const safe = safeHref(href);
  return (
    <Root
      data-component="Card"
      data-variant={variant}
      data-linked={(safe !== undefined && title !== undefined) || undefined}
      className={[cardBase, className].filter(Boolean).join(' ')}
      {...rest}
    >
      {(title !== undefined || header || children !== undefined) && (
        <div className={cardContent} data-part="content">
          {(title !== undefined || header) && (
            <div className={cardHeader} data-part="header">
              {title !== undefined && (
                <Heading className={cardTitle} data-part="title">
                  {safe === undefined ? (
                    title
                  ) : (
                    <CardLink href={safe} onPress={onPress}>
                      {title}
                    </CardLink>
                  )}
                </Heading>
              )}
              {header}
            </div>
          )}
          {children !== undefined && (
            <div className={cardBody} data-part="body">
              {children}
            </div>
          )}
        </div>
      )}
      {variant === 'media' && (
        <CardMedia
          image={image}
          aspectRatio={aspectRatio}
          name={fallbackLabel ?? (typeof title === 'string' ? title : undefined)}
        />
      )}
      {footer && (
        <div className={cardFooter} data-part="footer">
          {footer}
        </div>
      )}
    </Root>
  );
}

function CardLink({ href, onPress, children }: { href: string; onPress?: () => void; children: ReactNode }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { linkProps } = useLink({ href, onPress }, ref);
  const { hoverProps, isHovered } = useHover({});
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <a
      {...mergeProps(linkProps, hoverProps, focusProps)}
      ref={ref}
      href={href}
      className={cardLink}
      data-part="link"
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </a>
  );
}

type ImageState = 'loading' | 'loaded' | 'error';

interface CardMediaProps {
  image: CardImage | undefined;
  aspectRatio: number;
  name: string | undefined;
}

function CardMedia({ image, aspectRatio, name }: CardMediaProps) {
  const { t } = useI18n();
  // Remembered per address, so a new src starts loading afresh instead of keeping the last one's failure.
  const [result, setResult] = useState<{ src: string; state: ImageState }>();
  const state: ImageState = !image ? 'error' : result?.src === image.src ? result.state : 'loading';
  const style: CSSProperties = { aspectRatio };
  // A missing cover or one with empty alt said nothing, so its absence says nothing either.
  const decorative = !image || image.alt === '';
  return (
    <div className={cardMedia} data-part="media" data-state={state} style={style}>
      {state === 'error' || !image ? (
        <div
          className={cardFallback}
          data-part="fallback"
          {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t('ui.card.imageUnavailable') })}
        >
          <MynaconGamepad />
          {name && <span className={cardFallbackName}>{name}</span>}
        </div>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveElementInteractions: load and error are network events, not user input
        <img
          className={cardImage}
          data-part="image"
          src={image.src}
          alt={image.alt}
          width={image.width ?? coverWidth}
          height={image.height ?? coverHeight}
          loading="lazy"
          decoding="async"
          onLoad={() => setResult({ src: image.src, state: 'loaded' })}
          onError={() => setResult({ src: image.src, state: 'error' })}
        />
      )}
    </div>
  );
}
