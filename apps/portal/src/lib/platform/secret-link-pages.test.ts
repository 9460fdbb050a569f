import { describe, expect, test } from 'vitest';
import { isSecretLinkPage } from './secret-link-pages';

const id = 'a1'.repeat(32);

describe('isSecretLinkPage', () => {
  test('the reset, confirmation and newsletter preferences pages of every locale, with or without a trailing slash', () => {
    expect(isSecretLinkPage('/en-GB/customer/resetpassword')).toBe(true);
    expect(isSecretLinkPage('/de-DE/confirmation')).toBe(true);
    expect(isSecretLinkPage('/fr-FR/confirmation/')).toBe(true);
    expect(isSecretLinkPage(`/it-IT/newsletter/${id}`)).toBe(true);
    expect(isSecretLinkPage(`/en-US/newsletter/${id}/`)).toBe(true);
    // An id of the wrong shape is still the page's address, and may still be someone's mistyped secret.
    expect(isSecretLinkPage('/en-GB/newsletter/not-hex')).toBe(true);
  });

  test('no other page', () => {
    expect(isSecretLinkPage('/en-GB/login')).toBe(false);
    expect(isSecretLinkPage('/en-GB/customer/resetpassword/extra')).toBe(false);
    expect(isSecretLinkPage('/en-GB/')).toBe(false);
    expect(isSecretLinkPage('/confirmation-like')).toBe(false);
    expect(isSecretLinkPage('/en-GB/newsletters')).toBe(false);
    expect(isSecretLinkPage(`/en-GB/newsletters/${id}`)).toBe(false);
    expect(isSecretLinkPage(`/en-GB/newsletter/${id}/more`)).toBe(false);
    expect(isSecretLinkPage('/en-GB/newsletter/')).toBe(false);
  });
});
