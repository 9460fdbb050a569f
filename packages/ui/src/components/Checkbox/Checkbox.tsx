import { createContext, type HTMLAttributes, type ReactNode, type RefObject, useContext, useId, useRef } from 'react';
import { type CheckboxAria, mergeProps, useCheckbox, useCheckboxGroupItem, useFocusRing, useHover } from 'react-aria';
import type { CheckboxGroupState } from 'react-stately';
import { MynaconError } from '../../icons/generated/MynaconError';
import { useValidatedToggleState } from '../../utils/useValidatedToggleState';
import { required } from '../../validation/rules';
import type { ValidationRule } from '../../validation/runRules';
import { fieldDescription, fieldError } from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { checkboxBox, choiceHelp, choiceLabel, choiceRoot, choiceText } from './Checkbox.css';

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
  const { isRequired = false, rules = [], errorMessage, isInvalid: invalidProp, onChange, onBlur } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const allRules: Array<ValidationRule<boolean>> = isRequired ? [required, ...rules] : rules;
  const { state, validation } = useValidatedToggleState({
    name: props.name,
    rules: allRules,
    errorMessage,
    isInvalid: invalidProp,
    isSelected: props.isSelected,
    defaultSelected: props.defaultSelected,
    isReadOnly: props.isReadOnly,
    onChange,
    inputRef,
  });
  const aria = useCheckbox(
    {
      // An id lets the form's error summary link to the control.
      id,
      children: props.children,
      name: props.name,
      value: props.value,
      isIndeterminate: props.isIndeterminate,
      isRequired,
      isDisabled: props.isDisabled,
      isReadOnly: props.isReadOnly,
      isInvalid: validation.isInvalid,
      validationBehavior: 'aria',
      onBlur: () => {
        validation.onBlur();
        onBlur?.();
      },
    },
    state,
    inputRef,
  );
  const canFail = isRequired || rules.length > 0 || invalidProp !== undefined || validation.isInvalid;
  return (
    <CheckboxView
      props={props}
      aria={aria}
      inputRef={inputRef}
      isInvalid={validation.isInvalid}
      error={canFail ? validation.error : undefined}
      showErrorLine={canFail}
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
  return (
    <CheckboxView props={props} aria={aria} inputRef={inputRef} isInvalid={aria.isInvalid} showErrorLine={false} />
  );
}

interface CheckboxViewProps {
  props: CheckboxProps;
  aria: CheckboxAria;
  inputRef: RefObject<HTMLInputElement | null>;
  isInvalid: boolean;
  error?: string | undefined;
  showErrorLine: boolean;
}

function CheckboxView({ props, aria, inputRef, isInvalid, error, showErrorLine }: CheckboxViewProps) {
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: aria.isDisabled || aria.isReadOnly });
  const checkedState = props.isIndeterminate ? 'indeterminate' : aria.isSelected ? 'checked' : 'unchecked';
  return (
    <div
      data-component="Checkbox"
      data-state={checkedState}
      data-invalid={isInvalid || undefined}
      data-disabled={aria.isDisabled || undefined}
      className={[choiceRoot, props.className].filter(Boolean).join(' ')}
    >
      <label
        {...mergeProps(aria.labelProps, hoverProps)}
        data-part="label"
        data-state={checkedState}
        data-invalid={isInvalid || undefined}
        data-disabled={aria.isDisabled || undefined}
        data-readonly={aria.isReadOnly || undefined}
        data-hovered={isHovered || undefined}
        data-focus-visible={isFocusVisible || undefined}
        className={choiceLabel}
      >
        <input {...mergeProps(aria.inputProps, focusProps)} ref={inputRef} className={visuallyHidden} />
        <span data-part="box" className={checkboxBox} aria-hidden="true">
          {checkedState === 'unchecked' ? null : (
            <Icon name={checkedState === 'checked' ? 'check' : 'dash'} size="small" strokeWidth={3}>
              {checkedState === 'checked' ? <path d="M5 12.5 L10 17.5 L19 7" /> : <path d="M6 12 H18" />}
            </Icon>
          )}
        </span>
        <span data-part="text" className={choiceText}>
          {props.children}
        </span>
      </label>
      {props.description ? (
        <div
          {...(aria.descriptionProps as HTMLAttributes<HTMLElement>)}
          data-part="description"
          className={`${fieldDescription} ${choiceHelp}`}
        >
          {props.description}
        </div>
      ) : null}
      {showErrorLine ? (
        <div
          {...(aria.errorMessageProps as HTMLAttributes<HTMLElement>)}
          data-part="error"
          className={`${fieldError} ${choiceHelp}`}
        >
          {isInvalid && error ? (
            <>
              <MynaconError size="small" />
              <span>{error}</span>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
