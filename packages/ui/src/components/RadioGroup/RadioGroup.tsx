import { createContext, type ReactNode, useContext, useRef } from 'react';
import { useRadio, useRadioGroup } from 'react-aria';
import { type RadioGroupState, useRadioGroupState } from 'react-stately';
import { required } from '../../validation/rules';
import type { ValidationRule } from '../../validation/runRules';
import { ChoiceControl } from '../private/ChoiceControl';
import { choiceHelp } from '../private/ChoiceControl.css';
import { focusRadioChoice } from '../private/focusRadioChoice';
import { GroupOptions, groupOrientations } from '../private/GroupOptions';
import { fieldAriaOptions, useValidatedField, ValidatedFieldFrame } from '../private/ValidatedField';
import { radioCircle, radioDot } from './RadioGroup.css';

export const radioGroupOrientations = groupOrientations;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

const RadioGroupContext = createContext<RadioGroupState | null>(null);

export interface RadioGroupProps {
  /** The group's visible label, which names the group for screen readers. */
  label: ReactNode;
  /** Help text under the options. */
  description?: ReactNode;
  /** Name of the radios in the submitted form values. */
  name?: string;
  /** The selected value, when controlled. */
  value?: string | null;
  /** The value selected at first, when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the newly selected value. */
  onChange?: (value: string) => void;
  /** An option must be chosen: adds the `required` rule. @default false */
  isRequired?: boolean;
  /** Disables every option. @default false */
  isDisabled?: boolean;
  /** Shows the choice without letting the player change it. @default false */
  isReadOnly?: boolean;
  /** Marks the group invalid from outside, with `errorMessage` or 'Invalid field'. */
  isInvalid?: boolean;
  /** Replaces the message of any failed rule. */
  errorMessage?: string;
  /** Extra rules on the selected value (`null` when none), run after `isRequired`; the first failure shows. */
  rules?: Array<ValidationRule<string | null>>;
  /** Options in a column or along a line; arrow keys move along either. @default 'vertical' */
  orientation?: RadioGroupOrientation;
  /** Called when focus leaves the group. */
  onBlur?: () => void;
  /** The `RadioGroupItem` options. */
  children: ReactNode;
  /** Extra class names for the root. */
  className?: string;
}

/** One choice among a few visible options; arrow keys move the selection, Tab leaves the group. */
export function RadioGroup(props: RadioGroupProps) {
  const { isRequired = false, orientation = 'vertical', onChange } = props;
  const groupRef = useRef<HTMLDivElement>(null);
  const stateRef = useRef<RadioGroupState | null>(null);
  const validation = useValidatedField<string | null>(props, {
    getValue: () => stateRef.current?.selectedValue ?? null,
    ownRules: isRequired ? [required] : [],
    focus: () => focusRadioChoice(groupRef.current),
    getElement: () => groupRef.current,
  });
  const state = useRadioGroupState({
    value: props.value,
    defaultValue: props.defaultValue,
    isRequired,
    isDisabled: props.isDisabled,
    isReadOnly: props.isReadOnly,
    isInvalid: validation.isInvalid,
    validationBehavior: 'aria',
    onChange: (value) => {
      if (value === null) return;
      onChange?.(value);
      validation.onValueChange(value);
    },
  });
  stateRef.current = state;
  const { radioGroupProps, ...aria } = useRadioGroup(
    { ...fieldAriaOptions(props, validation), isRequired, orientation },
    state,
  );
  return (
    <ValidatedFieldFrame component="RadioGroup" labelElement="span" field={props} aria={aria} validation={validation}>
      <GroupOptions groupProps={radioGroupProps} groupRef={groupRef} orientation={orientation}>
        <RadioGroupContext.Provider value={state}>{props.children}</RadioGroupContext.Provider>
      </GroupOptions>
    </ValidatedFieldFrame>
  );
}

export interface RadioGroupItemProps {
  /** The value the group takes when this option is selected. */
  value: string;
  /** The visible label. */
  children: ReactNode;
  /** Help text under the label, for options that need explaining. */
  description?: ReactNode;
  /** Disables this option only. @default false */
  isDisabled?: boolean;
  /** Extra class names for the root. */
  className?: string;
}

/** One option of a `RadioGroup`. */
export function RadioGroupItem({ value, children, description, isDisabled, className }: RadioGroupItemProps) {
  const state = useContext(RadioGroupContext);
  if (!state) throw new Error('RadioGroupItem must be used inside a RadioGroup');
  const inputRef = useRef<HTMLInputElement>(null);
  const aria = useRadio({ value, children, isDisabled }, state, inputRef);
  return (
    <ChoiceControl
      component="RadioGroupItem"
      state={aria.isSelected ? 'checked' : 'unchecked'}
      aria={{ ...aria, isReadOnly: state.isReadOnly }}
      inputRef={inputRef}
      isInvalid={state.isInvalid}
      isRootInvalid={false}
      indicator={{ part: 'circle', className: radioCircle, content: <span className={radioDot} /> }}
      description={description}
      helpClassName={choiceHelp}
      hasErrorLine={false}
      className={className}
    >
      {children}
    </ChoiceControl>
  );
}
