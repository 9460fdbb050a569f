import {
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { MynaconError } from '../../icons/generated';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button';
import {
  formRoot,
  formSubmit,
  formSummary,
  formSummaryContent,
  formSummaryIcon,
  formSummaryLink,
  formSummaryList,
  formSummaryText,
  formSummaryTitle,
} from './Form.css';
import { FormContext, type FormContextValue, type FormFieldRegistration, useFormContext } from './FormContext';

/** The submitted values: each registered field's value by name, plus any other named control of the form. */
export type FormValues = Record<string, unknown>;

export interface FormSubmissionErrorOptions {
  /** Messages for individual fields, by field name, shown under each field. */
  fieldErrors?: Record<string, string>;
  /** A message about the submission as a whole, shown at the top of the form. */
  formError?: string;
}

/**
 * What `onSubmit` throws or returns when the server rejects the submission. The form shows the messages on the
 * fields and at the top, moves focus to the first, and keeps every typed value.
 */
export class FormSubmissionError extends Error {
  readonly fieldErrors: Record<string, string>;
  readonly formError: string | undefined;

  constructor({ fieldErrors = {}, formError }: FormSubmissionErrorOptions = {}) {
    super(formError ?? 'The server rejected the submission');
    this.name = 'FormSubmissionError';
    this.fieldErrors = fieldErrors;
    this.formError = formError;
  }
}

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate' | 'children'> {
  /**
   * Called with the values once every field is valid. Return or throw a `FormSubmissionError` to show the
   * server's messages; while the returned promise is pending, further submissions are ignored.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: void lets plain `async (values) => { await save(values) }` handlers fit
  onSubmit: (values: FormValues) => void | FormSubmissionError | Promise<void | FormSubmissionError>;
  /** The fields and the `FormSubmit` button. */
  children: ReactNode;
}

interface SummaryItem {
  field: FormFieldRegistration;
  label: string;
  href: string | undefined;
}

interface Summary {
  items: SummaryItem[];
  /** Server messages for fields that are not in the form, shown as text. */
  messages: string[];
  formError: string | undefined;
  /** Increments with each failed submission, so the same count is announced again. */
  attempt: number;
}

const byPagePosition = (a: FormFieldRegistration, b: FormFieldRegistration) => {
  const first = a.getElement();
  const second = b.getElement();
  if (!first || !second || first === second) return 0;
  return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
};

/** The text of the element's label, without the “(optional)” the field frame adds. */
function fieldLabel(element: Element | null, name: string, optionalWord: string): string {
  if (!element) return name;
  const labelledBy = element.getAttribute('aria-labelledby');
  const fromIds = labelledBy
    ?.split(/\s+/)
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');
  const labels = (element as HTMLInputElement).labels;
  const text = (fromIds || labels?.[0]?.textContent || element.getAttribute('aria-label') || name).trim();
  const suffix = `(${optionalWord})`;
  return text.endsWith(suffix) ? text.slice(0, -suffix.length).trim() : text;
}

/**
 * A form that validates its fields on submit (they also validate themselves on blur), moves focus to the first
 * invalid one, announces how many need attention, keeps every value when the server rejects the submission and
 * ignores submissions while one is under way.
 */
