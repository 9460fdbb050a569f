import { useCallback, useRef, useState } from 'react';
import { required, type ValidationResult } from '../../validation/rules';
import { useRuleMessage } from '../Field/Field';
import { useFormField } from '../Form/FormContext';

/** A validation rule of a choice field: receives the chosen key (`null` when nothing is chosen). */
export type ChoiceRule<V = string | null> = (value: V) => ValidationResult | Promise<ValidationResult>;

const isPromise = (value: unknown): value is Promise<ValidationResult> =>
  typeof (value as Promise<ValidationResult> | null)?.then === 'function';

/** Runs the rules in order and stops at the first failure; stays synchronous until a rule returns a promise. */
function runRules<V>(
  value: V,
  rules: readonly ChoiceRule<V>[],
  from = 0,
): ValidationResult | Promise<ValidationResult> {
  for (let index = from; index < rules.length; index++) {
    const result = rules[index]?.(value) ?? null;
    if (isPromise(result)) {
      return result.then((failure) => failure ?? runRules(value, rules, index + 1));
    }
    if (result) return result;
  }
  return null;
}

interface ChoiceValidationOptions<V> {
  /** The field's name in the form's values; the field's id when it has none. */
  name: string;
  value: V;
  isRequired: boolean;
  rules: readonly ChoiceRule<V>[] | undefined;
  /** Replaces the text of any failure. */
  errorMessage: string | undefined;
  /** Shows the field as invalid whatever the rules say. */
  isInvalid: boolean | undefined;
  focus: () => void;
  getElement: () => Element | null;
}

/**
 * The validation state of a Select or ComboBox and its link to the enclosing `Form`: rules run on submit
 * (through the form), when the player leaves the field after using it, and on every change once the form
 * was submitted or while an error shows, so the error goes as soon as it is corrected.
 */
export function useChoiceValidation<V>({
  name,
  value,
  isRequired,
  rules,
  errorMessage,
  isInvalid: forcedInvalid,
  focus,
  getElement,
}: ChoiceValidationOptions<V>) {
  const translate = useRuleMessage();
  const [failure, setFailure] = useState<ValidationResult>(null);
  const [serverError, setServerError] = useState<string | undefined>(undefined);
  const interacted = useRef(false);
  const latestRun = useRef(0);
  const latest = useRef({ value, rules, isRequired });
  latest.current = { value, rules, isRequired };

  const validate = useCallback((value: V = latest.current.value) => {
    const run = ++latestRun.current;
    const { rules: extra = [], isRequired: mustChoose } = latest.current;
    const all: ChoiceRule<V>[] = mustChoose ? [(chosen) => required(chosen), ...extra] : [...extra];
    // An answer that arrives after a newer run started is stale and must not replace the newer one.
    const show = (result: ValidationResult) => {
      if (run === latestRun.current) setFailure(result);
      return result;
    };
    const result = runRules(value, all);
    return isPromise(result) ? result.then(show) : show(result);
  }, []);

  const form = useFormField({
    name,
    validate: () => validate(),
    focus,
    getElement,
    getValue: () => latest.current.value,
    setServerError,
  });

  /** The player used the field (opened its list, typed in it, or chose). */
  const markInteracted = useCallback(() => {
    interacted.current = true;
  }, []);

  /** A new value was chosen. */
  const onChange = (next: V) => {
    interacted.current = true;
    setServerError(undefined);
    if (form?.hasSubmitted || failure) void validate(next);
  };

  /** Focus left the field (with the value it leaves behind, when that changed in the same event). */
  const onLeave = (current: V = latest.current.value) => {
    if (interacted.current) void validate(current);
  };

  const isInvalid = Boolean(failure) || serverError !== undefined || Boolean(forcedInvalid);
  const message = failure
    ? (errorMessage ?? translate(failure))
    : (serverError ?? (forcedInvalid ? errorMessage : undefined));

  return { isInvalid, message, validate, onChange, onLeave, markInteracted };
}
