import type {
  DOMAttributes,
  HTMLAttributes,
  InputHTMLAttributes,
  LabelHTMLAttributes,
  ReactNode,
  RefObject,
} from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import { FieldErrorLine } from '../Field/Field';
import { fieldDescription } from '../Field/Field.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { choiceLabel, choiceRoot, choiceText } from './ChoiceControl.css';

/** What react-aria's toggle hooks (`useCheckbox`, `useSwitch`, `useRadio`) return for the markup. */
export interface ChoiceAria {
  labelProps: LabelHTMLAttributes<HTMLLabelElement>;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  descriptionProps?: HTMLAttributes<HTMLElement> | DOMAttributes<Element>;
  errorMessageProps?: HTMLAttributes<HTMLElement> | DOMAttributes<Element>;
  isDisabled: boolean;
  isReadOnly: boolean;
}

export interface ChoiceControlProps {
  /** `data-component` of the root. */
  component: string;
  /** `data-state` of the root and the label, such as 'checked' or 'on'. */
  state: string;
  aria: ChoiceAria;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Extra attributes of the native input. */
  inputAttributes?: InputHTMLAttributes<HTMLInputElement>;
  isInvalid: boolean;
  /** Marks the root invalid too; a radio leaves that to its group. */
  isRootInvalid: boolean;
  /** The drawn control: its `data-part`, its class and what it holds. Hidden from screen readers. */
  indicator: { part: string; className: string; content?: ReactNode };
  /** The visible label. */
  children: ReactNode;
  description?: ReactNode;
  /** The class that lines the description and the error up with the text. */
  helpClassName: string;
  /** Reserves the error line under the control (a choice that can fail); the message shows when invalid. */
  hasErrorLine: boolean;
  error?: string | undefined;
  className?: string | undefined;
}

/**
 * The markup every single choice shares (Checkbox, Switch, RadioGroupItem): a label holding the visually hidden
 * native input, the drawn control and the text, then the description and the error line. State shows through
 * data attributes on the root and the label.
 */
export function ChoiceControl({
  component,
  state,
  aria,
  inputRef,
  inputAttributes,
  isInvalid,
  isRootInvalid,
  indicator,
  children,
  description,
  helpClassName,
  hasErrorLine,
  error,
  className,
}: ChoiceControlProps) {
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: aria.isDisabled || aria.isReadOnly });
  return (
    <div
      data-component={component}
      data-state={state}
      data-invalid={(isRootInvalid && isInvalid) || undefined}
      data-disabled={aria.isDisabled || undefined}
      className={[choiceRoot, className].filter(Boolean).join(' ')}
    >
      <label
        {...mergeProps(aria.labelProps, hoverProps)}
        data-part="label"
        data-state={state}
        data-invalid={isInvalid || undefined}
        data-disabled={aria.isDisabled || undefined}
        data-readonly={aria.isReadOnly || undefined}
        data-hovered={isHovered || undefined}
        data-focus-visible={isFocusVisible || undefined}
        className={choiceLabel}
      >
        <input
          {...mergeProps(aria.inputProps, focusProps)}
          {...inputAttributes}
          ref={inputRef}
          className={visuallyHidden}
        />
        <span data-part={indicator.part} className={indicator.className} aria-hidden="true">
          {indicator.content}
        </span>
        <span data-part="text" className={choiceText}>
          {children}
        </span>
      </label>
      {description ? (
        <div
          {...(aria.descriptionProps as HTMLAttributes<HTMLElement>)}
          data-part="description"
          className={`${fieldDescription} ${helpClassName}`}
        >
          {description}
        </div>
      ) : null}
      {hasErrorLine ? (
        <FieldErrorLine
          errorMessageProps={aria.errorMessageProps}
          error={error}
          isInvalid={isInvalid}
          className={helpClassName}
        />
      ) : null}
    </div>
  );
}
