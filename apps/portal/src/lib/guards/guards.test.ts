import type { PublicConfigResponse } from '@mynacon/contract';
import { describe, expect, it } from 'vitest';
import type { SessionStatus } from '../auth/session-store';
import { externalLoginMethods, type GuardContext, guards, resolveMiddleware, runGuards } from './guards';

type Features = PublicConfigResponse['features'];
const features: Features = {
  gameSupport: true,
  referralProgram: false,
  enableDnsValidation: true,
  cookieConsent: true,
};

function context(
  path: string,
  params: Record<string, string> = {},
  options: { features?: Partial<Features>; session?: SessionStatus } = {},
): GuardContext {
  return {
    url: new URL(path, 'https://portal.example'),
    params,
    locale: 'fr-FR',
    features: async () => ({ ...features, ...options.features }),
    sessionStatus: async () => options.session ?? 'unauthenticated',
    signInRedirect: (returnPath) => new Response(null, { status: 302, headers: { location: returnPath } }),
  };
}

const hex64 = `${'a'.repeat(32)}0123456789ABCDEFabcdef0123456789`;

describe('newsletter-id', () => {
  it.each([
    [hex64, true],
    [hex64.toUpperCase(), true],
    [hex64.slice(1), false],
    [`${hex64}0`, false],
    [`${hex64.slice(1)}g`, false],
    ['', false],
  ])('%s → %s', async (id, expected) => {
    expect(await guards['newsletter-id'](context('/x', { id }))).toBe(expected);
  });
});

describe('confirmation-query', () => {
  it.each([
    ['?payload=abc', true],
    ['?email=a%40b.c&confirm=1', true],
    ['?payload=&email=a%40b.c&confirm=x', true],
    ['?payload=', false],
    ['?payload=%20%20', false],
    ['?email=a%40b.c', false],
    ['?confirm=1', false],
    ['?email=&confirm=1', false],
    ['', false],
  ])('%s → %s', async (query, expected) => {
    expect(await guards['confirmation-query'](context(`/fr-FR/confirmation${query}`))).toBe(expected);
  });
});

describe('reset-password-query', () => {
  it.each([
    ['?email=a%40b.c&token=t', true],
    ['?email=a%40b.c', false],
    ['?token=t', false],
    ['?email=&token=t', false],
    ['', false],
  ])('%s → %s', async (query, expected) => {
    expect(await guards['reset-password-query'](context(`/fr-FR/customer/resetpassword${query}`))).toBe(expected);
  });
});

describe('external-login-method', () => {
  it.each(externalLoginMethods)('accepts %s', async (method) => {
    expect(await guards['external-login-method'](context('/x', { method }))).toBe(true);
  });
  it.each(['', ' ', 'steam', 'EPIC', 'epic2'])('refuses %j', async (method) => {
    expect(await guards['external-login-method'](context('/x', { method }))).toBe(false);
  });
});

describe('feature flags', () => {
  it('referral-program follows features.referralProgram', async () => {
    expect(await guards['referral-program'](context('/x'))).toBe(false);
    expect(await guards['referral-program'](context('/x', {}, { features: { referralProgram: true } }))).toBe(true);
  });
  it('game-support follows features.gameSupport', async () => {
    expect(await guards['game-support'](context('/x'))).toBe(true);
    expect(await guards['game-support'](context('/x', {}, { features: { gameSupport: false } }))).toBe(false);
  });
});

describe('auth', () => {
  it('passes a signed-in player', async () => {
    expect(await guards.auth(context('/fr-FR/account/device', {}, { session: 'authenticated' }))).toBe(true);
  });
  it('sends an anonymous player to sign in with the path and query to come back to', async () => {
    const thrown = await guards.auth(context('/fr-FR/account/device?tab=2')).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/fr-FR/account/device?tab=2');
  });
});

describe('the middleware mechanism', () => {
  it('throws for an unknown middleware name', () => {
    expect(() => resolveMiddleware('newsletter')).toThrow('Unknown route middleware');
    expect(() => resolveMiddleware('__proto__')).toThrow('Unknown route middleware');
    expect(() => resolveMiddleware('toString')).toThrow('Unknown route middleware');
  });
  it('runs guards in order and stops at the first that fails', async () => {
    const ctx = context('/x', { id: 'nope' }, { features: { referralProgram: false } });
    // referral-program fails first, so auth (which would throw a redirect) never runs.
    expect(await runGuards(['referral-program', 'auth'], ctx)).toBe(false);
    expect(await runGuards([], ctx)).toBe(true);
    await expect(runGuards(['game-support', 'missing'], ctx)).rejects.toThrow('Unknown route middleware');
  });
});
