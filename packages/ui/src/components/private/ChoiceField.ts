import { type ReactNode, type RefObject, useId, useMemo } from 'react';
import { required } from '../../validation/rules';
import type { ValidationRule } from '../../validation/runRules';
import { type FieldValidation, useFieldValidation } from '../../validation/useFieldValidation';
import { flattenItems, type SelectItem, type SelectOption } from './collection';
import { disabledKeysOf } from './SelectListBox';
import { useControlledState } from './useControlledState';

/** The props Select and ComboBox share, with the same meaning on both. */
export interface ChoiceFieldProps<O extends SelectOption = SelectOption> {
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
  /** Shown while nothing is chosen or typed. */
  placeholder?: string;
  /** Help text under the field. */
  description?: ReactNode;
  /** Replaces the text of any failed rule, and shows with `isInvalid`. */
  errorMessage?: string;
  /** Shows the field as invalid (for example after the server rejected the value). @default false */
  isInvalid?: boolean;
  /** A choice is needed: adds the `required` rule. Fields without it are labelled “(optional)”. @default false */
  isRequired?: boolean;
  /** Extra rules, run in order on the value; the first failure shows. */
  rules?: readonly ValidationRule<string | null>[];
  /** Disables the field. @default false */
  isDisabled?: boolean;
  /** The name the value is submitted under, and its key in the `Form`'s values. */
  name?: string;
  /** Called when the list opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The id of the focusable control; the label points at it. */
  id?: string;
  /** Extra class names for the root. */
  className?: string;
}

/** The chosen key (controlled or not) and the flat list of options with the keys that cannot be chosen. */
export function useChoiceState<O extends SelectOption>(props: ChoiceFieldProps<O>) {
  const [value, setValue] = useControlledState<string | null>(
    props.selectedKey,
    props.defaultSelectedKey ?? null,
    props.onSelectionChange,
  );
  const options = useMemo(() => flattenItems(props.items), [props.items]);
  const disabledKeys = useMemo(() => disabledKeysOf(options), [options]);
  return { value, setValue, options, disabledKeys };
}

/**
 * The validation of a choice field on `value` (the chosen key, or what stands for it), linked to the enclosing
 * `Form` through `control`, the element that takes focus.
 */
export function useChoiceFieldValidation<O extends SelectOption>(
  props: ChoiceFieldProps<O>,
  value: string | null,
  control: RefObject<HTMLElement | null>,
): FieldValidation<string | null> {
  const fallbackName = useId();
  const rules = props.rules ?? [];
  return useFieldValidation<string | null>({
    name: props.name ?? fallbackName,
    getValue: () => value,
    rules: props.isRequired ? [(chosen) => required(chosen), ...rules] : rules,
    errorMessage: props.errorMessage,
    isInvalid: props.isInvalid,
    forcedInvalid: 'marks',
    focus: () => control.current?.focus(),
    getElement: () => control.current,
  });
}

/**
 * The options react-aria's `useSelect` and `useComboBox` share. Our rules decide validity ('aria' behaviour: no
 * native validation); react-aria shows and links the result.
 */
export function choiceAriaOptions<O extends SelectOption>(
  props: ChoiceFieldProps<O>,
  validation: FieldValidation<string | null>,
  { value, disabledKeys }: { value: string | null; disabledKeys: string[] },
) {
  return {
    label: props.label,
    description: props.description,
    placeholder: props.placeholder,
    isDisabled: props.isDisabled ?? false,
    isRequired: props.isRequired ?? false,
    isInvalid: validation.isInvalid,
    errorMessage: validation.error,
    validationBehavior: 'aria' as const,
    id: props.id,
    disabledKeys,
    selectedKey: value,
  };
}

/** The state attributes of the control that carries the choice (Select's trigger, ComboBox's input). */
export function choiceControlState(props: ChoiceFieldProps, validation: FieldValidation<string | null>) {
  return {
    'aria-required': props.isRequired || undefined,
    'aria-invalid': validation.isInvalid || undefined,
    'data-invalid': validation.isInvalid || undefined,
  };
}
