import { describe, expect, it } from 'vitest';
import { classifyTarget, safeReturnPath } from './targets';

const origin = 'https://portal.example';
const allowed = ['id.twitch.tv'];

describe('classifyTarget (spec section 8)', () => {
  it('keeps internal paths and same-origin addresses inside the app', () => {
    expect(classifyTarget('/fr-FR/support?x=1#a', origin, allowed)).toEqual({
      kind: 'internal',
      path: '/fr-FR/support?x=1#a',
    });
    expect(classifyTarget('https://portal.example/en-GB/', origin, allowed)).toEqual({
      kind: 'internal',
      path: '/en-GB/',
    });
  });
  it('allows external addresses on the allowlist only', () => {
    expect(classifyTarget('https://id.twitch.tv/oauth2/authorize?x=1', origin, allowed)).toEqual({
      kind: 'external',
      url: 'https://id.twitch.tv/oauth2/authorize?x=1',
    });
    expect(classifyTarget('https://evil.example/', origin, allowed)).toEqual({
      kind: 'refused',
      reason: 'not-allowed',
    });
    expect(classifyTarget('//evil.example/x', origin, allowed).kind).toBe('refused');
    expect(classifyTarget('/\\evil.example/x', origin, allowed).kind).toBe('refused');
    expect(classifyTarget('mailto:someone@example.com', origin, allowed).kind).toBe('refused');
  });
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:x',
    'data:text/html,x',
    'blob:https://portal.example/1',
    'vbscript:x',
  ])('always refuses %j', (target) => {
    expect(classifyTarget(target, origin, ['https://portal.example', 'null'])).toEqual({
      kind: 'refused',
      reason: 'protocol',
    });
  });
  it('refuses what is not an address', () => {
    expect(classifyTarget('http://[::1', origin, allowed)).toEqual({ kind: 'refused', reason: 'invalid' });
  });
});

describe('safeReturnPath', () => {
  it('keeps a path on this site', () => {
    expect(safeReturnPath('/en-GB/account/device?tab=1#x', origin)).toBe('/en-GB/account/device?tab=1#x');
  });
  it.each([
    null,
    '',
    'en-GB/account',
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'https://portal.example/en-GB/',
    'javascript:alert(1)',
    '/en-GB/\u0000',
    '/\t/evil.example',
    '/en-GB\n/x',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value, origin)).toBeUndefined();
  });
});
