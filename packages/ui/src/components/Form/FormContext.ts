import { createContext, useContext, useEffect, useRef } from 'react';
import type { ValidationResult } from '../../validation/rules';

/** What a field tells the enclosing `Form` about itself. */
export interface FormFieldRegistration {
  /** The field's name in the submitted values. */
  name: string;
  /** Runs the field's rules (and async checks), shows the result, and returns it. */
  validate: () => ValidationResult | Promise<ValidationResult>;
  /** Moves focus into the field (the first invalid field receives focus after a failed submit). */
  focus: () => void;
  /** The element used to order fields as they appear in the page. */
  getElement: () => Element | null;
  /** The current value, as submitted. */
  getValue: () => unknown;
  /** Shows a message the server returned for this field (or clears it with undefined). */
  setServerError: (message: string | undefined) => void;
}

export interface FormContextValue {
  /** Registers a field; returns the function that unregisters it. */
  register: (field: FormFieldRegistration) => () => void;
  /** True once a submit was attempted: fields then re-validate as the player corrects them. */
  hasSubmitted: boolean;
  /** True while `onSubmit` runs: fields stay editable, the submit button shows its loading state. */
  isSubmitting: boolean;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** The enclosing form, if any. Fields work on their own too. */
export function useFormContext(): FormContextValue | null {
  return useContext(FormContext);
}

/**
 * Registers a field with the enclosing `Form` for the field's lifetime. The registration object may change on
 * every render; the form always calls the latest one.
 */
export function useFormField(registration: FormFieldRegistration): FormContextValue | null {
  const form = useContext(FormContext);
  const latest = useRef(registration);
  latest.current = registration;
  const { name } = registration;
  useEffect(() => {
    if (!form) return undefined;
    return form.register({
      name,
      validate: () => latest.current.validate(),
      focus: () => latest.current.focus(),
      getElement: () => latest.current.getElement(),
      getValue: () => latest.current.getValue(),
      setServerError: (message) => latest.current.setServerError(message),
    });
  }, [form, name]);
  return form;
}
