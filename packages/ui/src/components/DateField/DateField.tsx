import { createCalendar, getLocalTimeZone, parseDate, today as todayIn } from '@internationalized/date';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { mergeProps, useDateField, useDateSegment, useFocusRing, useLocale } from 'react-aria';
import { type DateFieldState, type DateSegment, useDateFieldState } from 'react-stately';
import { required } from '../../validation/rules';
import type { ValidationRule } from '../../validation/runRules';
import { fieldInput } from '../Field/Field.css';
import { fieldAriaOptions, useValidatedField, ValidatedFieldFrame } from '../private/ValidatedField';
import { dateFieldGroup, dateFieldSegment } from './DateField.css';
import { dateNotAfter, minAge as minAgeRule } from './dateRules';
import { typedSegmentValues } from './typedBeforeHydration';

/** A date as 'YYYY-MM-DD', or `null` when the field is empty or incomplete. */
export type DateFieldValue = string | null;

export interface DateFieldProps {
  /** The visible label, such as 'Date of birth'. */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Name in the submitted form values; the value is submitted as 'YYYY-MM-DD'. */
  name?: string;
  /** The date as 'YYYY-MM-DD', when controlled; `null` for none. */
  value?: DateFieldValue;
  /** The date at first, as 'YYYY-MM-DD', when uncontrolled. */
  defaultValue?: DateFieldValue;
  /** Called with the date as 'YYYY-MM-DD' whenever every segment is filled, or `null` once all are cleared. */
  onChange?: (value: DateFieldValue) => void;
  /** The youngest age allowed, in full years on `today`: an under-age date fails with `{ age }` in the failure. */
  minAge?: number;
  /** Today's date as 'YYYY-MM-DD': the latest date allowed and the reference for `minAge`. @default the player's local date */
  today?: string;
  /** A date must be entered: adds the `required` rule. @default false */
  isRequired?: boolean;
  /** Disables the field. @default false */
  isDisabled?: boolean;
  /** Shows the date without letting the player change it. @default false */
  isReadOnly?: boolean;
  /** Marks the field invalid from outside, with `errorMessage` or 'Invalid field'. */
  isInvalid?: boolean;
  /** Replaces the message of any failed rule, for example 'You must be at least 13 years old'. */
  errorMessage?: string;
  /** Extra rules on the date ('YYYY-MM-DD' or `null`), run after the field's own; the first failure shows. */
  rules?: Array<ValidationRule<DateFieldValue>>;
  /** Called when focus leaves the field. */
  onBlur?: () => void;
  /** Extra class names for the root. */
  className?: string;
}

const parse = (value: DateFieldValue | undefined) =>
  value === undefined ? undefined : value ? parseDate(value) : null;
const editableSegments = (state: DateFieldState) => state.segments.filter((segment) => segment.isEditable);
// react-stately keeps the last whole date while a segment is cleared; what the player sees is what counts.
const isComplete = (state: DateFieldState) => editableSegments(state).every((segment) => !segment.isPlaceholder);
const isIncomplete = (state: DateFieldState) =>
  !isComplete(state) && editableSegments(state).some((segment) => !segment.isPlaceholder);
const currentValue = (state: DateFieldState | null): DateFieldValue =>
  state?.value && isComplete(state) ? state.value.toString() : null;

