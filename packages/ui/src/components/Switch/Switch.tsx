import { type ReactNode, useRef } from 'react';
import { useSwitch } from 'react-aria';
import type { ValidationRule } from '../../validation/runRules';
import { Icon } from '../Icon/Icon';
import { ChoiceControl } from '../private/ChoiceControl';
import { useToggleField } from '../private/useToggleField';
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
  const inputRef = useRef<HTMLInputElement>(null);
  const { state, validation, ariaOptions, canFail } = useToggleField(props, [], inputRef);
  const aria = useSwitch(ariaOptions, state, inputRef);
  return (
    <ChoiceControl
      component="Switch"
      state={aria.isSelected ? 'on' : 'off'}
      aria={aria}
      inputRef={inputRef}
      inputAttributes={{ 'aria-invalid': validation.isInvalid || undefined }}
      isInvalid={validation.isInvalid}
      isRootInvalid
      indicator={{
        part: 'track',
        className: switchTrack,
        content: (
          <span data-part="thumb" className={switchThumb}>
            {aria.isSelected ? (
              <Icon name="check" size="small" strokeWidth={3}>
                <path d="M5 12.5 L10 17.5 L19 7" />
              </Icon>
            ) : null}
          </span>
        ),
      }}
      description={props.description}
      helpClassName={switchHelp}
      hasErrorLine={canFail}
      error={validation.error}
      className={props.className}
    >
      {props.children}
    </ChoiceControl>
  );
}
