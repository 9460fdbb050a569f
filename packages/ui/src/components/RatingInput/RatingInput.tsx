import { createContext, type ReactNode, useContext, useRef } from 'react';
import { mergeProps, useFocusRing, useHover, useRadio, useRadioGroup } from 'react-aria';
import { type RadioGroupState, useRadioGroupState } from 'react-stately';
import { useI18n } from '../../i18n/I18nProvider';
import { required } from '../../validation/rules';
import type { ValidationRule } from '../../validation/runRules';
import { focusRadioChoice } from '../private/focusRadioChoice';
import { fieldAriaOptions, useValidatedField, ValidatedFieldFrame } from '../private/ValidatedField';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { ratingEnds, ratingPoint, ratingPoints, ratingScale } from './RatingInput.css';

/** The fewest and the most points a scale may have. */
export const ratingInputScaleLimits = { min: 2, max: 10 } as const;

export interface RatingInputProps {
  /** The question, which names the group for screen readers. */
  label: ReactNode;
  /** Help text under the scale. */
  description?: ReactNode;
  /** Name of the rating in the submitted form values (a number, or `null` when none is chosen). */
  name?: string;
  /** The chosen point, when controlled; `null` for none. */
  value?: number | null;
  /** The point chosen at first, when uncontrolled. */
  defaultValue?: number | null;
  /** Called with the newly chosen point. */
  onChange?: (value: number) => void;
  /** How many points the scale has, from 1 up (2 to 10). @default 5 */
  max?: number;
  /** Words for the lowest point ("Not at all"), shown under it and read with it. */
  minLabel?: string;
  /** Words for the highest point ("Very much"), shown under it and read with it. */
  maxLabel?: string;
  /** A point must be chosen: adds the `required` rule. @default false */
  isRequired?: boolean;
  /** Disables every point. @default false */
  isDisabled?: boolean;
  /** Shows the rating without letting the player change it. @default false */
  isReadOnly?: boolean;
  /** Marks the rating invalid from outside, with `errorMessage` or 'Invalid field'. */
  isInvalid?: boolean;
  /** Replaces the message of any failed rule. */
  errorMessage?: string;
  /** Extra rules on the chosen point (`null` when none), run after `isRequired`; the first failure shows. */
  rules?: Array<ValidationRule<number | null>>;
  /** Called when focus leaves the scale. */
  onBlur?: () => void;
  /** Extra class names for the root. */
  className?: string;
}

const RatingInputContext = createContext<RadioGroupState | null>(null);

const pointsOf = (max: number) => {
  const count = Math.min(ratingInputScaleLimits.max, Math.max(ratingInputScaleLimits.min, Math.round(max)));
  return Array.from({ length: count }, (_, index) => index + 1);
};
const toKey = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : String(value);

/**
 * A rating on a scale of 1 to `max`: one choice among numbered points, a radio group underneath, so the arrow
 * keys move the choice, the whole scale is one tab stop and each point reads "3 of 5".
 */
export function RatingInput(props: RatingInputProps) {
  const { isRequired = false, max = 5, onChange, minLabel, maxLabel } = props;
  const { t } = useI18n();
  const groupRef = useRef<HTMLDivElement>(null);
  const stateRef = useRef<RadioGroupState | null>(null);
  const points = pointsOf(max);
  const chosen = () => {
    const key = stateRef.current?.selectedValue;
    return key ? Number(key) : null;
  };
  const validation = useValidatedField<number | null>(props, {
    getValue: chosen,
    ownRules: isRequired ? [required] : [],
    focus: () => focusRadioChoice(groupRef.current),
    getElement: () => groupRef.current,
  });
  const state = useRadioGroupState({
    value: toKey(props.value),
    defaultValue: toKey(props.defaultValue),
    isRequired,
    isDisabled: props.isDisabled,
    isReadOnly: props.isReadOnly,
    isInvalid: validation.isInvalid,
    validationBehavior: 'aria',
    onChange: (key) => {
      if (key === null) return;
      const value = Number(key);
      onChange?.(value);
      validation.onValueChange(value);
    },
  });
  stateRef.current = state;
  const { radioGroupProps, ...aria } = useRadioGroup(
    { ...fieldAriaOptions(props, validation), isRequired, orientation: 'horizontal' },
    state,
  );
  const last = points.length;
  const nameOf = (point: number) => {
    const words = point === 1 ? minLabel : point === last ? maxLabel : undefined;
    const value = t('ui.rating.value', { value: point, max: last });
    return words ? `${value}, ${words}` : value;
  };
  return (
    <ValidatedFieldFrame component="RatingInput" labelElement="span" field={props} aria={aria} validation={validation}>
      <div className={ratingScale}>
        <div
          {...radioGroupProps}
          ref={groupRef}
          data-part="points"
          data-orientation="horizontal"
          className={ratingPoints}
        >
          <RatingInputContext.Provider value={state}>
            {points.map((point) => (
              <RatingInputPoint key={point} point={point} accessibleName={nameOf(point)} />
            ))}
          </RatingInputContext.Provider>
        </div>
        {minLabel || maxLabel ? (
          // Read with the first and last point already; shown here for sighted players.
          <div data-part="ends" className={ratingEnds} aria-hidden="true">
            <span>{minLabel}</span>
            <span>{maxLabel}</span>
          </div>
        ) : null}
      </div>
    </ValidatedFieldFrame>
  );
}

interface RatingInputPointProps {
  point: number;
  accessibleName: string;
}

/** One numbered point of the scale: a visually hidden radio inside a label that draws the point. */
function RatingInputPoint({ point, accessibleName }: RatingInputPointProps) {
  const state = useContext(RatingInputContext);
  if (!state) throw new Error('RatingInputPoint must be used inside a RatingInput');
  const inputRef = useRef<HTMLInputElement>(null);
  const { inputProps, labelProps, isSelected, isDisabled } = useRadio(
    { value: String(point), 'aria-label': accessibleName },
    state,
    inputRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: isDisabled || state.isReadOnly });
  return (
    <label
      {...mergeProps(labelProps, hoverProps)}
      data-part="point"
      data-state={isSelected ? 'checked' : 'unchecked'}
      data-invalid={state.isInvalid || undefined}
      data-disabled={isDisabled || undefined}
      data-readonly={state.isReadOnly || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      className={ratingPoint}
    >
      <input {...mergeProps(inputProps, focusProps)} ref={inputRef} className={visuallyHidden} />
      <span aria-hidden="true">{point}</span>
    </label>
  );
}
