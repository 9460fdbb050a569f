import type { DOMAttributes, HTMLAttributes, LabelHTMLAttributes, ReactNode } from 'react';
import type { ValidationRule } from '../../validation/runRules';
import { type FieldValidation, useFieldValidation } from '../../validation/useFieldValidation';
import { FieldFrame } from '../Field/Field';

/** The props every validated field (but the text fields) takes, with the same meaning on each. */
export interface ValidatedFieldProps<T> {
  label: ReactNode;
  description?: ReactNode;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  errorMessage?: string;
  rules?: ReadonlyArray<ValidationRule<T>>;
  onBlur?: () => void;
  className?: string;
}

export interface ValidatedFieldOptions<T> {
  /** Reads the value the rules check, as of the latest render. */
  getValue: () => T;
  /** The field's own rules (required, ranges), run before the `rules` prop. */
  ownRules?: ReadonlyArray<ValidationRule<T>>;
  focus: () => void;
  getElement: () => Element | null;
}

/** The validation life cycle of a field, wired to its props: its own rules first, then the `rules` prop. */
export function useValidatedField<T>(
  props: Omit<ValidatedFieldProps<T>, 'label'>,
  { getValue, ownRules = [], focus, getElement }: ValidatedFieldOptions<T>,
): FieldValidation<T> {
  return useFieldValidation<T>({
    name: props.name,
    getValue,
    rules: [...ownRules, ...(props.rules ?? [])],
    errorMessage: props.errorMessage,
    isInvalid: props.isInvalid,
    focus,
    getElement,
  });
}

/**
 * The options a react-aria field hook takes from a validated field: its texts, its state, our rules' verdict
 * ('aria' behaviour: react-aria shows and links the result, never validates natively) and validation on blur.
 */
export function fieldAriaOptions<T>(props: ValidatedFieldProps<T>, validation: FieldValidation<T>) {
  return {
    label: props.label,
    description: props.description,
    errorMessage: validation.error,
    isInvalid: validation.isInvalid,
    isDisabled: props.isDisabled,
    isReadOnly: props.isReadOnly,
    name: props.name,
    validationBehavior: 'aria' as const,
    onBlur: () => {
      validation.onBlur();
      props.onBlur?.();
    },
  };
}

/** What react-aria's field hooks return for the parts around the control. */
export interface FieldPartsProps {
  labelProps: LabelHTMLAttributes<HTMLLabelElement> | DOMAttributes<Element>;
  descriptionProps?: HTMLAttributes<HTMLElement> | DOMAttributes<Element>;
  errorMessageProps?: HTMLAttributes<HTMLElement> | DOMAttributes<Element>;
}

export interface ValidatedFieldFrameProps<T> {
  /** `data-component` of the field. */
  component: string;
  field: ValidatedFieldProps<T>;
  aria: FieldPartsProps;
  validation: Pick<FieldValidation<T>, 'error' | 'isInvalid'>;
  /** `span` for groups, which are labelled through `aria-labelledby`. @default 'label' */
  labelElement?: 'label' | 'span';
  children: ReactNode;
}

/** `FieldFrame` filled in from a validated field's props, react-aria's parts and the validation state. */
export function ValidatedFieldFrame<T>({
  component,
  field,
  aria,
  validation,
  labelElement,
  children,
}: ValidatedFieldFrameProps<T>) {
  return (
    <FieldFrame
      component={component}
      label={field.label}
      labelElement={labelElement}
      labelProps={aria.labelProps}
      description={field.description}
      descriptionProps={aria.descriptionProps}
      error={validation.error}
      errorMessageProps={aria.errorMessageProps}
      isInvalid={validation.isInvalid}
      isRequired={field.isRequired}
      isDisabled={field.isDisabled}
      className={field.className}
    >
      {children}
    </FieldFrame>
  );
}
