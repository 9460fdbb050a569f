import { type FocusEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { HiddenSelect, mergeProps, useButton, useFocusRing, useHover, useSelect } from 'react-aria';
import { type Key, useSelectState } from 'react-stately';
import { MynaconChevronDown } from '../../icons/generated';
import type { ValidationRule } from '../../validation/runRules';
import { fieldInput } from '../Field/Field.css';
import {
  type ChoiceFieldProps,
  choiceAriaOptions,
  choiceControlState,
  useChoiceFieldValidation,
  useChoiceState,
} from '../private/ChoiceField';
import type { SelectItem, SelectOption } from '../private/collection';
import { renderSelectItem, SelectListBox } from '../private/SelectListBox';
import { SelectPopover } from '../private/SelectPopover';
import { ValidatedFieldFrame } from '../private/ValidatedField';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { selectChevron, selectTrigger, selectValue } from './Select.css';

/**
 * A validation rule of a choice field: receives the chosen key (`null` when nothing is chosen).
 * @deprecated Use `ValidationRule<string | null>`, the one rule type of every field.
 */
export type ChoiceRule<V = string | null> = ValidationRule<V>;

export interface SelectProps<O extends SelectOption = SelectOption> extends ChoiceFieldProps<O> {
  /** Called with the newly chosen option's `id`. */
  onSelectionChange?: (key: string | null) => void;
  /** Shown in the trigger while nothing is chosen, such as “Choose a platform”. */
  placeholder?: string;
  /** Extra rules, run in order on the chosen key; the first failure shows. */
  rules?: readonly ValidationRule<string | null>[];
  /**
   * The name the value is submitted under (through a hidden native select, which also lets browsers autofill
   * the field), and its key in the `Form`'s values.
   */
  name?: string;
  /**
   * How an option looks, in the list and in the trigger, such as a badge. The rendering is hidden from screen
   * readers, which read the option's `label` instead.
   */
  renderOption?: (option: O) => ReactNode;
  /** The trigger's id; the label points at it. */
  id?: string;
}

/**
 * A single choice from a list (WAI-ARIA select-only combobox with a listbox popup, behaviour from react-aria's
 * `useSelect` and `useListBox`): a button shows the choice and opens the list, which takes focus; the arrows
 * move, typing jumps to an option, Enter or Space chooses and Escape closes, focus returning to the button.
 */
export function Select<O extends SelectOption = SelectOption>(props: SelectProps<O>) {
  return <SelectBase {...props} component="Select" />;
}

const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element Tab or Shift+Tab reaches from `from`, in page order. */
function tabNeighbour(from: HTMLElement, direction: 'next' | 'previous'): HTMLElement | undefined {
  const elements = [...document.querySelectorAll<HTMLElement>(tabbable)].filter(
    (element) =>
      element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[inert], [aria-hidden="true"]'),
  );
  const index = elements.indexOf(from);
  return index === -1 ? undefined : elements[index + (direction === 'next' ? 1 : -1)];
}

const toKey = (key: Key | null) => (key === null ? null : String(key));

/**
 * The Select itself, for the components built on it (PlatformSelect, SeveritySelect), which give their own
 * name to the root's `data-component`. Not exported from the package.
 */
export function SelectBase<O extends SelectOption = SelectOption>(props: SelectProps<O> & { component: string }) {
  const { placeholder, isDisabled = false, name, renderOption, onOpenChange, component } = props;
  const { value, setValue, disabledKeys } = useChoiceState(props);
  const [triggerWidth, setTriggerWidth] = useState<number>();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const validation = useChoiceFieldValidation(props, value, triggerRef);

  const ariaProps = {
    ...choiceAriaOptions(props, validation, { value, disabledKeys }),
    name,
    items: props.items,
    onSelectionChange: (key: Key | null) => {
      const next = toKey(key);
      if (next !== value) setValue(next);
      validation.onValueChange(next);
    },
    onOpenChange: (open: boolean) => {
      if (open) {
        validation.markInteracted();
        setTriggerWidth(triggerRef.current?.offsetWidth);
      }
      onOpenChange?.(open);
    },
  };
  const state = useSelectState<SelectItem<O>>({ ...ariaProps, children: renderSelectItem });
  const { labelProps, triggerProps, valueProps, menuProps, descriptionProps, errorMessageProps, hiddenSelectProps } =
    useSelect<SelectItem<O>>(ariaProps, state, triggerRef);
  const { buttonProps } = useButton(triggerProps, triggerRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });

  // Leaving the field: focus goes from the trigger, or from the open list, to something else on the page.
  const isOutside = (target: EventTarget | null) =>
    target instanceof Node && target !== triggerRef.current && !popoverRef.current?.contains(target);
  const onTriggerBlur = (event: FocusEvent) => {
    if (!state.isOpen && isOutside(event.relatedTarget)) validation.onBlur();
  };
  const onListBlur = (event: FocusEvent) => {
    if (isOutside(event.relatedTarget)) validation.onBlur();
  };

  // Once the list has closed: Tab moves on from the trigger (the page was inert until now); otherwise focus that
  // fell to the page with the list goes back to the trigger. React-aria restores it a frame later, but a dialog
  // around the field would first take it for itself.
  const tabAfterClose = useRef<'next' | 'previous' | null>(null);
  const wasOpen = useRef(false);
  const onTab = (direction: 'next' | 'previous') => {
    tabAfterClose.current = direction;
    state.close();
  };
  useEffect(() => {
    const trigger = triggerRef.current;
    if (state.isOpen || !wasOpen.current || !trigger) {
      wasOpen.current = state.isOpen;
      return;
    }
    wasOpen.current = false;
    const direction = tabAfterClose.current;
    tabAfterClose.current = null;
    const neighbour = direction ? tabNeighbour(trigger, direction) : undefined;
    if (neighbour) {
      neighbour.focus();
      validation.onBlur();
    } else if (direction || document.activeElement === document.body || document.activeElement === null) {
      trigger.focus();
    }
  });

  const selected = state.selectedItem?.value as O | undefined;

  return (
    <ValidatedFieldFrame
      component={component}
      labelElement="span"
      field={props}
      aria={{ labelProps, descriptionProps, errorMessageProps }}
      validation={validation}
    >
      {name === undefined ? null : <HiddenSelect {...hiddenSelectProps} />}
      <button
        {...mergeProps(buttonProps, focusProps, hoverProps, { onBlur: onTriggerBlur })}
        ref={triggerRef}
        // A select-only combobox (as in Radix Select), rather than react-aria's plain button: named by the
        // label alone (so form error summaries read “Topic”), its text is the chosen value.
        role="combobox"
        aria-expanded={state.isOpen}
        aria-labelledby={labelProps.id}
        {...choiceControlState(props, validation)}
        data-part="trigger"
        data-state={state.isOpen ? 'open' : 'closed'}
        data-disabled={isDisabled || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-hovered={isHovered || undefined}
        className={`${fieldInput} ${selectTrigger}`}
      >
        <span {...valueProps} data-part="value" data-placeholder={selected ? undefined : true} className={selectValue}>
          {selected && renderOption ? (
            <>
              <span aria-hidden="true">{renderOption(selected)}</span>
              <VisuallyHidden>{selected.label}</VisuallyHidden>
            </>
          ) : (
            (selected?.label ?? placeholder)
          )}
        </span>
        <MynaconChevronDown size="small" className={selectChevron} />
      </button>
      {state.isOpen ? (
        <SelectPopover
          state={state}
          triggerRef={triggerRef}
          popoverRef={popoverRef}
          onTab={onTab}
          minWidth={triggerWidth}
        >
          <SelectListBox
            state={state}
            listBoxOptions={mergeProps(menuProps, { onBlur: onListBlur })}
            listRef={listRef}
            renderOption={renderOption}
          />
        </SelectPopover>
      ) : null}
    </ValidatedFieldFrame>
  );
}
