import { type FocusEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { HiddenSelect, mergeProps, useButton, useFocusRing, useHover, useSelect } from 'react-aria';
import { type Key, useSelectState } from 'react-stately';
import { MynaconChevronDown } from '../../icons/generated';
import { required } from '../../validation/rules';
import type { ValidationRule } from '../../validation/runRules';
import { useFieldValidation } from '../../validation/useFieldValidation';
import { FieldFrame } from '../Field/Field';
import { fieldInput } from '../Field/Field.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { flattenItems, type SelectItem, type SelectOption } from './collection';
import { selectChevron, selectTrigger, selectValue } from './Select.css';
import { disabledKeysOf, renderSelectItem, SelectListBox } from './SelectListBox';
import { SelectPopover } from './SelectPopover';
import { useControlledState } from './useControlledState';

/**
 * A validation rule of a choice field: receives the chosen key (`null` when nothing is chosen).
 * @deprecated Use `ValidationRule<string | null>`, the one rule type of every field.
 */
export type ChoiceRule<V = string | null> = ValidationRule<V>;

export interface SelectProps<O extends SelectOption = SelectOption> {
  /** The visible label. */
  label: ReactNode;
  /** The options, and titled sections of options, in display order. */
  items: readonly SelectItem<O>[];
  /** The chosen option's `id` (controlled). `null` for none. */
  selectedKey?: string | null;
  /** The option chosen at first (uncontrolled). @default null */
  defaultSelectedKey?: string | null;
  /** Called with the newly chosen option's `id`. */
  onSelectionChange?: (key: string | null) => void;
  /** Shown in the trigger while nothing is chosen, such as “Choose a platform”. */
  placeholder?: string;
  /** Help text under the field. */
  description?: ReactNode;
  /** Replaces the text of any failed rule, and shows with `isInvalid`. */
  errorMessage?: string;
  /** Shows the field as invalid (for example after the server rejected the value). @default false */
  isInvalid?: boolean;
  /** A choice is needed: adds the `required` rule. Fields without it are labelled “(optional)”. @default false */
  isRequired?: boolean;
  /** Extra rules, run in order on the chosen key; the first failure shows. */
  rules?: readonly ValidationRule<string | null>[];
  /** Disables the field. @default false */
  isDisabled?: boolean;
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
  /** Called when the list opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The trigger's id; the label points at it. */
  id?: string;
  /** Extra class names for the root. */
  className?: string;
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
  const {
    label,
    items,
    selectedKey,
    defaultSelectedKey = null,
    onSelectionChange,
    placeholder,
    description,
    errorMessage,
    isInvalid,
    isRequired = false,
    rules,
    isDisabled = false,
    name,
    renderOption,
    onOpenChange,
    id,
    className,
    component,
  } = props;
  const [value, setValue] = useControlledState<string | null>(selectedKey, defaultSelectedKey, onSelectionChange);
  const options = useMemo(() => flattenItems(items), [items]);
  const disabledKeys = useMemo(() => disabledKeysOf(options), [options]);
  const [triggerWidth, setTriggerWidth] = useState<number>();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const fallbackName = useId();

  const validation = useFieldValidation<string | null>({
    name: name ?? fallbackName,
    getValue: () => value,
    rules: isRequired ? [(chosen) => required(chosen), ...(rules ?? [])] : (rules ?? []),
    errorMessage,
    isInvalid,
    forcedInvalid: 'marks',
    focus: () => triggerRef.current?.focus(),
    getElement: () => triggerRef.current,
  });

  // Our rules decide validity ('aria' behaviour: no native validation); react-aria shows and links the result.
  const ariaProps = {
    label,
    description,
    placeholder,
    isDisabled,
    isRequired,
    isInvalid: validation.isInvalid,
    errorMessage: validation.error,
    validationBehavior: 'aria' as const,
    id,
    name,
    items,
    disabledKeys,
    selectedKey: value,
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
    <FieldFrame
      component={component}
      label={label}
      labelProps={labelProps}
      description={description}
      descriptionProps={descriptionProps}
      error={validation.error}
      errorMessageProps={errorMessageProps}
      isInvalid={validation.isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      labelElement="span"
      className={className}
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
        aria-required={isRequired || undefined}
        aria-invalid={validation.isInvalid || undefined}
        data-part="trigger"
        data-state={state.isOpen ? 'open' : 'closed'}
        data-invalid={validation.isInvalid || undefined}
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
    </FieldFrame>
  );
}
