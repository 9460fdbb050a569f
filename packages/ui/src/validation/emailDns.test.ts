import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmailDnsCheck } from './emailDns';

describe('email DNS check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails with the DNS message when the service says the domain cannot receive mail', async () => {
    const check = createEmailDnsCheck({ validate: async () => false });
    await expect(check('a@nowhere.example')).resolves.toEqual({ key: 'form.emailDns' });
  });

  it('accepts when the service agrees, when disabled, and when the call fails', async () => {
    await expect(createEmailDnsCheck({ validate: async () => true })('a@example.com')).resolves.toBeNull();
    const validate = vi.fn(async () => false);
    await expect(createEmailDnsCheck({ validate, enabled: false })('a@example.com')).resolves.toBeNull();
    expect(validate).not.toHaveBeenCalled();
    await expect(
      createEmailDnsCheck({ validate: async () => Promise.reject(new Error('503')) })('a@example.com'),
    ).resolves.toBeNull();
  });

  it('accepts after the timeout and abandons the call', async () => {
    let signal: AbortSignal | undefined;
    const check = createEmailDnsCheck({
      timeoutMs: 3000,
      validate: (_email, s) => {
        signal = s;
        return new Promise<boolean>(() => {});
      },
    });
    const outcome = check('slow@example.com');
    await vi.advanceTimersByTimeAsync(2999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBeNull();
    expect(signal?.aborted).toBe(true);
  });

  it('never lets a slow, older answer override a newer value', async () => {
    const answers = new Map<string, (valid: boolean) => void>();
    const check = createEmailDnsCheck({
      validate: (email) => new Promise<boolean>((resolve) => answers.set(email, resolve)),
    });
    const first = check('old@typo.example');
    const second = check('new@example.com');
    answers.get('new@example.com')?.(true);
    answers.get('old@typo.example')?.(false);
    await expect(second).resolves.toBeNull();
    await expect(first).resolves.toBe('stale');
  });
});
