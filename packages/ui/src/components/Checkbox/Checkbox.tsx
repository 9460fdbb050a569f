import { createContext, type ReactNode, type RefObject, useContext, useRef } from 'react';
import { type CheckboxAria, useCheckbox, useCheckboxGroupItem } from 'react-aria';
import type { CheckboxGroupState } from 'react-stately';
import { required } from '../../validation/rules';
import type { ValidationRule } from '../../validation/runRules';
import { Icon } from '../Icon/Icon';
import { ChoiceControl } from '../private/ChoiceControl';
import { choiceHelp } from '../private/ChoiceControl.css';
import { useToggleField } from '../private/useToggleField';
import { checkboxBox } from './Checkbox.css';

/** The group state a `CheckboxGroup` hands to the checkboxes inside it. */
export const CheckboxGroupContext = createContext<CheckboxGroupState | null>(null);

export interface CheckboxProps {
  /** The visible label, next to the box. */
  children: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Name in the submitted form values. Inside a `CheckboxGroup`, the group's name is used. */
  name?: string;
  /** The value submitted when checked; required inside a `CheckboxGroup`, where it identifies the box. */
  value?: string;
  /** Checked state, when controlled. */
  isSelected?: boolean;
  /** Initial checked state, when uncontrolled. @default false */
  defaultSelected?: boolean;
  /** Called with the new checked state. */
  onChange?: (isSelected: boolean) => void;
  /** Shows a dash instead of a tick: some, not all, of the boxes it stands for are checked. @default false */
  isIndeterminate?: boolean;
  /** The box must be checked (the terms of service); adds the `required` rule. Not used inside a group. @default false */
  isRequired?: boolean;
  /** Disables the box. @default false */
  isDisabled?: boolean;
  /** Shows the state without letting the player change it. @default false */
  isReadOnly?: boolean;
  /** Marks the box invalid from outside, with `errorMessage` or 'Invalid field'. */
  isInvalid?: boolean;
  /** Replaces the message of any failed rule, for example 'Accept the terms to create your account'. */
  errorMessage?: string;
  /** Extra rules, run after `isRequired`; the first failure shows. Not used inside a group. */
  rules?: Array<ValidationRule<boolean>>;
  /** Called when focus leaves the box. */
  onBlur?: () => void;
  /** Extra class names for the root. */
  className?: string;
}

/** A box the player ticks to agree or to choose; on its own or inside a `CheckboxGroup`. */
export function Checkbox(props: CheckboxProps) {
  const group = useContext(CheckboxGroupContext);
  return group ? <CheckboxGroupItem {...props} group={group} /> : <StandaloneCheckbox {...props} />;
}

function StandaloneCheckbox(props: CheckboxProps) {
  const { isRequired = false } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const { state, validation, ariaOptions, canFail } = useToggleField(props, isRequired ? [required] : [], inputRef);
  const aria = useCheckbox({ ...ariaOptions, isIndeterminate: props.isIndeterminate, isRequired }, state, inputRef);
  return (
    <CheckboxView
      props={props}
      aria={aria}
      inputRef={inputRef}
      isInvalid={validation.isInvalid}
      error={canFail ? validation.error : undefined}
      hasErrorLine={canFail}
    />
  );
}

function CheckboxGroupItem({ group, ...props }: CheckboxProps & { group: CheckboxGroupState }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const aria = useCheckboxGroupItem(
    {
      children: props.children,
      value: props.value ?? String(props.children),
      isIndeterminate: props.isIndeterminate,
      isDisabled: props.isDisabled,
      isReadOnly: props.isReadOnly,
      onChange: props.onChange,
    },
    group,
    inputRef,
  );
  // The group shows its own error under all the boxes.
  return <CheckboxView props={props} aria={aria} inputRef={inputRef} isInvalid={aria.isInvalid} hasErrorLine={false} />;
}

interface CheckboxViewProps {
  props: CheckboxProps;
  aria: CheckboxAria;
  inputRef: RefObject<HTMLInputElement | null>;
  isInvalid: boolean;
  error?: string | undefined;
  hasErrorLine: boolean;
}

function CheckboxView({ props, aria, inputRef, isInvalid, error, hasErrorLine }: CheckboxViewProps) {
  const checkedState = props.isIndeterminate ? 'indeterminate' : aria.isSelected ? 'checked' : 'unchecked';
  return (
    <ChoiceControl
      component="Checkbox"
      state={checkedState}
      aria={aria}
      inputRef={inputRef}
      isInvalid={isInvalid}
      isRootInvalid
      indicator={{
        part: 'box',
        className: checkboxBox,
        content:
          checkedState === 'unchecked' ? null : (
            <Icon name={checkedState === 'checked' ? 'check' : 'dash'} size="small" strokeWidth={3}>
              {checkedState === 'checked' ? <path d="M5 12.5 L10 17.5 L19 7" /> : <path d="M6 12 H18" />}
            </Icon>
          ),
      }}
      description={props.description}
      helpClassName={choiceHelp}
      hasErrorLine={hasErrorLine}
      error={error}
      className={props.className}
    >
      {props.children}
    </ChoiceControl>
  );
}
