import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { type ToggleState, useToggleState } from 'react-stately';
import type { ValidationRule } from '../../validation/runRules';
import { useFieldValidation } from '../../validation/useFieldValidation';

/** The props a standalone on/off control (Checkbox, Switch) shares. */
export interface ToggleFieldProps {
  children: ReactNode;
  name?: string;
  value?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  errorMessage?: string;
  rules?: ReadonlyArray<ValidationRule<boolean>>;
  onBlur?: () => void;
}

/**
 * An on/off state wired to the field validation life cycle, and the options react-aria's `useCheckbox` or
 * `useSwitch` takes from it: the shared core of Checkbox and Switch.
 */
export function useToggleField(
  props: ToggleFieldProps,
  ownRules: ReadonlyArray<ValidationRule<boolean>>,
  inputRef: RefObject<HTMLInputElement | null>,
) {
  const { onChange } = props;
  const id = useId();
  const rules = [...ownRules, ...(props.rules ?? [])];
  const stateRef = useRef<ToggleState | null>(null);
  const validation = useFieldValidation<boolean>({
    name: props.name,
    getValue: () => stateRef.current?.isSelected ?? false,
    rules,
    errorMessage: props.errorMessage,
    isInvalid: props.isInvalid,
    focus: () => inputRef.current?.focus(),
    getElement: () => inputRef.current,
  });
  const state = useToggleState({
    isSelected: props.isSelected,
    defaultSelected: props.defaultSelected,
    isReadOnly: props.isReadOnly,
    onChange: (isSelected) => {
      onChange?.(isSelected);
      validation.onValueChange(isSelected);
    },
  });
  stateRef.current = state;
  const ariaOptions = {
    // An id lets the form's error summary link to the control.
    id,
    children: props.children,
    name: props.name,
    value: props.value,
    isDisabled: props.isDisabled,
    isReadOnly: props.isReadOnly,
    isInvalid: validation.isInvalid,
    validationBehavior: 'aria' as const,
    onBlur: () => {
      validation.onBlur();
      props.onBlur?.();
    },
  };
  // Only a control that can fail reserves the line for its error.
  const canFail = rules.length > 0 || props.isInvalid !== undefined || validation.isInvalid;
  return { state, validation, ariaOptions, canFail };
}
