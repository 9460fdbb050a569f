import { cva } from 'class-variance-authority';
import type { ReactNode, SVGProps } from 'react';
import { iconBase, iconSize } from './Icon.css';
import type { IconSize } from './iconSizes';

const iconClass = cva(iconBase, { variants: { size: iconSize }, defaultVariants: { size: 'default' } });

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'role' | 'aria-hidden'> {
  /** Size from the icon-size tokens. @default 'default' */
  size?: IconSize;
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology; with it the icon
   * is announced as an image with this name. Give one only when the icon carries meaning no text next to it gives.
   */
  label?: string;
}

export interface IconBaseProps extends IconProps {
  /** Icon name, without prefix: renders the class `mynacon-{name}`. */
  name: string;
  /** The SVG shapes, drawn on the 24×24 grid of the pack. */
  children: ReactNode;
}

/** Renders any 24×24 stroke drawing as a mynacon icon. The generated `Mynacon*` components are built on it. */
export function Icon({ name, size = 'default', label, className, children, ...rest }: IconBaseProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-label with role=img, or hidden when decorative
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-component="Icon"
      data-icon={name}
      data-size={size}
      className={[`mynacon mynacon-${name}`, iconClass({ size }), className].filter(Boolean).join(' ')}
      {...a11y}
      {...rest}
    >
      {children}
    </svg>
  );
}

export type IconComponent = ((props: IconProps) => ReactNode) & { iconName: string; displayName: string };

/** Builds one named icon component from its shapes; used by the generated icon modules. */
export function createIcon(name: string, displayName: string, shapes: ReactNode): IconComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon module at load time, never during render
  const Component = (props: IconProps) => (
    <Icon name={name} {...props}>
      {shapes}
    </Icon>
  );
  return Object.assign(Component, { iconName: name, displayName });
}
