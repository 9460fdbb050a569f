import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cva } from 'class-variance-authority';
import { type HTMLAttributes, useState } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { avatarBase, avatarFallback, avatarImage, avatarSize } from './Avatar.css';

export const avatarSizes = ['small', 'medium', 'large'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

const avatarClass = cva(avatarBase, { variants: { size: avatarSize }, defaultVariants: { size: 'medium' } });

/**
 * The initials of a name: the first letter of each of its first two words, upper-cased by the rules of
 * `locale`. Letters are whole graphemes, so accented and combined characters stay intact.
 */
export function getInitials(name: string, locale?: string): string {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'grapheme' });
  return name
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => segmenter.segment(word)[Symbol.iterator]().next().value?.segment ?? '')
    .join('')
    .toLocaleUpperCase(locale);
}

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** The player's name: gives the initials and, unless `decorative`, the accessible name. */
  name: string;
  /** The picture. While it loads, and if it fails, the initials show instead. */
  src?: string;
  /** `small` in dense lists, `medium` next to a post, `large` on a profile. @default 'medium' */
  size?: AvatarSize;
  /**
   * Hides the avatar from screen readers, for when the name is written next to it and would otherwise be read
   * twice. Otherwise the avatar is an image named after the player. @default false
   */
  decorative?: boolean;
}

/** A player's picture, or their initials when there is none. Built on Radix Avatar. */
export function Avatar({ name, src, size = 'medium', decorative = false, className, ...rest }: AvatarProps) {
  const { locale } = useI18n();
  const [status, setStatus] = useState<'idle' | 'loading' | 'loaded' | 'error'>(src ? 'loading' : 'idle');
  // One name for both states: the root is the image, so the picture and the initials are never announced apart.
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  return (
    <AvatarPrimitive.Root
      {...rest}
      {...a11y}
      data-component="Avatar"
      data-size={size}
      data-status={src ? status : 'idle'}
      className={[avatarClass({ size }), className].filter(Boolean).join(' ')}
    >
      {src && (
        <AvatarPrimitive.Image
          key={src}
          src={src}
          alt=""
          className={avatarImage}
          data-part="image"
          onLoadingStatusChange={setStatus}
        />
      )}
      <AvatarPrimitive.Fallback className={avatarFallback} data-part="fallback" aria-hidden="true">
        {getInitials(name, locale)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
