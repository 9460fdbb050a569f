import { useCallback, useId, useRef, useState } from 'react';
import { useRuleMessage } from '../components/Field/Field';
import { type FormContextValue, useFormField } from '../components/Form/FormContext';
import { useI18n } from '../i18n/I18nProvider';
import type { RuleFailure, ValidationResult } from '../validation/rules';

/** One rule of a field: a function of the value returning a failure or `null`, at once or later. */
export type FieldRule<T> = (value: T) => ValidationResult | Promise<ValidationResult>;

/** Runs the rules in order and stops at the first failure, waiting only for rules that return a promise. */
export function runFieldRules<T>(
  rules: ReadonlyArray<FieldRule<T>>,
  value: T,
  from = 0,
): ValidationResult | Promise<ValidationResult> {
  for (let index = from; index < rules.length; index += 1) {
    const rule = rules[index];
    if (!rule) continue;
    const result = rule(value);
    if (result instanceof Promise) return result.then((failure) => failure ?? runFieldRules(rules, value, index + 1));
    if (result) return result;
  }
  return null;
}

export interface FieldValidationOptions<T> {
  /** The field's name in the form's values; a generated one when absent. */
  name: string | undefined;
  /** Reads the value the rules check, as of the latest render. */
  getValue: () => T;
  /** Every rule, the field's own (required, ranges) first. */
  rules: ReadonlyArray<FieldRule<T>>;
  /** Replaces the text of any failure. */
  errorMessage: string | undefined;
  /** Forces the invalid state from outside. */
  isInvalid: boolean | undefined;
  focus: () => void;
  getElement: () => Element | null;
  /** The value as submitted, when it differs from the one the rules check. */
  getSubmitValue?: () => unknown;
}

export interface FieldValidation<T> {
  isInvalid: boolean;
  /** The text to show under the field, already translated; undefined when valid. */
  error: string | undefined;
  /** The enclosing form, if any. */
  form: FormContextValue | null;
  /** Call with every new value: clears a server message and re-validates once the player has submitted or is correcting an error. */
  onValueChange: (value: T) => void;
  /** Call when focus leaves the field: validates once the player has interacted with it. */
  onBlur: () => void;
  /** Call when the player edits without producing a new value yet (typing in a number or date segment). */
  markInteracted: () => void;
  /** Validates the latest value now and shows the result. */
  validate: () => ValidationResult | Promise<ValidationResult>;
}

const externalFailure: RuleFailure = { key: 'form.invalid' };

/**
 * The validation life cycle shared by the choice and number fields: rules run on blur after an interaction, on
 * every change after a submit (or while an error shows, so it clears as soon as it is fixed), and whenever the
 * enclosing `Form` asks. A stale asynchronous result never replaces a newer one.
 */
export function useFieldValidation<T>(options: FieldValidationOptions<T>): FieldValidation<T> {
  const generatedName = useId();
  const latest = useRef(options);
  latest.current = options;
  const [failure, setFailure] = useState<RuleFailure | null>(null);
  const [serverError, setServerError] = useState<string | undefined>(undefined);
  const interacted = useRef(false);
  const run = useRef(0);
  const latestRun = useRef<ValidationResult | Promise<ValidationResult>>(null);
  const translate = useRuleMessage();
  const markInteracted = useCallback(() => {
    interacted.current = true;
  }, []);
  const { t } = useI18n();

  const validateValue = (value: T): ValidationResult | Promise<ValidationResult> => {
    run.current += 1;
    const id = run.current;
    const settle = (result: ValidationResult): ValidationResult | Promise<ValidationResult> => {
      // A newer run started while this one waited: its answer is the one that counts.
      if (id !== run.current) return latestRun.current;
      setFailure(result);
      return result ?? (latest.current.isInvalid ? externalFailure : null);
    };
    const result = runFieldRules(latest.current.rules, value);
    const outcome = result instanceof Promise ? result.then(settle) : settle(result);
    latestRun.current = outcome;
    return outcome;
  };

  const form = useFormField({
    name: options.name ?? generatedName,
    validate: () => {
      interacted.current = true;
      return validateValue(latest.current.getValue());
    },
    focus: () => latest.current.focus(),
    getElement: () => latest.current.getElement(),
    getValue: () => (latest.current.getSubmitValue ?? latest.current.getValue)(),
    setServerError,
  });

  const isInvalid = Boolean(failure || serverError || options.isInvalid);
  const error = isInvalid
    ? (serverError ?? options.errorMessage ?? translate(failure) ?? t('form.invalid'))
    : undefined;
  const shouldRevalidate = (form?.hasSubmitted ?? false) || failure !== null;

  return {
    isInvalid,
    error,
    form,
    onValueChange: (value) => {
      interacted.current = true;
      setServerError(undefined);
      if (shouldRevalidate) validateValue(value);
    },
    onBlur: () => {
      if (interacted.current) validateValue(latest.current.getValue());
    },
    markInteracted,
    validate: () => validateValue(latest.current.getValue()),
  };
}
