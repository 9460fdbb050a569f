import { useCallback, useId, useRef, useState } from 'react';
import { useRuleMessage } from '../components/Field/Field';
import { type FormContextValue, useFormField } from '../components/Form/FormContext';
import { useI18n } from '../i18n/I18nProvider';
import type { RuleFailure, ValidationResult } from './rules';
import { isPending, type RuleOutcome, runRules, type ValidationRule } from './runRules';

/**
 * One rule of a field.
 * @deprecated Use `ValidationRule`, the one rule type of every field.
 */
export type FieldRule<T> = ValidationRule<T>;

export interface FieldValidationOptions<T> {
  /** The field's name in the form's values; a generated one when absent. */
  name: string | undefined;
  /** Reads the value the rules check, as of the latest render. */
  getValue: () => T;
  /** Every rule, the field's own (required, ranges) first. */
  rules: ReadonlyArray<ValidationRule<T>>;
  /** Replaces the text of any failure. */
  errorMessage: string | undefined;
  /** Forces the invalid state from outside. */
  isInvalid: boolean | undefined;
  /**
   * What `isInvalid` does when the rules pass: `'fails'` makes the field fail the form's validation with
   * `errorMessage` or 'Invalid field'; `'marks'` only marks it, shows `errorMessage` if there is one, and lets the
   * form submit (the choice fields). @default 'fails'
   */
  forcedInvalid?: 'fails' | 'marks';
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
  /** Call when focus leaves the field (with the value it leaves behind, when that changed in the same event): validates once the player has interacted with it. */
  onBlur: (value?: T) => void;
  /** Call when the player edits without producing a new value yet (typing in a number or date segment, opening a list). */
  markInteracted: () => void;
  /** Validates the latest value now and shows the result. */
  validate: () => RuleOutcome;
}

const externalFailure: RuleFailure = { key: 'form.invalid' };

/**
 * The validation life cycle of every field but the text fields (which debounce, see `useTextFieldState`): rules
 * run on blur after an interaction, on every change after a submit (or while an error shows, so it clears as
 * soon as it is fixed), and whenever the enclosing `Form` asks. A stale asynchronous result never replaces a
 * newer one.
 */
export function useFieldValidation<T>(options: FieldValidationOptions<T>): FieldValidation<T> {
  const generatedName = useId();
  const latest = useRef(options);
  latest.current = options;
  const [failure, setFailure] = useState<RuleFailure | null>(null);
  const [serverError, setServerError] = useState<string | undefined>(undefined);
  const interacted = useRef(false);
  const run = useRef(0);
  const latestRun = useRef<RuleOutcome>(null);
  const translate = useRuleMessage();
  const markInteracted = useCallback(() => {
    interacted.current = true;
  }, []);
  const { t } = useI18n();
  const failsWhenForced = (options.forcedInvalid ?? 'fails') === 'fails';

  const validateValue = (value: T): RuleOutcome => {
    run.current += 1;
    const id = run.current;
    const settle = (result: ValidationResult): RuleOutcome => {
      // A newer run started while this one waited: its answer is the one that counts.
      if (id !== run.current) return latestRun.current;
      setFailure(result);
      const { isInvalid, forcedInvalid = 'fails' } = latest.current;
      return result ?? (isInvalid && forcedInvalid === 'fails' ? externalFailure : null);
    };
    const result = runRules(latest.current.rules, value);
    const outcome = isPending(result) ? result.then(settle) : settle(result);
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
  const fallback = failsWhenForced ? t('form.invalid') : undefined;
  const error = isInvalid ? (serverError ?? options.errorMessage ?? translate(failure) ?? fallback) : undefined;
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
    onBlur: (value) => {
      if (interacted.current) validateValue(value === undefined ? latest.current.getValue() : value);
    },
    markInteracted,
    validate: () => validateValue(latest.current.getValue()),
  };
}
