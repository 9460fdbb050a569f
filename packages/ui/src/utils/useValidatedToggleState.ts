import { type RefObject, useRef } from 'react';
import { type ToggleState, useToggleState } from 'react-stately';
import type { ValidationRule } from '../validation/runRules';
import { useFieldValidation } from '../validation/useFieldValidation';

export interface ValidatedToggleOptions {
  name: string | undefined;
  rules: Array<ValidationRule<boolean>>;
  errorMessage: string | undefined;
  isInvalid: boolean | undefined;
  isSelected: boolean | undefined;
  defaultSelected: boolean | undefined;
  isReadOnly: boolean | undefined;
  onChange: ((isSelected: boolean) => void) | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** An on/off state wired to the field validation life cycle: the shared core of Checkbox and Switch. */
export function useValidatedToggleState(options: ValidatedToggleOptions) {
  const { inputRef, onChange } = options;
  const stateRef = useRef<ToggleState | null>(null);
  const validation = useFieldValidation<boolean>({
    name: options.name,
    getValue: () => stateRef.current?.isSelected ?? false,
    rules: options.rules,
    errorMessage: options.errorMessage,
    isInvalid: options.isInvalid,
    focus: () => inputRef.current?.focus(),
    getElement: () => inputRef.current,
  });
  const state = useToggleState({
    isSelected: options.isSelected,
    defaultSelected: options.defaultSelected,
    isReadOnly: options.isReadOnly,
    onChange: (isSelected) => {
      onChange?.(isSelected);
      validation.onValueChange(isSelected);
    },
  });
  stateRef.current = state;
  return { state, validation };
}
