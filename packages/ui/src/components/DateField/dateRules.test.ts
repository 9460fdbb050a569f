import { describe, expect, it } from 'vitest';
import { dateNotAfter, minAge } from './dateRules';

describe('dateNotAfter', () => {
  it('accepts an empty value, an earlier date and the limit itself', () => {
    expect(dateNotAfter(null, '2025-06-15')).toBeNull();
    expect(dateNotAfter('2000-01-01', '2025-06-15')).toBeNull();
    expect(dateNotAfter('2025-06-15', '2025-06-15')).toBeNull();
  });

  it('refuses the day after the limit with the generic message', () => {
    expect(dateNotAfter('2025-06-16', '2025-06-15')).toEqual({ key: 'form.invalid' });
  });
});

describe('minAge', () => {
  const today = '2025-06-15';

  it('accepts a player whose birthday of that age is today or earlier', () => {
    expect(minAge('2012-06-15', 13, today)).toBeNull();
    expect(minAge('2012-06-14', 13, today)).toBeNull();
    expect(minAge('1990-01-01', 13, today)).toBeNull();
    expect(minAge(null, 13, today)).toBeNull();
  });

  it('refuses a player one day short of the age, with the age in the failure', () => {
    expect(minAge('2012-06-16', 13, today)).toEqual({ key: 'form.minAge', values: { age: 13 } });
  });

  it('counts a 29 February birthday from 28 February in common years', () => {
    expect(minAge('2012-02-29', 13, '2025-02-28')).toBeNull();
    expect(minAge('2012-02-29', 13, '2025-02-27')).not.toBeNull();
  });

  it('uses the message key it is given', () => {
    expect(minAge('2020-01-01', 13, today, { message: 'form.required' })).toEqual({
      key: 'form.required',
      values: { age: 13 },
    });
  });
});
