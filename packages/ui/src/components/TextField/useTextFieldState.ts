import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import type { EmailDnsOutcome } from '../../validation/emailDns';
import {
  confirmed,
  maxLength as maxLengthRule,
  minLength as minLengthRule,
  type RuleFailure,
  required,
  type ValidationResult,
} from '../../validation/rules';
import {
  firstSyncFailure,
  isPending,
  type RuleOutcome,
  runRules,
  type ValidationRule,
} from '../../validation/runRules';
import { useFormField } from '../Form/FormContext';
import { useDebouncedCallback } from './useDebouncedCallback';

/**
 * A validation rule of a text field: sync or async, `null` when the value passes.
 * @deprecated Use `ValidationRule<string>`, the one rule type of every field.
 */
export type TextFieldRule = ValidationRule<string>;

/** An asynchronous check run after every rule has passed; `'stale'` answers are ignored. */
export type TextFieldAsyncCheck = (value: string) => Promise<EmailDnsOutcome>;

/** The rules every text-like field offers as props, in the order they run. */
export interface TextFieldRuleProps {
  isRequired?: boolean;
  minLength?: number;
  maxLength?: number;
  mustMatch?: string;
  rules?: ValidationRule<string>[];
}

/** Builds the ordered rule list: required, minimum length, maximum length, the field's own, match, custom. */
export function buildTextFieldRules(
  { isRequired, minLength, maxLength, mustMatch, rules = [] }: TextFieldRuleProps,
  own: ValidationRule<string>[] = [],
): ValidationRule<string>[] {
  const list: ValidationRule<string>[] = [];
  if (isRequired) list.push((value) => required(value));
  if (minLength !== undefined) list.push((value) => minLengthRule(value, minLength));
  if (maxLength !== undefined) list.push((value) => maxLengthRule(value, maxLength));
  list.push(...own);
  if (mustMatch !== undefined) list.push((value) => confirmed(value, mustMatch));
  list.push(...rules);
  return list;
}

export interface TextFieldStateOptions {
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  debounceMs: number;
  rules: ValidationRule<string>[];
  asyncCheck?: TextFieldAsyncCheck;
  errorMessage?: string;
  nativeValidation?: boolean;
  /** A disabled field passes: players cannot fix what they cannot edit. */
  isDisabled?: boolean;
  /** When this changes, a field that was already validated validates again (the `mustMatch` target). */
  revalidateWhen?: unknown;
  inputRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
}

/**
 * Value, debouncing, validation and form registration shared by the text-like fields. The input shows every
 * keystroke at once (`value`); `onChange` and validation on change see the value once typing pauses, and blur,
 * submit and `validate()` flush it first.
 */
