import { describe, expect, it } from 'vitest';
import { signInTarget } from './session-flow';

describe('signInTarget', () => {
  it("is the locale's sign-in page with the path and query to come back to", () => {
    expect(signInTarget({ pathname: '/fr-FR/account/device', search: '?tab=2' })).toBe(
      `/fr-FR/login?redirect=${encodeURIComponent('/fr-FR/account/device?tab=2')}`,
    );
    expect(signInTarget({ pathname: '/de-DE/', search: '' })).toBe(
      `/de-DE/login?redirect=${encodeURIComponent('/de-DE/')}`,
    );
  });
  it('is nothing on the sign-in page itself, whatever its query', () => {
    expect(signInTarget({ pathname: '/it-IT/login', search: '?redirect=%2Fit-IT%2Finbox' })).toBeUndefined();
  });
});
