import { type FocusEvent, useRef, useState } from 'react';
import { mergeProps, useButton, useComboBox, useFilter } from 'react-aria';
import { type Key, useComboBoxState } from 'react-stately';
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
import { optionText, type SelectItem, type SelectOption } from '../private/collection';
import { renderSelectItem, SelectListBox } from '../private/SelectListBox';
import { choiceChevron, selectEmpty } from '../private/SelectListBox.css';
import { SelectPopover } from '../private/SelectPopover';
import { ValidatedFieldFrame } from '../private/ValidatedField';
import { comboBoxButton, comboBoxControl, comboBoxInput } from './ComboBox.css';

export interface ComboBoxProps<O extends SelectOption = SelectOption> extends ChoiceFieldProps<O> {
  /** Called with the newly chosen option's `id`, or `null` when the choice is cleared. */
  onSelectionChange?: (key: string | null) => void;
  /** The text in the input (controlled). */
  inputValue?: string;
  /** The text in the input at first (uncontrolled). @default the chosen option's label, or '' */
  defaultInputValue?: string;
  /** Called on every change of the text in the input. */
  onInputChange?: (value: string) => void;
  /**
   * Accepts text that matches no option: the typed text becomes the value. Off, leaving the field puts back
   * the chosen option's label (or empties the input when nothing is chosen). Either way, text that is exactly
   * an option's label (ignoring case and accents) chooses it. @default false
   */
  allowsCustomValue?: boolean;
  /**
   * Shown in the list, and announced, when no option contains the typed text, such as “No platform matches”.
   * Without it the list closes when nothing matches.
   */
  emptyMessage?: string;
  /** Shown in the empty input, such as “Start typing a game”. */
  placeholder?: string;
  /** Extra rules, run in order on the value (the chosen key; the text with `allowsCustomValue`). */
  rules?: readonly ValidationRule<string | null>[];
  /** The name the value is submitted under (a hidden input), and its key in the `Form`'s values. */
  name?: string;
  /** The input's id; the label points at it. */
  id?: string;
}

/**
 * A text input that filters a list of options as the player types (WAI-ARIA combobox with list autocomplete,
 * behaviour from react-aria's `useComboBox`). Matching is by “contains”, ignoring case and accents in the
 * active locale. Focus stays in the input; the arrows move through the list, Enter chooses, Escape closes the
 * list and puts back the chosen option's name.
 */
export function ComboBox<O extends SelectOption = SelectOption>(props: ComboBoxProps<O>) {
  const {
    items,
    inputValue,
    defaultInputValue,
    onInputChange,
    allowsCustomValue = false,
    emptyMessage,
    isDisabled = false,
    name,
    onOpenChange,
  } = props;
  const { value, setValue, options, disabledKeys } = useChoiceState(props);
  // The input's text is react-stately's (it puts back the chosen label, clears the choice with the text…);
  // this copy of it feeds the rules when a custom value is allowed.
  const [text, setText] = useState(
    () => inputValue ?? defaultInputValue ?? options.find((option) => option.id === value)?.label ?? '',
  );
  const [controlWidth, setControlWidth] = useState<number>();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const controlRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const { contains, startsWith } = useFilter({ sensitivity: 'base' });

  // With a custom value, the typed text is the value while no option is chosen.
  const fieldValue = value ?? (allowsCustomValue && text !== '' ? text : null);
  const validation = useChoiceFieldValidation(props, fieldValue, inputRef);

  const ariaProps = {
    ...choiceAriaOptions(props, validation, { value, disabledKeys }),
    // `defaultItems`, not `items`: react-stately filters them with `defaultFilter` as the player types.
    defaultItems: items,
    allowsCustomValue,
    allowsEmptyCollection: emptyMessage !== undefined,
    menuTrigger: 'input' as const,
    onSelectionChange: (key: Key | null) => {
      const next = key === null ? null : String(key);
      if (next === value) return;
      setValue(next);
      validation.onValueChange(next ?? (allowsCustomValue && text !== '' ? text : null));
    },
    inputValue,
    defaultInputValue,
    onInputChange: (next: string) => {
      if (next !== text) validation.markInteracted();
      setText(next);
      onInputChange?.(next);
    },
    onOpenChange: (open: boolean) => {
      if (open) setControlWidth(controlRef.current?.offsetWidth);
      onOpenChange?.(open);
    },
  };
  const state = useComboBoxState<SelectItem<O>>({
    ...ariaProps,
    children: renderSelectItem,
    defaultFilter: contains,
  });
  const { inputProps, listBoxProps, buttonProps, ...aria } = useComboBox<SelectItem<O>>(
    { ...ariaProps, inputRef, buttonRef, listBoxRef: listRef, popoverRef },
    state,
  );
  const { buttonProps: chevronProps } = useButton(buttonProps, buttonRef);

  // Text that is exactly an option's label chooses it when the player leaves the field.
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (event.relatedTarget instanceof Node && popoverRef.current?.contains(event.relatedTarget)) return;
    const typed = event.currentTarget.value;
    const match = options.find(
      (option) =>
        !option.isDisabled && optionText(option).length === typed.length && startsWith(optionText(option), typed),
    );
    if (match && match.id !== value) {
      state.setSelectedKey(match.id);
      validation.onBlur(match.id);
      return;
    }
    validation.onBlur(value ?? (allowsCustomValue && typed !== '' ? typed : null));
  };

  const isEmpty = state.isOpen && state.collection.size === 0;

  return (
    <ValidatedFieldFrame component="ComboBox" field={props} aria={aria} validation={validation}>
      <div
        ref={controlRef}
        className={comboBoxControl}
        data-part="control"
        data-state={state.isOpen ? 'open' : 'closed'}
      >
        <input
          {...mergeProps(inputProps, { onBlur })}
          ref={inputRef}
          {...choiceControlState(props, validation)}
          data-part="input"
          className={`${fieldInput} ${comboBoxInput}`}
        />
        {/* For pointer users; react-aria names it (“Show suggestions”, in the active locale) and keeps it out of
            the tab order, as the keyboard opens the list with the arrow keys. */}
        <button {...chevronProps} ref={buttonRef} data-part="button" className={comboBoxButton}>
          <MynaconChevronDown size="small" className={choiceChevron} />
        </button>
      </div>
      {name === undefined ? null : <input type="hidden" name={name} value={fieldValue ?? ''} disabled={isDisabled} />}
      {state.isOpen ? (
        <SelectPopover
          state={state}
          triggerRef={controlRef}
          popoverRef={popoverRef}
          onEscape={() => state.revert()}
          isNonModal
          minWidth={controlWidth}
        >
          <SelectListBox state={state} listBoxOptions={listBoxProps} listRef={listRef} />
          {/* Always present while the popup is, so the message is announced when the last match goes. */}
          <div role="status" data-part="empty" className={selectEmpty}>
            {isEmpty ? emptyMessage : null}
          </div>
        </SelectPopover>
      ) : null}
    </ValidatedFieldFrame>
  );
}
