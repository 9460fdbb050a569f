import { describe, expect, test } from 'vitest';
import { isRecoveryPage } from './recovery-pages';

describe('isRecoveryPage', () => {
  test('the reset and confirmation pages of every locale, with or without a trailing slash', () => {
    expect(isRecoveryPage('/en-GB/customer/resetpassword')).toBe(true);
    expect(isRecoveryPage('/de-DE/confirmation')).toBe(true);
    expect(isRecoveryPage('/fr-FR/confirmation/')).toBe(true);
  });

  test('no other page', () => {
    expect(isRecoveryPage('/en-GB/login')).toBe(false);
    expect(isRecoveryPage('/en-GB/customer/resetpassword/extra')).toBe(false);
    expect(isRecoveryPage('/en-GB/')).toBe(false);
    expect(isRecoveryPage('/confirmation-like')).toBe(false);
  });
});
