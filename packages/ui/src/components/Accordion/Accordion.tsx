import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { type ComponentPropsWithRef, createContext, createElement, type ReactNode, useContext } from 'react';
import { MynaconChevronDown } from '../../icons/generated';
import {
  accordionChevron,
  accordionContent,
  accordionContentInner,
  accordionHeader,
  accordionItem,
  accordionRoot,
  accordionTrigger,
} from './Accordion.css';

export const accordionTypes = ['single', 'multiple'] as const;
export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
export type AccordionType = (typeof accordionTypes)[number];
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

const HeadingLevelContext = createContext<AccordionHeadingLevel>(3);

interface AccordionCommonProps
  extends Omit<
    ComponentPropsWithRef<'div'>,
    'defaultValue' | 'dir' | 'value' | 'onChange' | 'children' | 'ref' | 'translate'
  > {
  /**
   * Level of the heading around each item's trigger, so the items fit the page outline: an FAQ under an `h2`
   * takes `3`.
   * @default 3
   */
  headingLevel?: AccordionHeadingLevel;
  /** Switches every item off. @default false */
  disabled?: boolean;
  /** `AccordionItem`s. */
  children: ReactNode;
}

export interface AccordionSingleProps extends AccordionCommonProps {
  /** `single`: opening an item closes the open one. `multiple`: any number of items stay open. */
  type: 'single';
  /** The open item's `value`, when the parent keeps the state (controlled); `''` for none. */
  value?: string;
  /** The item open at first, when the component keeps the state (uncontrolled). */
  defaultValue?: string;
  /** Called with the open item's `value`, or `''` when the open item closes. */
  onValueChange?: (value: string) => void;
  /** Lets the open item close again, leaving all closed. @default true */
  collapsible?: boolean;
}

export interface AccordionMultipleProps extends AccordionCommonProps {
  /** `single`: opening an item closes the open one. `multiple`: any number of items stay open. */
  type: 'multiple';
  /** The open items' `value`s, when the parent keeps the state (controlled). */
  value?: string[];
  /** The items open at first, when the component keeps the state (uncontrolled). */
  defaultValue?: string[];
  /** Called with the open items' `value`s. */
  onValueChange?: (value: string[]) => void;
  collapsible?: never;
}

export type AccordionProps = AccordionSingleProps | AccordionMultipleProps;

/**
 * A stack of sections whose content opens under its heading, such as the questions of an FAQ. Every header is a
 * button inside a real heading, so screen-reader users can jump between them.
 */
export function Accordion(props: AccordionProps) {
  const { headingLevel = 3, className } = props;
  const common = {
    'data-component': 'Accordion',
    'data-type': props.type,
    className: join(accordionRoot, className),
  };
  // Branching on `type` keeps each variant's value types intact for Radix.
  if (props.type === 'single') {
    const { headingLevel: _level, className: _class, collapsible = true, ...rest } = props;
    return (
      <HeadingLevelContext.Provider value={headingLevel}>
        <AccordionPrimitive.Root {...rest} {...common} collapsible={collapsible} />
      </HeadingLevelContext.Provider>
    );
  }
  const { headingLevel: _level, className: _class, collapsible: _collapsible, ...rest } = props;
  return (
    <HeadingLevelContext.Provider value={headingLevel}>
      <AccordionPrimitive.Root {...rest} {...common} />
    </HeadingLevelContext.Provider>
  );
}

export interface AccordionItemProps extends Omit<ComponentPropsWithRef<typeof AccordionPrimitive.Item>, 'asChild'> {
  /** Identifies the item in `value`, `defaultValue` and `onValueChange`; unique within the accordion. */
  value: string;
  /** Switches this item off. @default false */
  disabled?: boolean;
  /** An `AccordionTrigger` followed by an `AccordionContent`. */
  children: ReactNode;
}

/** One section: a trigger and its content. */
export function AccordionItem({ className, ...rest }: AccordionItemProps) {
  return <AccordionPrimitive.Item {...rest} data-part="item" className={join(accordionItem, className)} />;
}

export interface AccordionTriggerProps
  extends Omit<ComponentPropsWithRef<typeof AccordionPrimitive.Trigger>, 'asChild' | 'children'> {
  /** The heading text, such as the question. */
  children: ReactNode;
}

/** The button that opens and closes its item, inside a heading of the accordion's `headingLevel`. */
export function AccordionTrigger({ className, children, ...rest }: AccordionTriggerProps) {
  const level = useContext(HeadingLevelContext);
  return (
    <AccordionPrimitive.Header asChild>
      {createElement(
        `h${level}`,
        { className: accordionHeader, 'data-part': 'header' },
        <AccordionPrimitive.Trigger {...rest} data-part="trigger" className={join(accordionTrigger, className)}>
          <span data-part="label">{children}</span>
          <MynaconChevronDown className={accordionChevron} data-part="chevron" />
        </AccordionPrimitive.Trigger>,
      )}
    </AccordionPrimitive.Header>
  );
}

export interface AccordionContentProps
  extends Omit<ComponentPropsWithRef<typeof AccordionPrimitive.Content>, 'asChild'> {
  /** The answer or section body. */
  children: ReactNode;
}

/** The content of an item, shown while it is open. */
export function AccordionContent({ className, children, ...rest }: AccordionContentProps) {
  return (
    <AccordionPrimitive.Content {...rest} data-part="content" className={join(accordionContent, className)}>
      <div className={accordionContentInner}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
