import { cva } from 'class-variance-authority';
import type { DOMAttributes, HTMLAttributes, ReactNode, RefObject } from 'react';
import { groupOptions, groupOptionsOrientation } from './GroupOptions.css';

/** The ways a group lays out its options. */
export const groupOrientations = ['vertical', 'horizontal'] as const;
export type GroupOrientation = (typeof groupOrientations)[number];

const optionsClass = cva(groupOptions, {
  variants: { orientation: groupOptionsOrientation },
  defaultVariants: { orientation: 'vertical' },
});

export interface GroupOptionsProps {
  /** react-aria's props for the group element (role, labelling, keyboard). */
  groupProps: HTMLAttributes<HTMLElement> | DOMAttributes<Element>;
  groupRef: RefObject<HTMLDivElement | null>;
  orientation: GroupOrientation;
  children: ReactNode;
}

/** The element that holds a group's options, in a column or along a line that wraps. */
export function GroupOptions({ groupProps, groupRef, orientation, children }: GroupOptionsProps) {
  return (
    <div
      {...(groupProps as HTMLAttributes<HTMLDivElement>)}
      ref={groupRef}
      data-part="options"
      data-orientation={orientation}
      className={optionsClass({ orientation })}
    >
      {children}
    </div>
  );
}
