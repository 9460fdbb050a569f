/**
 * Moves focus into a group of radios (RadioGroup, RatingInput) the way Tab enters it: onto the chosen radio, or the
 * first enabled one when none is chosen.
 */
export function focusRadioChoice(group: HTMLElement | null): void {
  (
    group?.querySelector<HTMLInputElement>('input:checked') ??
    group?.querySelector<HTMLInputElement>('input:not(:disabled)')
  )?.focus();
}
