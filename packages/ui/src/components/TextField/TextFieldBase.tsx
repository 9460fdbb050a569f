import {
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  type TextareaHTMLAttributes,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { type AriaTextFieldOptions, useTextField } from 'react-aria';
import { useI18n } from '../../i18n/I18nProvider';
import type { ValidationRule } from '../../validation/runRules';
import { ValidatedFieldFrame } from '../private/ValidatedField';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { countCharacters } from './counterLevel';
import {
  textFieldAdornment,
  textFieldControl,
  textFieldInput,
  textFieldMeta,
  textFieldStatus,
  textFieldTextArea,
} from './TextField.css';
import { TextFieldCounter } from './TextFieldCounter';
import { buildTextFieldRules, type TextFieldAsyncCheck, useTextFieldState } from './useTextFieldState';

/** The props every text-like field shares: TextField, TextArea, EmailField and PasswordField. */
export interface TextFieldSharedProps {
  /** The visible label. Required: placeholders are not labels. */
  label: ReactNode;
  /** Help text under the field, read after the label by screen readers. */
  description?: ReactNode;
  /** The field's name in the submitted values. Give one inside a `Form`. */
  name?: string;
  /** The value, when the parent controls it. It receives the debounced value through `onChange`. */
  value?: string;
  /** The starting value, when the field keeps its own. @default '' */
  defaultValue?: string;
  /** Called with the value once typing pauses for `debounceMs`, and at once on blur. */
  onChange?: (value: string) => void;
  /** How long typing must pause before `onChange` and validation on change see the value. @default 400 */
  debounceMs?: number;
  /** The field must be filled in (adds the `required` rule; otherwise the label says “optional”). @default false */
  isRequired?: boolean;
  /** Switches the field off. @default false */
  isDisabled?: boolean;
  /** Shows the value without letting it change. @default false */
  isReadOnly?: boolean;
  /** An example of the expected format. Never a replacement for the label. */
  placeholder?: string;
  /** Replaces the message of any failing rule (the custom validity message). Server messages still show as sent. */
  errorMessage?: string;
  /** Extra rules, sync or async, run after the built-in ones; the first failure's message shows. */
  rules?: ValidationRule<string>[];
  /** Minimum number of characters (adds the `minLength` rule). */
  minLength?: number;
  /** Maximum number of characters (adds the `maxLength` rule; typing past it is allowed and shown as an error). */
  maxLength?: number;
  /** Shows “{count} of {max} characters” under the field; needs `maxLength`. @default false */
  showCounter?: boolean;
  /** The value this one must equal, such as the password to confirm (adds the `confirmed` rule). */
  mustMatch?: string;
  /**
   * Uses the browser's constraint validation: `required` on the input, and the rule's message (or
   * `errorMessage`) as its custom validity, so `form.checkValidity()` and `:invalid` see it. @default false
   */
  nativeValidation?: boolean;
  /** Extra class names for the root. */
  className?: string;
}

export interface TextFieldBaseProps extends TextFieldSharedProps {
  component: string;
  multiline?: boolean;
  rows?: number;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** The field's own rules, run after the length rules (email format, password). */
  ownRules?: ValidationRule<string>[];
  asyncCheck?: TextFieldAsyncCheck;
  /** Keeps a line under the input for the checking status even before a check starts. */
  reserveStatus?: boolean;
  endAdornment?: ReactNode;
  /** Content between the input and the description, such as the password checklist; given the typed value. */
  after?: ReactNode | ((value: string) => ReactNode);
  /** Ids of further elements that describe the input. */
  describedBy?: string;
  /** Runs the rules again (once validated) when this changes; `mustMatch` by default. */
  revalidateWhen?: unknown;
  inputRef?: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
}

/** The field every text-like input is built on: react-aria's useTextField inside FieldFrame. */
export function TextFieldBase({
  component,
  label,
  description,
  name,
  value,
  defaultValue,
  onChange,
  debounceMs = 400,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  placeholder,
  errorMessage,
  rules,
  minLength,
  maxLength,
  showCounter = false,
  mustMatch,
  nativeValidation = false,
  className,
  multiline = false,
  rows = 4,
  type = 'text',
  inputMode,
  autoComplete,
  ownRules,
  asyncCheck,
  reserveStatus = false,
  endAdornment,
  after,
  describedBy,
  revalidateWhen,
  inputRef,
}: TextFieldBaseProps) {
  const { t } = useI18n();
  const ownRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const ref = inputRef ?? ownRef;
  const counterId = useId();
  const hasCounter = showCounter && maxLength !== undefined;

  const state = useTextFieldState({
    name,
    value,
    defaultValue,
    onChange,
    debounceMs,
    rules: buildTextFieldRules({ isRequired, minLength, maxLength, mustMatch, rules }, ownRules),
    asyncCheck,
    errorMessage,
    nativeValidation,
    isDisabled,
    revalidateWhen: revalidateWhen ?? mustMatch,
    inputRef: ref,
  });

  const options: AriaTextFieldOptions<'input'> = {
    label,
    description,
    errorMessage: state.error,
    isInvalid: state.isInvalid,
    isRequired,
    isDisabled,
    isReadOnly,
    placeholder,
    name,
    type,
    inputMode,
    autoComplete,
    validationBehavior: nativeValidation ? 'native' : 'aria',
    value: state.value,
    onChange: state.setValue,
    onBlur: state.onBlur,
    'aria-describedby': [hasCounter ? counterId : undefined, describedBy].filter(Boolean).join(' ') || undefined,
  };
  const aria = useTextField(
    // One hook call for both elements: react-aria only reads inputElementType to drop input-only attributes.
    multiline ? ({ ...options, inputElementType: 'textarea' } as unknown as AriaTextFieldOptions<'input'>) : options,
    ref as RefObject<HTMLInputElement>,
  );
  const { labelProps, descriptionProps, errorMessageProps } = aria;
  // Without a description, the place of one: react-aria looks for the description's element once the field is
  // mounted and, not finding it, sets its state in a layout effect, rendering the field a second time in the same task
  // (on a hydrated page, after running every passive effect of the page). The field does not name the empty place in
  // its `aria-describedby`, which stays what it was. Only this field keeps the place: in the shared frame, fields that
  // build their own `aria-describedby` would name it (decision 062).
  const descriptionSlotId = description ? undefined : (descriptionProps as { id?: string }).id;
  const inputProps =
    descriptionSlotId === undefined
      ? aria.inputProps
      : {
          ...aria.inputProps,
          'aria-describedby':
            aria.inputProps['aria-describedby']
              ?.split(' ')
              .filter((id) => id !== descriptionSlotId)
              .join(' ') || undefined,
        };
  // Native mode: the browser's constraint validation carries our message. Declared after useTextField so it runs
  // after react-aria's own layout effect, which resets the custom validity on every render.
  useLayoutEffect(() => {
    if (nativeValidation) ref.current?.setCustomValidity(state.nativeMessage);
  });

  const status = (
    <span role="status" data-part="status" className={reserveStatus || hasCounter ? textFieldStatus : visuallyHidden}>
      {state.isChecking ? t('form.checking') : null}
    </span>
  );

  return (
    <ValidatedFieldFrame
      component={component}
      field={{ label, description, isRequired, isDisabled, className }}
      aria={{ labelProps, descriptionProps, errorMessageProps }}
      validation={state}
    >
      <div data-part="control" data-adorned={endAdornment ? '' : undefined} className={textFieldControl}>
        {multiline ? (
          <textarea
            {...(inputProps as unknown as TextareaHTMLAttributes<HTMLTextAreaElement>)}
            ref={ref as RefObject<HTMLTextAreaElement>}
            rows={rows}
            data-part="input"
            className={textFieldTextArea}
          />
        ) : (
          <input
            {...inputProps}
            ref={ref as RefObject<HTMLInputElement>}
            data-part="input"
            className={textFieldInput}
          />
        )}
        {endAdornment ? (
          <div data-part="adornment" className={textFieldAdornment}>
            {endAdornment}
          </div>
        ) : null}
        {reserveStatus || hasCounter ? null : status}
      </div>
      {reserveStatus || hasCounter ? (
        <div data-part="meta" className={textFieldMeta}>
          {status}
          {hasCounter ? <TextFieldCounter count={countCharacters(state.value)} max={maxLength} id={counterId} /> : null}
        </div>
      ) : null}
      {typeof after === 'function' ? after(state.value) : after}
      {descriptionSlotId === undefined ? null : <div id={descriptionSlotId} hidden />}
    </ValidatedFieldFrame>
  );
}
