import { parseDate } from '@internationalized/date';
import type { GenericRuleOptions, ValidationResult } from '../../validation/rules';

const fail = (options: GenericRuleOptions | undefined, values?: Record<string, number>): ValidationResult => ({
  key: options?.message ?? 'form.invalid',
  ...(values ? { values } : {}),
});

/** A date ('YYYY-MM-DD') no later than `max` ('YYYY-MM-DD'): a date of birth cannot be in the future. */
export function dateNotAfter(value: string | null, max: string, options?: GenericRuleOptions): ValidationResult {
  if (!value) return null;
  return parseDate(value).compare(parseDate(max)) <= 0 ? null : fail(options);
}

/**
 * A date of birth ('YYYY-MM-DD') at least `age` full years before `today` ('YYYY-MM-DD'): the player has had
 * their birthday of that age on or before today. Someone born on 29 February has it on 28 February in other years.
 * Its message is 'You must be at least {age} years old' (`form.minAge`) unless `options.message` says otherwise.
 */
export function minAge(
  value: string | null,
  age: number,
  today: string,
  options?: GenericRuleOptions,
): ValidationResult {
  if (!value) return null;
  // Adding years to 29 February lands on 28 February in common years.
  const birthdayOfAge = parseDate(value).add({ years: age });
  return birthdayOfAge.compare(parseDate(today)) <= 0 ? null : fail({ message: 'form.minAge', ...options }, { age });
}
