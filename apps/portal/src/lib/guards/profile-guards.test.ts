import type { Product, ProfileGame } from '@mynacon/contract';
import { describe, expect, it } from 'vitest';
import { profileDetailExists, profileProductExists, supportProductExists } from './profile-guards';

const profile = (id: number, code: string, status: '0' | '1' = '1') => ({
  id,
  status,
  profile_game: { code },
});
const profiles = [
  { id: 1, profiles: [profile(501, 'rally'), profile(502, 'rally', '0')] },
  { id: 2, profiles: [profile(503, 'drafts-only', '0')] },
] as unknown as ProfileGame[];

describe('profileDetailExists', () => {
  it('checks the code against the games list when it is loaded', () => {
    expect(profileDetailExists('rally', [{ code: 'rally' }], profiles)).toBe(true);
    expect(profileDetailExists('other', [{ code: 'rally' }], profiles)).toBe(false);
    // In the games list without a published profile: the game page still exists (it shows its empty state).
    expect(profileDetailExists('no-profiles', [{ code: 'no-profiles' }], profiles)).toBe(true);
  });

  it('uses the profiles’ games when the games list is not loaded', () => {
    expect(profileDetailExists('rally', undefined, profiles)).toBe(true);
    expect(profileDetailExists('drafts-only', undefined, profiles)).toBe(false);
    expect(profileDetailExists('unknown', undefined, profiles)).toBe(false);
  });

  it('needs a second segment to be a published profile of that game, and no third', () => {
    expect(profileDetailExists('rally/501', undefined, profiles)).toBe(true);
    expect(profileDetailExists('rally/502', undefined, profiles)).toBe(false);
    expect(profileDetailExists('rally/503', [{ code: 'rally' }], profiles)).toBe(false);
    expect(profileDetailExists('rally/501/x', undefined, profiles)).toBe(false);
    expect(profileDetailExists('', undefined, profiles)).toBe(false);
  });

  it('lets the page show its failure state when nothing could be loaded', () => {
    expect(profileDetailExists('rally/501', undefined, undefined)).toBe(true);
  });
});

describe('profileProductExists', () => {
  const catalogue = [{ url_key: 'revolution-x-pro-controller' }] as Product[];
  it('needs one segment naming a catalogue product', () => {
    expect(profileProductExists('revolution-x-pro-controller', catalogue)).toBe(true);
    expect(profileProductExists('pro-controller', catalogue)).toBe(false);
    expect(profileProductExists('revolution-x-pro-controller/x', catalogue)).toBe(false);
    expect(profileProductExists(undefined, catalogue)).toBe(false);
    expect(profileProductExists('anything', undefined)).toBe(true);
  });
});

describe('supportProductExists', () => {
  const catalogue = [{ url_key: 'revolution-x-pro-controller' }] as Product[];
  it('checks the product named by the first segment only', () => {
    expect(supportProductExists('revolution-x-pro-controller', catalogue)).toBe(true);
    expect(supportProductExists('revolution-x-pro-controller/manual', catalogue)).toBe(true);
    expect(supportProductExists('pro-controller/black', catalogue)).toBe(false);
    expect(supportProductExists('', catalogue)).toBe(false);
    expect(supportProductExists(undefined, catalogue)).toBe(false);
    expect(supportProductExists('anything', undefined)).toBe(true);
  });
});
