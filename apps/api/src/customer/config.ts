import type { ConfigReader } from '../config-reader.ts';

/** Configuration of the customer module: the limits of what one player may store or send. */
export interface CustomerConfig {
  /** Devices one player may register. */
  maxDevices: number;
  /** Addresses one player may keep. */
  maxAddresses: number;
  /** Contact messages accepted per hour from one e-mail address or one client address; 0 turns the limit off. */
  contactPerHour: number;
  /**
   * Milliseconds a player's inbox answer is served from memory: the longest a write made by another server
   * instance on the same database goes unseen (this server's own writes are seen at once); 0 turns the cache off.
   */
  inboxCacheTtlMs: number;
}

/** Every variable this module reads, with what it accepts (listed in the README and in error messages). */
export const customerConfigVariables: Record<string, string> = {
  CUSTOMER_MAX_DEVICES: 'Devices one player may register, 1 to 1000. Default 20.',
  CUSTOMER_MAX_ADDRESSES: 'Addresses one player may keep, 1 to 1000. Default 20.',
  CONTACT_MESSAGES_PER_HOUR:
    'Contact messages per hour from one e-mail address or client address, 0 (no limit) to 10000. Default 5.',
  INBOX_CACHE_TTL_MS:
    'Milliseconds a player’s notifications are served from memory (other instances’ writes show within it), 0 (off) to 60000. Default 2000.',
};

/** Reads the module's variables; each wrong value is recorded through the reader. */
export function readCustomerConfig(read: ConfigReader): CustomerConfig {
  return {
    maxDevices: read.integer('CUSTOMER_MAX_DEVICES', 20, 1, 1000),
    maxAddresses: read.integer('CUSTOMER_MAX_ADDRESSES', 20, 1, 1000),
    contactPerHour: read.integer('CONTACT_MESSAGES_PER_HOUR', 5, 0, 10_000),
    inboxCacheTtlMs: read.integer('INBOX_CACHE_TTL_MS', 2000, 0, 60_000),
  };
}
