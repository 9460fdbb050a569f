import type { DOMAttributes, HTMLAttributes, LabelHTMLAttributes, ReactNode } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { MynaconError } from '../../icons/generated/MynaconError';
import type { RuleFailure } from '../../validation/rules';
import { fieldDescription, fieldError, fieldLabel, fieldNecessity, fieldRoot } from './Field.css';

export interface FieldFrameProps {
  /** `data-component` of the field using the frame. */
  component: string;
  label: ReactNode;
  /** From react-aria's field hook (`labelProps`). */
  labelProps: LabelHTMLAttributes<HTMLLabelElement> | DOMAttributes<Element>;
  description?: ReactNode;
  descriptionProps?: HTMLAttributes<HTMLElement> | DOMAttributes<Element>;
  /** The message to show, already translated; shown only when `isInvalid`. */
  error?: ReactNode;
  errorMessageProps?: HTMLAttributes<HTMLElement> | DOMAttributes<Element>;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Renders the label as a `span` (for groups labelled through `aria-labelledby`). */
  labelElement?: 'label' | 'span';
  className?: string;
  children: ReactNode;
}

/**
 * Label, control, description and error in the order and spacing every field shares. The error line is always
 * rendered, empty when valid, so the layout does not jump; react-aria links it through `aria-describedby`.
 */
export function FieldFrame({
  component,
  label,
  labelProps,
  description,
  descriptionProps,
  error,
  errorMessageProps,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  labelElement = 'label',
  className,
  children,
}: FieldFrameProps) {
  const { t } = useI18n();
  const Label = labelElement;
  return (
    <div
      data-component={component}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
      className={[fieldRoot, className].filter(Boolean).join(' ')}
    >
      <Label {...(labelProps as HTMLAttributes<HTMLElement>)} data-part="label" className={fieldLabel}>
        {label}
        {isRequired ? null : <span className={fieldNecessity}> ({t('form.optional')})</span>}
      </Label>
      {children}
      {description ? (
        <div
          {...(descriptionProps as HTMLAttributes<HTMLElement>)}
          data-part="description"
          className={fieldDescription}
        >
          {description}
        </div>
      ) : null}
      <FieldErrorLine errorMessageProps={errorMessageProps} error={error} isInvalid={isInvalid} />
    </div>
  );
}

export interface FieldErrorLineProps {
  errorMessageProps?: HTMLAttributes<HTMLElement> | DOMAttributes<Element> | undefined;
  /** The message, already translated; shown only when `isInvalid`. */
  error?: ReactNode;
  isInvalid: boolean;
  /** Classes added to the line's own. */
  className?: string;
}

/**
 * The error line of a field: always rendered, empty when valid, so the layout does not jump; react-aria links it
 * through `aria-describedby`. Not exported from the package.
 */
export function FieldErrorLine({ errorMessageProps, error, isInvalid, className }: FieldErrorLineProps) {
  return (
    <div
      {...(errorMessageProps as HTMLAttributes<HTMLElement>)}
      data-part="error"
      className={className ? `${fieldError} ${className}` : fieldError}
    >
      {isInvalid && error ? (
        <>
          <MynaconError size="small" />
          <span>{error}</span>
        </>
      ) : null}
    </div>
  );
}

/** Translates a rule failure with the active locale's messages. */
export function useRuleMessage() {
  const { t } = useI18n();
  return (failure: RuleFailure | null | undefined) => (failure ? t(failure.key, failure.values) : undefined);
}
