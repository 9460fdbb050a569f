import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { MynaconCheckCircle, MynaconClose, MynaconEye, MynaconEyeOff } from '../../icons/generated';
import { type PasswordCheck, password, passwordChecks, type ValidationResult } from '../../validation/rules';
import { ButtonTrigger } from '../Button/ButtonTrigger';
import { TextFieldBase, type TextFieldSharedProps } from '../TextField/TextFieldBase';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import {
  passwordChecklist,
  passwordChecklistHeading,
  passwordChecklistIcon,
  passwordChecklistItem,
  passwordChecklistList,
} from './PasswordField.css';

export const passwordFieldPurposes = ['current', 'new'] as const;
export type PasswordFieldPurpose = (typeof passwordFieldPurposes)[number];

/** The password rules in the order the checklist shows them. */
export const passwordCheckOrder: readonly PasswordCheck[] = ['length', 'lowercase', 'uppercase', 'digit', 'special'];

export interface PasswordFieldProps extends Omit<TextFieldSharedProps, 'minLength' | 'nativeValidation'> {
  /**
   * `current` for signing in (autofill offers the saved password); `new` for choosing one (autofill suggests a
   * strong one, the password rule applies and the checklist shows). @default 'current'
   */
  purpose?: PasswordFieldPurpose;
  /** Shows the live checklist of the password rules under a `new` password. @default true */
  showChecklist?: boolean;
  /**
   * Passwords the server refused as easy to guess (its estimator and dictionaries are too large for the page): while
   * the value is one of them, the field says so in its own message. Pass the refused value after a `password_common` answer.
   */
  refusedAsCommon?: readonly string[];
}

/**
 * A password input with a show/hide toggle. For a new password it checks the spec's rule and lists each part of
 * it under the field as the player types. With `mustMatch` it confirms another password instead.
 */
export function PasswordField({
  purpose = 'current',
  showChecklist = true,
  refusedAsCommon,
  mustMatch,
  rules,
  ...props
}: PasswordFieldProps) {
  const { t } = useI18n();
  const inputRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const checklistId = useId();
  const [isVisible, setVisible] = useState(false);
  const selection = useRef<[number | null, number | null] | null>(null);
  const isConfirmation = mustMatch !== undefined;
  const isNew = purpose === 'new' || isConfirmation;
  const hasChecklist = purpose === 'new' && !isConfirmation && showChecklist;

  // Switching the input's type can reset the caret in some browsers: put it back where the player left it.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const saved = selection.current;
    if (!input || !saved) return;
    selection.current = null;
    input.setSelectionRange(saved[0], saved[1]);
  });

  const toggle = () => {
    const input = inputRef.current;
    if (input) selection.current = [input.selectionStart, input.selectionEnd];
    setVisible((visible) => !visible);
  };

  const commonRule = (value: string): ValidationResult =>
    refusedAsCommon?.includes(value) === true ? { key: 'form.passwordCommon' } : null;

  return (
    <TextFieldBase
      component="PasswordField"
      {...props}
      rules={refusedAsCommon === undefined || refusedAsCommon.length === 0 ? rules : [...(rules ?? []), commonRule]}
      mustMatch={mustMatch}
      revalidateWhen={isConfirmation ? mustMatch : refusedAsCommon?.join('\n')}
      inputRef={inputRef}
      type={isVisible ? 'text' : 'password'}
      autoComplete={isNew ? 'new-password' : 'current-password'}
      ownRules={purpose === 'new' && !isConfirmation ? [password] : undefined}
      describedBy={hasChecklist ? checklistId : undefined}
      endAdornment={
        // The name stays the same and aria-pressed carries the state (WAI-ARIA toggle button pattern).
        <ButtonTrigger
          variant="ghost"
          size="small"
          iconOnly
          label={t('form.showPassword')}
          aria-pressed={isVisible}
          data-part="toggle"
          icon={isVisible ? <MynaconEyeOff /> : <MynaconEye />}
          onClick={toggle}
          disabled={props.isDisabled}
        />
      }
      // The checklist follows every keystroke, ahead of the debounced onChange.
      after={hasChecklist ? (value) => <PasswordFieldChecklist id={checklistId} value={value} /> : null}
    />
  );
}

interface PasswordFieldChecklistProps {
  id: string;
  value: string;
}

/** The five parts of the password rule, each marked met or not met with an icon and hidden text. */
function PasswordFieldChecklist({ id, value }: PasswordFieldChecklistProps) {
  const { t } = useI18n();
  const headingId = useId();
  const checks = passwordChecks(value);
  return (
    <div id={id} data-part="checklist" className={passwordChecklist}>
      <p id={headingId} className={passwordChecklistHeading}>
        {t('form.passwordRules')}
      </p>
      <ul aria-labelledby={headingId} className={passwordChecklistList}>
        {passwordCheckOrder.map((check) => {
          const met = checks[check];
          return (
            <li
              key={check}
              data-part="rule"
              data-rule={check}
              data-state={met ? 'met' : 'unmet'}
              className={passwordChecklistItem}
            >
              <span className={passwordChecklistIcon}>
                {met ? <MynaconCheckCircle size="small" /> : <MynaconClose size="small" />}
              </span>
              <span>
                {t(`form.passwordRule.${check}`)}
                <VisuallyHidden>, {t(met ? 'form.passwordRuleMet' : 'form.passwordRuleUnmet')}</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
