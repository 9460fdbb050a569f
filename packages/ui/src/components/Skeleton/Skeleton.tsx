import type { CSSProperties, HTMLAttributes } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { skeletonBase, skeletonBlock, skeletonShape } from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** `text` for lines of copy, `rect` for images and cards, `circle` for avatars. @default 'text' */
  shape?: SkeletonShape;
  /** Number of lines of the `text` shape; the last of several is shorter. @default 3 */
  lines?: number;
  /** Width of the shape as a CSS length, such as `'12rem'` or `'50%'`. @default the full width (a circle: 2.5rem) */
  width?: CSSProperties['width'];
  /** Height of the `rect` and `circle` shapes as a CSS length. A circle takes its width when only that is given. */
  height?: CSSProperties['height'];
  /** What is loading, read by screen readers (not shown). @default t('ui.skeleton.label'), “Loading content” */
  label?: string;
}

/** A placeholder in the shape of content that is still loading, so the layout does not jump when it arrives. */
export function Skeleton({ shape = 'text', lines = 3, width, height, label, className, ...rest }: SkeletonProps) {
  const { t } = useI18n();
  const count = shape === 'text' ? Math.max(1, Math.floor(lines)) : 1;
  // Text lines share the width of the whole block; a rect or circle takes its own size.
  const blockSize: CSSProperties | undefined =
    shape === 'text' ? undefined : { width, height: height ?? (shape === 'circle' ? width : undefined) };
  return (
    <div
      aria-busy="true"
      data-component="Skeleton"
      data-shape={shape}
      className={[skeletonBase, className].filter(Boolean).join(' ')}
      {...rest}
      style={shape === 'text' && width !== undefined ? { width, ...rest.style } : rest.style}
    >
      <VisuallyHidden>{label ?? t('ui.skeleton.label')}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity of their own
          key={index}
          aria-hidden="true"
          data-part={shape === 'text' ? 'line' : 'shape'}
          className={[skeletonBlock, skeletonShape[shape]].join(' ')}
          style={blockSize}
        />
      ))}
    </div>
  );
}