export function useTextFieldState({
  name,
  value: controlledValue,
  defaultValue,
  onChange,
  debounceMs,
  rules,
  asyncCheck,
  errorMessage,
  nativeValidation = false,
  isDisabled = false,
  revalidateWhen,
  inputRef,
}: TextFieldStateOptions) {
  const { t } = useI18n();
  const fallbackName = useId();
  const [value, setDraft] = useState(() => controlledValue ?? defaultValue ?? '');
  const [failure, setFailure] = useState<RuleFailure | null>(null);
  const [serverError, setServerError] = useState<string | undefined>(undefined);
  const [isChecking, setChecking] = useState(false);

  const draft = useRef(value);
  const lastReported = useRef(value);
  const isDirty = useRef(false);
  const wasValidated = useRef(false);
  const run = useRef(0);
  const latestRun = useRef<RuleOutcome>(null);
  const latest = useRef({ rules, asyncCheck, onChange, failure, isDisabled });
  latest.current = { rules, asyncCheck, onChange, failure, isDisabled };

  const apply = useCallback((result: ValidationResult, id: number): ValidationResult => {
    if (id === run.current) {
      setFailure(result);
      setChecking(false);
    }
    return result;
  }, []);

  const runValidation = useCallback(
    (current: string): RuleOutcome => {
      const id = ++run.current;
      wasValidated.current = true;
      const { rules: active, asyncCheck, isDisabled: disabled } = latest.current;
      // The asynchronous check runs last, once every rule has passed; a 'stale' answer changes nothing.
      let staleAnswer = false;
      const check: ValidationRule<string> | undefined = asyncCheck
        ? async (value) => {
            const outcome = await asyncCheck(value);
            staleAnswer = outcome === 'stale';
            return outcome === 'stale' ? null : outcome;
          }
        : undefined;
      const list = disabled ? [] : check ? [...active, check] : active;
      const result = runRules(list, current, { isStale: () => id !== run.current });
      if (!isPending(result)) {
        latestRun.current = apply(result, id);
        return latestRun.current;
      }
      setChecking(true);
      const outcome = result
        // A check that cannot answer accepts the value, as the DNS check does: it must never lock players out.
        .catch((): ValidationResult => null)
        .then((answer): RuleOutcome => {
          // A newer value is being checked: its answer is the one that counts.
          if (id !== run.current) return latestRun.current;
          if (staleAnswer) {
            setChecking(false);
            return null;
          }
          return apply(answer, id);
        });
      latestRun.current = outcome;
      return outcome;
    },
    [apply],
  );

  const form = useFormField({
    name: name ?? fallbackName,
    validate: () => validate(),
    focus: () => inputRef.current?.focus(),
    getElement: () => inputRef.current,
    getValue: () => draft.current,
    setServerError,
  });
  const formState = useRef(form);
  formState.current = form;

  const commit = useDebouncedCallback((next: string) => {
    // Typing and deleting back to the same value within the pause is no change.
    if (next !== lastReported.current) {
      lastReported.current = next;
      latest.current.onChange?.(next);
    }
    // Validate while typing only once an error shows or the form was submitted: no errors mid-word before.
    if (formState.current?.hasSubmitted || latest.current.failure) runValidation(next);
  }, debounceMs);

  const validate = () => {
    const before = run.current;
    commit.flush();
    if (run.current !== before) return latestRun.current;
    return runValidation(draft.current);
  };

  const setValue = (next: string) => {
    draft.current = next;
    isDirty.current = true;
    setDraft(next);
    setServerError(undefined);
    commit.schedule(next);
  };

  const onBlur = () => {
    const before = run.current;
    commit.flush();
    if (run.current !== before) return;
    if (isDirty.current || wasValidated.current || formState.current?.hasSubmitted) runValidation(draft.current);
  };

  // A new value from the parent replaces what is typed, unless it is the value the field just reported.
  useEffect(() => {
    if (controlledValue === undefined || controlledValue === lastReported.current) return;
    lastReported.current = controlledValue;
    if (controlledValue === draft.current) return;
    commit.cancel();
    draft.current = controlledValue;
    setDraft(controlledValue);
  }, [controlledValue, commit]);

  const revalidateKey = useRef(revalidateWhen);
  useEffect(() => {
    if (Object.is(revalidateKey.current, revalidateWhen)) return;
    revalidateKey.current = revalidateWhen;
    if (wasValidated.current && draft.current !== '') runValidation(draft.current);
  }, [revalidateWhen, runValidation]);

  const ruleText = failure ? (errorMessage ?? t(failure.key, failure.values)) : undefined;
  const error = serverError ?? ruleText;

  const nativeFailure = nativeValidation ? firstSyncFailure(rules, value) : null;
  const nativeMessage = nativeFailure ? (errorMessage ?? t(nativeFailure.key, nativeFailure.values)) : '';
  useEffect(() => {
    const input = inputRef.current;
    if (!nativeValidation || !input) return undefined;
    const onInvalid = () => {
      const before = run.current;
      commit.flush();
      if (run.current === before) runValidation(draft.current);
    };
    input.addEventListener('invalid', onInvalid);
    return () => input.removeEventListener('invalid', onInvalid);
  }, [nativeValidation, inputRef, commit, runValidation]);

  return {
    /** What the input shows: every keystroke, at once. */
    value,
    setValue,
    onBlur,
    validate,
    /** The translated message on show: the server's, else the first failing rule's (or `errorMessage`). */
    error,
    isInvalid: error !== undefined,
    isChecking,
    /** In native mode, the custom validity for the typed value ('' when valid). */
    nativeMessage,
  };
}
