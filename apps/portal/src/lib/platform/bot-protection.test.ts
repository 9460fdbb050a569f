import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  type BotProtectionApi,
  type BotProtectionHost,
  botProtectionScriptUrl,
  botScriptTimeoutMs,
  botTokenTimeoutMs,
  createBotProtection,
} from './bot-protection';

type ScriptOutcome = 'load' | 'error' | 'never';

/** A page whose scripts load, fail or hang as the test says; `load` defines the loader's global. */
function fakePage(outcomes: ScriptOutcome[], api?: BotProtectionApi) {
  const page = { added: [] as string[], window: {} as { grecaptcha?: BotProtectionApi } };
  const host: BotProtectionHost = {
    document: {
      documentElement: { lang: 'fr-FR' },
      head: {
        appendChild(node: HTMLScriptElement) {
          const element = node as unknown as FakeScript;
          page.added.push(element.src);
          const outcome = outcomes.shift() ?? 'never';
          if (outcome === 'never') return;
          queueMicrotask(() => {
            if (outcome === 'load' && api) page.window.grecaptcha = api;
            element.fire(outcome);
          });
        },
      },
      createElement: () => new FakeScript() as unknown as HTMLScriptElement,
    },
    window: page.window,
  };
  return { page, host };
}

class FakeScript {
  src = '';
  async = false;
  readonly listeners = new Map<string, () => void>();
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  fire(type: string) {
    this.listeners.get(type)?.();
  }
}

/** The loader's API as Google documents it: `ready`, then `execute` resolving a token for the action. */
function fakeApi(): BotProtectionApi & { calls: Array<{ key: string; action: string }> } {
  const calls: Array<{ key: string; action: string }> = [];
  return {
    calls,
    ready: (callback) => setTimeout(callback, 0),
    execute: (key, { action }) => {
      calls.push({ key, action });
      return Promise.resolve(`token-for-${action}`);
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('bot protection', () => {
  test('the script comes from the portal origin, in the page language', () => {
    expect(botProtectionScriptUrl('fr')).toBe('/api/recaptcha?hl=fr');
    expect(botProtectionScriptUrl('f"r')).toBe('/api/recaptcha');
  });

  test('no site key: no script, no token', async () => {
    const { page, host } = fakePage(['load'], fakeApi());
    const protection = createBotProtection(async () => null, host);
    expect(await protection.getToken('signin')).toBeUndefined();
    expect(page.added).toEqual([]);
  });

  test('with a site key: one script for every form, a token per action', async () => {
    const api = fakeApi();
    const { page, host } = fakePage(['load'], api);
    const protection = createBotProtection(async () => 'site-key-123', host);
    await protection.load();
    expect(await protection.getToken('signin')).toBe('token-for-signin');
    expect(await protection.getToken('register')).toBe('token-for-register');
    expect(await protection.getToken('contact')).toBe('token-for-contact');
    expect(page.added).toEqual(['/api/recaptcha?hl=fr']);
    expect(api.calls).toEqual([
      { key: 'site-key-123', action: 'signin' },
      { key: 'site-key-123', action: 'register' },
      { key: 'site-key-123', action: 'contact' },
    ]);
  });

  test('a script that fails gives no token, and the next form tries to load it again', async () => {
    const { page, host } = fakePage(['error', 'load'], fakeApi());
    const protection = createBotProtection(async () => 'site-key-123', host);
    expect(await protection.getToken('signin')).toBeUndefined();
    expect(await protection.getToken('signin')).toBe('token-for-signin');
    expect(page.added).toHaveLength(2);
  });

  test('a configuration that cannot be read gives no token', async () => {
    const { host } = fakePage(['load'], fakeApi());
    const protection = createBotProtection(() => Promise.reject(new Error('offline')), host);
    expect(await protection.getToken('signin')).toBeUndefined();
  });

  test('a script that never loads, or a token that never comes, gives up after its time-out', async () => {
    vi.useFakeTimers();
    const hanging = fakePage(['never']);
    const slowScript = createBotProtection(async () => 'site-key-123', hanging.host).getToken('signin');
    await vi.advanceTimersByTimeAsync(botScriptTimeoutMs);
    expect(await slowScript).toBeUndefined();

    const silent: BotProtectionApi = { ready: (callback) => callback(), execute: () => new Promise(() => undefined) };
    const waiting = fakePage(['load'], silent);
    const slowToken = createBotProtection(async () => 'site-key-123', waiting.host).getToken('contact');
    await vi.advanceTimersByTimeAsync(botTokenTimeoutMs);
    expect(await slowToken).toBeUndefined();
  });
});