export function Form({ onSubmit, children, className, ...rest }: FormProps) {
  const { t } = useI18n();
  const fields = useRef(new Set<FormFieldRegistration>());
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const focusSummaryNext = useRef(false);
  const isBusy = useRef(false);
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [summary, setSummary] = useState<Summary | null>(null);

  const register = useCallback((field: FormFieldRegistration) => {
    fields.current.add(field);
    return () => {
      fields.current.delete(field);
    };
  }, []);
  const context = useMemo<FormContextValue>(
    () => ({ register, hasSubmitted, isSubmitting }),
    [register, hasSubmitted, isSubmitting],
  );

  const showSummary = (invalid: FormFieldRegistration[], messages: string[], formError: string | undefined) => {
    const optional = t('form.optional');
    const items = invalid.map((field) => {
      const element = field.getElement();
      return {
        field,
        label: fieldLabel(element, field.name, optional),
        href: element?.id ? `#${element.id}` : undefined,
      };
    });
    setSummary((last) => ({ items, messages, formError, attempt: (last?.attempt ?? 0) + 1 }));
    if (invalid[0]) invalid[0].focus();
    // The summary is hidden until it renders with its message: focus it once it shows (the effect below).
    else focusSummaryNext.current = true;
  };

  useLayoutEffect(() => {
    if (summary === null || !focusSummaryNext.current) return;
    focusSummaryNext.current = false;
    summaryRef.current?.focus();
  }, [summary]);

  const collectValues = (registered: FormFieldRegistration[]): FormValues => {
    const values: FormValues = {};
    // Named controls that are not fields of ours (a native checkbox, a hidden input) are submitted too.
    if (formRef.current) {
      for (const [name, value] of new FormData(formRef.current)) {
        const previous = values[name];
        values[name] = previous === undefined ? value : ([] as unknown[]).concat(previous, value);
      }
    }
    for (const field of registered) values[field.name] = field.getValue();
    return values;
  };

  const reject = (error: FormSubmissionError, registered: FormFieldRegistration[]) => {
    const byName = new Map(registered.map((field) => [field.name, field]));
    const invalid: FormFieldRegistration[] = [];
    const messages: string[] = [];
    for (const [name, message] of Object.entries(error.fieldErrors)) {
      const field = byName.get(name);
      if (field) {
        field.setServerError(message);
        invalid.push(field);
      } else {
        messages.push(message);
      }
    }
    showSummary(invalid.sort(byPagePosition), messages, error.formError);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A ref, not state: a second submit in the same frame must see it.
    if (isBusy.current) return;
    isBusy.current = true;
    setHasSubmitted(true);
    try {
      const registered = [...fields.current].sort(byPagePosition);
      const results = await Promise.all(registered.map((field) => field.validate()));
      const invalid = registered.filter((_, index) => results[index]);
      if (invalid.length > 0) {
        showSummary(invalid, [], undefined);
        return;
      }
      setSummary(null);
      setSubmitting(true);
      let outcome: unknown;
      try {
        outcome = await onSubmit(collectValues(registered));
      } catch (error) {
        if (!(error instanceof FormSubmissionError)) throw error;
        outcome = error;
      }
      if (outcome instanceof FormSubmissionError) reject(outcome, registered);
    } finally {
      isBusy.current = false;
      setSubmitting(false);
    }
  };

  const count = summary?.items.length ?? 0;
  return (
    <FormContext.Provider value={context}>
      <form
        {...rest}
        ref={formRef}
        noValidate
        onSubmit={submit}
        data-component="Form"
        data-submitting={isSubmitting || undefined}
        className={[formRoot, className].filter(Boolean).join(' ')}
      >
        <div
          ref={summaryRef}
          tabIndex={-1}
          data-part="summary"
          data-state={summary ? 'open' : 'closed'}
          className={formSummary}
        >
          {summary ? (
            <span className={formSummaryIcon}>
              <MynaconError size="medium" />
            </span>
          ) : null}
          <div className={formSummaryContent}>
            {/* Always in the page, so screen readers hear it when it fills; polite, as focus also moves. */}
            <div role="status" data-part="summary-status">
              {summary ? (
                <div key={summary.attempt}>
                  {count > 0 ? <p className={formSummaryTitle}>{t('form.errorCount', { count })}</p> : null}
                  {[summary.formError, ...summary.messages].filter(Boolean).map((message) => (
                    <p key={message} className={count > 0 ? formSummaryText : formSummaryTitle}>
                      {message}
                    </p>
                  ))}
                </div>
              ) : null}
            </div>
            {summary && count > 0 ? (
              <ul className={formSummaryList} data-part="summary-list">
                {summary.items.map(({ field, label, href }) => (
                  <li key={field.name}>
                    <a
                      href={href}
                      className={formSummaryLink}
                      onClick={(event) => {
                        event.preventDefault();
                        field.focus();
                      }}
                    >
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        {children}
      </form>
    </FormContext.Provider>
  );
}

export interface FormSubmitProps {
  /** The button's label: say what happens, such as “Create account”. */
  children: ReactNode;
  /** Visual weight. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding. @default 'medium' */
  size?: ButtonSize;
  /** An icon before the label. */
  icon?: ReactNode;
  /** Disables the button. Prefer letting players submit and see what is missing. @default false */
  isDisabled?: boolean;
  /** Extra class names for the button. */
  className?: string;
}

/** The submit button of a `Form`: shows its loading state, and ignores presses, while the submission runs. */
export function FormSubmit({ children, className, ...rest }: FormSubmitProps) {
  const form = useFormContext();
  return (
    <Button
      {...rest}
      type="submit"
      isLoading={form?.isSubmitting ?? false}
      className={[formSubmit, className].filter(Boolean).join(' ')}
    >
      {children}
    </Button>
  );
}
