/** Reading environment variables with one message per wrong value, shared by every configuration section. */

export type Env = Record<string, string | undefined>;

export interface ConfigReader {
  /** The trimmed value, or undefined when unset or blank. */
  present(name: string): string | undefined;
  /** Records a problem: `NAME="value" is not valid: expected …`. */
  wrong(name: string, value: string, expected: string): void;
  /** Records a free-form problem (for values that must not be echoed, such as secrets and URLs with passwords). */
  problem(message: string): void;
  string(name: string, fallback: string): string;
  integer(name: string, fallback: number, min: number, max: number): number;
  boolean(name: string, fallback: boolean): boolean;
  /** An absolute http(s) URL without a trailing slash. */
  url(name: string, fallback: string): string;
  optionalUrl(name: string): string | undefined;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !value.endsWith('/');
  } catch {
    return false;
  }
}

export function createConfigReader(env: Env, problems: string[]): ConfigReader {
  const present = (name: string) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const wrong = (name: string, value: string, expected: string) =>
    problems.push(`${name}=${JSON.stringify(value)} is not valid: expected ${expected}.`);
  const reader: ConfigReader = {
    present,
    wrong,
    problem: (message) => problems.push(message),
    string: (name, fallback) => present(name) ?? fallback,
    integer(name, fallback, min, max) {
      const value = present(name);
      if (value === undefined) return fallback;
      if (!/^-?[0-9]+$/.test(value) || Number(value) < min || Number(value) > max) {
        wrong(name, value, `a whole number from ${min} to ${max}`);
        return fallback;
      }
      return Number(value);
    },
    boolean(name, fallback) {
      const value = present(name);
      if (value === undefined) return fallback;
      const normalised = value.toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(normalised)) return true;
      if (['false', '0', 'no', 'off'].includes(normalised)) return false;
      wrong(name, value, 'true or false');
      return fallback;
    },
    url(name, fallback) {
      return reader.optionalUrl(name) ?? fallback;
    },
    optionalUrl(name) {
      const value = present(name);
      if (value === undefined) return undefined;
      if (!isHttpUrl(value)) {
        wrong(name, value, 'an absolute http:// or https:// URL without a trailing slash');
        return undefined;
      }
      return value;
    },
  };
  return reader;
}
