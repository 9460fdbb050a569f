import type { ValidationResult } from './rules';

/** Asks a service whether the address's domain can receive mail (the portal calls POST /api/email-dns-validation). */
export type EmailDnsValidator = (email: string, signal: AbortSignal) => Promise<boolean>;

export interface EmailDnsCheckOptions {
  /** The service call. */
  validate: EmailDnsValidator;
  /** When false, every address is accepted without a call. @default true */
  enabled?: boolean;
  /** After this long the address is accepted and the call abandoned. @default 3000 */
  timeoutMs?: number;
}

/** What a check resolves to: a result, or `stale` when a newer check started before this one finished. */
export type EmailDnsOutcome = ValidationResult | 'stale';

/**
 * Creates the asynchronous DNS check of the e-mail rule. Each new check aborts the previous one, whose promise
 * resolves to `'stale'`, so a slow answer never overrides a newer value. A failed, refused or slow call accepts
 * the address: the check helps players catch typos, it never locks them out.
 */
export function createEmailDnsCheck({ validate, enabled = true, timeoutMs = 3000 }: EmailDnsCheckOptions) {
  let current: AbortController | undefined;
  return async function check(email: string): Promise<EmailDnsOutcome> {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    if (!enabled) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const answer = await Promise.race([validate(email, controller.signal), timeout]);
      if (controller.signal.aborted) return 'stale';
      if (answer === 'timeout') {
        controller.abort();
        return null;
      }
      return answer ? null : { key: 'form.emailDns' };
    } catch {
      return controller.signal.aborted && current !== controller ? 'stale' : null;
    } finally {
      clearTimeout(timer);
    }
  };
}
