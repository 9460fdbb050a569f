import type { ConfigReader } from '../config-reader.ts';

/** Configuration of the customer module. */
// biome-ignore lint/complexity/noBannedTypes: filled in by the module's implementation
export type CustomerConfig = {};

/** Every variable this module reads, with what it accepts (listed in the README and in error messages). */
export const customerConfigVariables: Record<string, string> = {};

/** Reads the module's variables; each wrong value is recorded through the reader. */
export function readCustomerConfig(_read: ConfigReader): CustomerConfig {
  return {};
}
