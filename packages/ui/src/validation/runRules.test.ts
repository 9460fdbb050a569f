import { describe, expect, it } from 'vitest';
import type { ValidationResult } from './rules';
import { firstSyncFailure, isPending, runRules, type ValidationRule } from './runRules';

const fails =
  (key: 'form.invalid' | 'form.username'): ValidationRule<string> =>
  () => ({ key });
const passes: ValidationRule<string> = () => null;
const later =
  (result: ValidationResult): ValidationRule<string> =>
  () =>
    Promise.resolve(result);

describe('runRules', () => {
  it('answers at once while every rule does, with the first failure', () => {
    const outcome = runRules([passes, fails('form.username'), fails('form.invalid')], 'x');
    expect(isPending(outcome)).toBe(false);
    expect(outcome).toEqual({ key: 'form.username' });
    expect(runRules([passes, passes], 'x')).toBeNull();
  });

  it('waits for a rule that answers later, then runs the rest in order', async () => {
    const seen: string[] = [];
    const outcome = runRules(
      [
        later(null),
        (value) => {
          seen.push(value);
          return null;
        },
        later({ key: 'form.invalid' }),
        fails('form.username'),
      ],
      'typed',
    );
    expect(isPending(outcome)).toBe(true);
    await expect(outcome).resolves.toEqual({ key: 'form.invalid' });
    expect(seen).toEqual(['typed']);
  });

  it('skips the remaining rules once the run is stale', async () => {
    let stale = false;
    let calledAfter = false;
    const outcome = runRules(
      [
        async () => {
          stale = true;
          return null;
        },
        () => {
          calledAfter = true;
          return { key: 'form.invalid' };
        },
      ],
      'x',
      { isStale: () => stale },
    );
    await expect(outcome).resolves.toBeNull();
    expect(calledAfter).toBe(false);
  });
});

describe('firstSyncFailure', () => {
  it('skips the rules that answer later', () => {
    expect(firstSyncFailure([later({ key: 'form.invalid' }), fails('form.username')], 'x')).toEqual({
      key: 'form.username',
    });
    expect(firstSyncFailure([later({ key: 'form.invalid' }), passes], 'x')).toBeNull();
  });
});
