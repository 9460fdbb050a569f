import type { RuleFailure, ValidationResult } from './rules';

/**
 * One validation rule of a field: a function of the field's value that returns a failure, or `null` when the
 * value passes, at once or later (a promise). Every field takes its extra rules in this form: text fields get
 * the typed text, number fields the number, choice fields the chosen key, groups the checked values.
 */
export type ValidationRule<T> = (value: T) => ValidationResult | Promise<ValidationResult>;

/** What `runRules` returns: the first failure (or `null`), as a promise only once a rule answered with one. */
export type RuleOutcome = ValidationResult | Promise<ValidationResult>;

export interface RunRulesOptions {
  /** Asked after every rule that answered later: once true, the remaining rules are skipped. */
  isStale?: () => boolean;
}

const isThenable = (value: unknown): value is PromiseLike<ValidationResult> =>
  typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';

/**
 * Runs the rules in order and stops at the first failure. It stays synchronous until a rule returns a promise,
 * so fields without asynchronous rules show their result in the same render.
 */
export function runRules<T>(
  rules: ReadonlyArray<ValidationRule<T> | undefined>,
  value: T,
  options: RunRulesOptions = {},
  from = 0,
): RuleOutcome {
  for (let index = from; index < rules.length; index += 1) {
    const result = rules[index]?.(value) ?? null;
    if (isThenable(result)) {
      return Promise.resolve(result).then((failure) =>
        failure || options.isStale?.() ? (failure ?? null) : runRules(rules, value, options, index + 1),
      );
    }
    if (result) return result;
  }
  return null;
}

/**
 * The first failure among the rules that answer at once, for the browser's constraint validation (which cannot
 * wait): rules that answer later are skipped here and run again on blur and submit.
 */
export function firstSyncFailure<T>(rules: ReadonlyArray<ValidationRule<T>>, value: T): RuleFailure | null {
  for (const rule of rules) {
    const result = rule(value);
    if (isThenable(result)) {
      // Nobody waits for this answer: keep a rejection from surfacing as an unhandled one.
      Promise.resolve(result).then(undefined, () => undefined);
      continue;
    }
    if (result) return result;
  }
  return null;
}

/** Whether a rule outcome is still pending. */
export const isPending = (outcome: RuleOutcome): outcome is Promise<ValidationResult> => isThenable(outcome);
