import { type ReactNode, useRef } from 'react';
import { useCheckboxGroup } from 'react-aria';
import { type CheckboxGroupState, useCheckboxGroupState } from 'react-stately';
import { required } from '../../validation/rules';
import type { ValidationRule } from '../../validation/runRules';
import { CheckboxGroupContext } from '../Checkbox/Checkbox';
import { GroupOptions, groupOrientations } from '../private/GroupOptions';
import { fieldAriaOptions, useValidatedField, ValidatedFieldFrame } from '../private/ValidatedField';

export const checkboxGroupOrientations = groupOrientations;
export type CheckboxGroupOrientation = (typeof checkboxGroupOrientations)[number];

export interface CheckboxGroupProps {
  /** The group's visible label, which names the group for screen readers. */
  label: ReactNode;
  /** Help text under the boxes. */
  description?: ReactNode;
  /** Name of every box in the submitted form values. */
  name?: string;
  /** Values of the checked boxes, when controlled. */
  value?: string[];
  /** Values checked at first, when uncontrolled. @default [] */
  defaultValue?: string[];
  /** Called with the values of the checked boxes. */
  onChange?: (value: string[]) => void;
  /** At least one box must be checked: adds the `required` rule. @default false */
  isRequired?: boolean;
  /** Disables every box. @default false */
  isDisabled?: boolean;
  /** Shows the choices without letting the player change them. @default false */
  isReadOnly?: boolean;
  /** Marks the group invalid from outside, with `errorMessage` or 'Invalid field'. */
  isInvalid?: boolean;
  /** Replaces the message of any failed rule. */
  errorMessage?: string;
  /** Extra rules on the checked values, run after `isRequired`; the first failure shows. */
  rules?: Array<ValidationRule<string[]>>;
  /** Boxes in a column or along a line that wraps. @default 'vertical' */
  orientation?: CheckboxGroupOrientation;
  /** Called when focus leaves the group. */
  onBlur?: () => void;
  /** The `Checkbox`es, each with a `value`. */
  children: ReactNode;
  /** Extra class names for the root. */
  className?: string;
}

/** Several checkboxes under one label, with one error for the whole group ("Pick at least one platform"). */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const { isRequired = false, orientation = 'vertical', onChange } = props;
  const groupRef = useRef<HTMLDivElement>(null);
  const stateRef = useRef<CheckboxGroupState | null>(null);
  const validation = useValidatedField<string[]>(props, {
    getValue: () => [...(stateRef.current?.value ?? [])],
    ownRules: isRequired ? [required] : [],
    focus: () => groupRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus(),
    getElement: () => groupRef.current,
  });
  const state = useCheckboxGroupState({
    value: props.value,
    defaultValue: props.defaultValue,
    isDisabled: props.isDisabled,
    isReadOnly: props.isReadOnly,
    // A group cannot carry aria-required: react-aria marks each box required instead.
    isRequired,
    isInvalid: validation.isInvalid,
    validationBehavior: 'aria',
    onChange: (value) => {
      onChange?.(value);
      validation.onValueChange(value);
    },
  });
  stateRef.current = state;
  const { groupProps, ...aria } = useCheckboxGroup(fieldAriaOptions(props, validation), state);
  return (
    <ValidatedFieldFrame
      component="CheckboxGroup"
      labelElement="span"
      field={props}
      aria={aria}
      validation={validation}
    >
      <GroupOptions groupProps={groupProps} groupRef={groupRef} orientation={orientation}>
        <CheckboxGroupContext.Provider value={state}>{props.children}</CheckboxGroupContext.Provider>
      </GroupOptions>
    </ValidatedFieldFrame>
  );
}
