import { type ReactNode, useRef } from 'react';
import { mergeProps, useFocusRing, useLocale, useNumberField } from 'react-aria';
import { type NumberFieldState, useNumberFieldState } from 'react-stately';
import { MynaconChevronDown } from '../../icons/generated/MynaconChevronDown';
import { MynaconChevronUp } from '../../icons/generated/MynaconChevronUp';
import { type GenericRuleOptions, maxValue, minValue, required } from '../../validation/rules';
import type { ValidationRule } from '../../validation/runRules';
import { Button } from '../Button/Button';
import { fieldInput } from '../Field/Field.css';
import { fieldAriaOptions, useValidatedField, ValidatedFieldFrame } from '../private/ValidatedField';
import { numberFieldGroup, numberFieldInput } from './NumberField.css';

/** The number a NumberField holds: `null` when empty. */
export type NumberFieldValue = number | null;

export interface NumberFieldProps {
  /** The visible label; it also names the step buttons ('Increase Tickets'). */
  label: string;
  /** Help text under the field, such as the allowed range. */
  description?: ReactNode;
  /** Name in the submitted form values. */
  name?: string;
  /** The number, when controlled; `null` when empty. */
  value?: NumberFieldValue;
  /** The number at first, when uncontrolled. */
  defaultValue?: NumberFieldValue;
  /** Called with the new number once the player commits it (blur, Enter, a step). */
  onChange?: (value: NumberFieldValue) => void;
  /** Smallest allowed number: a smaller one fails the `min_value` rule. */
  minValue?: number;
  /** Largest allowed number: a larger one fails the `max_value` rule. */
  maxValue?: number;
  /** How much the arrow keys and the buttons change the number. @default 1 */
  step?: number;
  /** Display and parsing of the number in the active locale: decimals, currency, percent, units. */
  formatOptions?: Intl.NumberFormatOptions;
  /** A number must be entered: adds the `required` rule. @default false */
  isRequired?: boolean;
  /** Disables the field. @default false */
  isDisabled?: boolean;
  /** Shows the number without letting the player change it. @default false */
  isReadOnly?: boolean;
  /** Marks the field invalid from outside, with `errorMessage` or 'Invalid field'. */
  isInvalid?: boolean;
  /** Replaces the message of any failed rule, for example 'Choose between 1 and 10 tickets'. */
  errorMessage?: string;
  /** Extra rules, run after the required and range rules; the first failure shows. */
  rules?: Array<ValidationRule<NumberFieldValue>>;
  /** Hides the increase and decrease buttons; the arrow keys still step. @default false */
  hideStepper?: boolean;
  /** Shown while empty. Never a substitute for the label. */
  placeholder?: string;
  /** Called when focus leaves the input. */
  onBlur?: () => void;
  /** Extra class names for the root. */
  className?: string;
}

const toValue = (n: number): NumberFieldValue => (Number.isNaN(n) ? null : n);
const toNumber = (value: NumberFieldValue | undefined) => (value === undefined ? undefined : (value ?? Number.NaN));

/** The rules a NumberField applies before its own `rules`: required, then the range. */
export function numberFieldRules(
  { isRequired, minValue: min, maxValue: max }: Pick<NumberFieldProps, 'isRequired' | 'minValue' | 'maxValue'>,
  options?: GenericRuleOptions,
) {
  const rules: Array<ValidationRule<NumberFieldValue>> = [];
  if (isRequired) rules.push((value) => required(value, options));
  if (min !== undefined) rules.push((value) => (value === null ? null : minValue(value, min, options)));
  if (max !== undefined) rules.push((value) => (value === null ? null : maxValue(value, max, options)));
  return rules;
}

/** A number typed in the player's locale format, with step buttons and arrow keys. */
export function NumberField(props: NumberFieldProps) {
  const { isRequired = false, hideStepper = false, onChange } = props;
  const { locale } = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const stateRef = useRef<NumberFieldState | null>(null);
  const validation = useValidatedField<NumberFieldValue>(props, {
    getValue: () => toValue(stateRef.current?.numberValue ?? Number.NaN),
    ownRules: numberFieldRules(props),
    focus: () => inputRef.current?.focus(),
    getElement: () => inputRef.current,
  });
  const ariaProps = {
    ...fieldAriaOptions(props, validation),
    label: props.label,
    // The hidden input below submits the number; the visible one holds the formatted text.
    name: undefined,
    value: toNumber(props.value),
    defaultValue: toNumber(props.defaultValue),
    minValue: props.minValue,
    maxValue: props.maxValue,
    step: props.step,
    formatOptions: props.formatOptions,
    isRequired,
    placeholder: props.placeholder,
    // Out-of-range numbers stay as typed and fail the range rule, rather than silently changing on blur.
    commitBehavior: 'validate' as const,
    onChange: (n: number) => {
      const value = toValue(n);
      onChange?.(value);
      validation.onValueChange(value);
    },
  };
  const state = useNumberFieldState({ ...ariaProps, locale });
  stateRef.current = state;
  const { groupProps, inputProps, incrementButtonProps, decrementButtonProps, ...aria } = useNumberField(
    ariaProps,
    state,
    inputRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing({ isTextInput: true });
  const stepperDisabled = props.isDisabled || props.isReadOnly;
  return (
    <ValidatedFieldFrame component="NumberField" field={props} aria={aria} validation={validation}>
      <div {...groupProps} data-part="group" className={numberFieldGroup}>
        <input
          {...mergeProps(inputProps, focusProps, { onInput: validation.markInteracted })}
          ref={inputRef}
          data-part="input"
          data-focus-visible={isFocusVisible || undefined}
          data-invalid={validation.isInvalid || undefined}
          className={`${fieldInput} ${numberFieldInput}`}
        />
        {props.name ? (
          <input type="hidden" name={props.name} value={Number.isNaN(state.numberValue) ? '' : state.numberValue} />
        ) : null}
        {hideStepper ? null : (
          <>
            {/* Our Button keeps the steppers in the tab order: keyboard players who do not know the arrow keys can use them. Never disabled at the limits, so focus is not lost; the range rule reports out-of-range numbers. */}
            <Button
              variant="secondary"
              size="large"
              iconOnly
              icon={<MynaconChevronDown />}
              label={decrementButtonProps['aria-label'] ?? ''}
              aria-controls={decrementButtonProps['aria-controls']}
              isDisabled={stepperDisabled}
              onPress={() => {
                validation.markInteracted();
                state.decrement();
              }}
            />
            <Button
              variant="secondary"
              size="large"
              iconOnly
              icon={<MynaconChevronUp />}
              label={incrementButtonProps['aria-label'] ?? ''}
              aria-controls={incrementButtonProps['aria-controls']}
              isDisabled={stepperDisabled}
              onPress={() => {
                validation.markInteracted();
                state.increment();
              }}
            />
          </>
        )}
      </div>
    </ValidatedFieldFrame>
  );
}
