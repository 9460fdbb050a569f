import { useMemo, useRef } from 'react';
import { createEmailDnsCheck, type EmailDnsValidator } from '../../validation/emailDns';
import { emailFormat } from '../../validation/rules';
import { TextFieldBase, type TextFieldSharedProps } from '../TextField/TextFieldBase';

export interface EmailFieldProps extends Omit<TextFieldSharedProps, 'minLength'> {
  /**
   * Asks a service whether the address's domain can receive mail (the portal calls
   * `POST /api/email-dns-validation`). Runs after the format check passes; a failed or slow call accepts the address.
   */
  validateDns?: EmailDnsValidator;
  /** Turns the DNS check on or off. @default true when `validateDns` is given */
  dnsCheck?: boolean;
  /** After this long the DNS check gives up and accepts the address. @default 3000 */
  dnsTimeoutMs?: number;
}

/**
 * An e-mail address field: the e-mail keyboard and autofill, the format check ('Invalid email format'), then an
 * optional DNS check ('Please use a valid email address') that never blocks typing and whose stale answers are
 * ignored.
 */
export function EmailField({ validateDns, dnsCheck, dnsTimeoutMs = 3000, ...props }: EmailFieldProps) {
  const validator = useRef(validateDns);
  validator.current = validateDns;
  const hasValidator = validateDns !== undefined;
  const enabled = hasValidator && (dnsCheck ?? true);
  // One check per field for its lifetime, so each new check can abort the previous one.
  const check = useMemo(
    () =>
      enabled
        ? createEmailDnsCheck({
            validate: (email, signal) => validator.current?.(email, signal) ?? Promise.resolve(true),
            timeoutMs: dnsTimeoutMs,
          })
        : undefined,
    [enabled, dnsTimeoutMs],
  );
  return (
    <TextFieldBase
      component="EmailField"
      {...props}
      type="email"
      inputMode="email"
      autoComplete="email"
      ownRules={[emailFormat]}
      asyncCheck={check}
      reserveStatus={enabled}
    />
  );
}
