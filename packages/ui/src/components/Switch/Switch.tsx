import { type HTMLAttributes, type ReactNode, useId, useRef } from 'react';
import { mergeProps, useFocusRing, useHover, useSwitch } from 'react-aria';
import { MynaconError } from '../../icons/generated/MynaconError';
import { useValidatedToggleState } from '../../utils/useValidatedToggleState';
import type { ValidationRule } from '../../validation/runRules';
import { choiceLabel, choiceRoot, choiceText } from '../Checkbox/Checkbox.css';
import { fieldDescription, fieldError } from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { switchHelp, switchThumb, switchTrack } from './Switch.css';

export interface SwitchProps {
  /** The visible label: the setting the switch turns on, such as 'Email me about playtests'. */
  children: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Name in the submitted form values. */
  name?: string;
  /** The value submitted when on. */
  value?: string;
  /** On or off, when controlled. */
  isSelected?: boolean;
  /** On at first, when uncontrolled. @default false */
  defaultSelected?: boolean;
  /** Called with the new state. */
  onChange?: (isSelected: boolean) => void;
  /** Disables the switch. @default false */
  isDisabled?: boolean;
  /** Shows the setting without letting the player change it. @default false */
  isReadOnly?: boolean;
  /** Marks the switch invalid from outside, with `errorMessage` or 'Invalid field'. */
  isInvalid?: boolean;
  /** Replaces the message of any failed rule. */
  errorMessage?: string;
  /** Rules on the state; the first failure shows. A switch that must be on is a required Checkbox instead. */
  rules?: Array<ValidationRule<boolean>>;
  /** Called when focus leaves the switch. */
  onBlur?: () => void;
  /** Extra class names for the root. */
  className?: string;
}

/** Turns a setting on or off at once, like a light switch: for preferences, not for consent or choices to submit. */
export function Switch(props: SwitchProps) {
  const { rules = [], isInvalid: invalidProp, onChange, onBlur } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const { state, validation } = useValidatedToggleState({
    name: props.name,
    rules,
    errorMessage: props.errorMessage,
    isInvalid: invalidProp,
    isSelected: props.isSelected,
    defaultSelected: props.defaultSelected,
    isReadOnly: props.isReadOnly,
    onChange,
    inputRef,
  });
  const aria = useSwitch(
    {
      // An id lets the form's error summary link to the control.
      id,
      children: props.children,
      name: props.name,
      value: props.value,
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
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: aria.isDisabled || aria.isReadOnly });
  const canFail = rules.length > 0 || invalidProp !== undefined || validation.isInvalid;
  const onOff = aria.isSelected ? 'on' : 'off';
  return (
    <div
      data-component="Switch"
      data-state={onOff}
      data-invalid={validation.isInvalid || undefined}
      data-disabled={aria.isDisabled || undefined}
      className={[choiceRoot, props.className].filter(Boolean).join(' ')}
    >
      <label
        {...mergeProps(aria.labelProps, hoverProps)}
        data-part="label"
        data-state={onOff}
        data-invalid={validation.isInvalid || undefined}
        data-disabled={aria.isDisabled || undefined}
        data-readonly={aria.isReadOnly || undefined}
        data-hovered={isHovered || undefined}
        data-focus-visible={isFocusVisible || undefined}
        className={choiceLabel}
      >
        <input
          {...mergeProps(aria.inputProps, focusProps)}
          aria-invalid={validation.isInvalid || undefined}
          ref={inputRef}
          className={visuallyHidden}
        />
        <span data-part="track" className={switchTrack} aria-hidden="true">
          <span data-part="thumb" className={switchThumb}>
            {aria.isSelected ? (
              <Icon name="check" size="small" strokeWidth={3}>
                <path d="M5 12.5 L10 17.5 L19 7" />
              </Icon>
            ) : null}
          </span>
        </span>
        <span data-part="text" className={choiceText}>
          {props.children}
        </span>
      </label>
      {props.description ? (
        <div
          {...(aria.descriptionProps as HTMLAttributes<HTMLElement>)}
          data-part="description"
          className={`${fieldDescription} ${switchHelp}`}
        >
          {props.description}
        </div>
      ) : null}
      {canFail ? (
        <div
          {...(aria.errorMessageProps as HTMLAttributes<HTMLElement>)}
          data-part="error"
          className={`${fieldError} ${switchHelp}`}
        >
          {validation.isInvalid && validation.error ? (
            <>
              <MynaconError size="small" />
              <span>{validation.error}</span>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