/** A date of birth typed as day, month and year segments in the order of the player's locale. */
export function DateField(props: DateFieldProps) {
  const { isRequired = false, minAge, onChange } = props;
  const { locale } = useLocale();
  const fieldRef = useRef<HTMLDivElement>(null);
  const hiddenRef = useRef<HTMLInputElement>(null);
  const stateRef = useRef<DateFieldState | null>(null);
  const todayDate = useMemo(() => (props.today ? parseDate(props.today) : todayIn(getLocalTimeZone())), [props.today]);
  const todayIso = todayDate.toString();
  const ownRules: Array<ValidationRule<DateFieldValue>> = [
    // Half a date is not a date: say so rather than submit nothing.
    (value) => (value === null && stateRef.current && isIncomplete(stateRef.current) ? { key: 'form.invalid' } : null),
    ...(isRequired ? [required] : []),
    (value) => dateNotAfter(value, todayIso),
    ...(minAge === undefined ? [] : [(value: DateFieldValue) => minAgeRule(value, minAge, todayIso)]),
  ];
  const validation = useValidatedField<DateFieldValue>(props, {
    getValue: () => currentValue(stateRef.current),
    ownRules,
    focus: () => fieldRef.current?.querySelector<HTMLElement>('[role="spinbutton"], [role="textbox"]')?.focus(),
    getElement: () => fieldRef.current,
  });
  const ariaProps = {
    ...fieldAriaOptions(props, validation),
    isRequired,
    maxValue: todayDate,
    granularity: 'day' as const,
  };
  const state = useDateFieldState({
    ...ariaProps,
    locale,
    createCalendar,
    value: parse(props.value),
    defaultValue: parse(props.defaultValue),
    placeholderValue: todayDate,
    onChange: (date) => {
      const value = date ? date.toString() : null;
      onChange?.(value);
      validation.onValueChange(value);
    },
  });
  stateRef.current = state;
  // Any edit of a segment counts as an interaction, even one that does not make a whole date yet.
  const typed = state.segments.map((segment) => (segment.isPlaceholder ? '' : segment.text)).join('|');
  const firstTyped = useRef(typed);
  const { markInteracted } = validation;
  useEffect(() => {
    if (typed !== firstTyped.current) markInteracted();
  }, [typed, markInteracted]);
  // Hydrated over HTML drawn before the script (a prerendered page), the segments may hold what the player typed
  // into them meanwhile: React keeps the text it drew, so it is read back here and the segments' own text put back.
  // - The player still in the field: their digits go through react-aria's own input, from the segment each was typed
  //   into, one segment per render (a segment's entry starts from the date the last one made). Focus and the
  //   segment's entry then go on where they left off, and a key typed meanwhile waits behind them. Set directly,
  //   the next key went into the first segment again: 12 typed before hydration and 041990 after gave 20/04/1990.
  // - Elsewhere: the digits are entered as react-aria would have entered them, one segment per render, focus left be.
  const typedBefore = useRef<Array<[type: string, value: number]>>([]);
  const replay = useRef<Array<{ key: string; segment?: HTMLElement }>>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, from the markup the field was hydrated over
  useLayoutEffect(() => {
    const field = fieldRef.current;
    const elements = field?.querySelectorAll<HTMLElement>('[data-part="segment"]') ?? [];
    const segments = state.segments.map((segment, index) => {
      const element = elements[index];
      const shown = element?.textContent ?? segment.text;
      if (element === undefined || shown === segment.text) return { ...segment, element, typed: '' };
      element.textContent = segment.text;
      return { ...segment, element, typed: shown.replace(segment.text, '') };
    });
    if (field?.contains(document.activeElement)) {
      replay.current = segments.flatMap(({ element, typed }) =>
        [...typed.replace(/\D/g, '')].map((key, index) => (index === 0 ? { key, segment: element } : { key })),
      );
    } else {
      typedBefore.current = typedSegmentValues(segments);
    }
  }, []);
  useLayoutEffect(() => {
    const next = typedBefore.current.shift();
    if (next) state.setSegment(next[0] as DateSegment['type'], next[1]);
  });
  // After react-aria's own effects (a child's run first), which listen for the segments' input.
  useEffect(() => replayTyped(fieldRef.current, replay.current));
  useEffect(() => {
    const field = fieldRef.current;
    const queue = replay.current;
    if (!field || queue.length === 0) return;
    const hold = (event: InputEvent) => {
      if (queue.length === 0 || !event.isTrusted || event.data === null) return;
      event.preventDefault();
      event.stopPropagation();
      for (const key of event.data.replace(/\D/g, '')) queue.push({ key });
    };
    field.addEventListener('beforeinput', hold, true);
    return () => field.removeEventListener('beforeinput', hold, true);
  }, []);
  const { fieldProps, inputProps, ...aria } = useDateField({ ...ariaProps, inputRef: hiddenRef }, state, fieldRef);
  const { focusProps, isFocusVisible } = useFocusRing({ within: true });
  return (
    <ValidatedFieldFrame component="DateField" labelElement="span" field={props} aria={aria} validation={validation}>
      <div
        {...mergeProps(fieldProps, focusProps)}
        ref={fieldRef}
        data-part="group"
        data-focus-visible={isFocusVisible || undefined}
        data-invalid={validation.isInvalid || undefined}
        data-disabled={props.isDisabled || undefined}
        className={`${fieldInput} ${dateFieldGroup}`}
      >
        {state.segments.map((segment, index) => (
          // Segments have no identity beyond their position in the locale's pattern.
          // biome-ignore lint/suspicious/noArrayIndexKey: the pattern is fixed for a locale
          <DateFieldSegment key={index} segment={segment} state={state} />
        ))}
      </div>
      <input {...inputProps} value={currentValue(state) ?? ''} ref={hiddenRef} />
    </ValidatedFieldFrame>
  );
}

/**
 * Types the queued digits into the focused segment as the browser would (a `beforeinput` react-aria handles), until
 * react-aria moves on to another segment: the rest after the next render, once the state holds this segment's value.
 * A digit queued with its segment starts there. The player leaving the field drops what is left.
 */
function replayTyped(field: HTMLElement | null, queue: Array<{ key: string; segment?: HTMLElement }>): void {
  let target: Element | null = null;
  while (field && queue.length > 0) {
    const next = queue[0] as { key: string; segment?: HTMLElement };
    if (next.segment) {
      if (target !== null) return;
      next.segment.focus();
    }
    const active = document.activeElement;
    if (active === null || !field.contains(active)) {
      queue.length = 0;
      return;
    }
    if (target === null) target = active;
    else if (active !== target) return;
    queue.shift();
    active.dispatchEvent(
      new InputEvent('beforeinput', { inputType: 'insertText', data: next.key, bubbles: true, cancelable: true }),
    );
  }
}

function DateFieldSegment({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const ref = useRef<HTMLDivElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  return (
    // What the player types before hydration changes the text React drew: DateField reads it back once hydrated.
    <div
      {...segmentProps}
      ref={ref}
      data-part="segment"
      data-type={segment.type}
      className={dateFieldSegment}
      suppressHydrationWarning
    >
      {segment.text}
    </div>
  );
}
