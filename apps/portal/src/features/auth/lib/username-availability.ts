// Whether a username is free, asked as the player types: once typing pauses (400 ms, spec section 9), never for
// a value the rules already refuse, a newer value cancelling the older question, answers remembered.
import { hasForbiddenUsernameCharacters, usernameMaxLength, usernameMinLength } from '@mynacon/contract';
import type { Debouncer } from '@mynacon/ui';

/** What the page knows about the typed username. */
export type Availability =
  | { status: 'idle' }
  | { status: 'checking'; username: string }
  | { status: 'available'; username: string }
  | { status: 'taken'; username: string }
  /** The check could not answer (network, throttled): the server decides at registration. */
  | { status: 'unknown'; username: string };

/** The answer of the availability call. */
export interface AvailabilityAnswer {
  available: boolean;
  reason?: 'taken' | 'invalid' | undefined;
}

export interface UsernameAvailabilityOptions {
  /** Asks the server (`GET /api/account/username-availability`). */
  check: (username: string, signal: AbortSignal) => Promise<AvailabilityAnswer>;
  /** Receives every change of what is known about the latest typed value. */
  onChange: (availability: Availability) => void;
  /** The design system's `createDebouncer` (passed in: its package entry loads styles that unit tests cannot). */
  createDebouncer: <Args extends unknown[]>(fn: (...args: Args) => void, ms: number) => Debouncer<Args>;
  /** How long typing must pause before asking. @default 400 */
  debounceMs?: number;
}

export interface UsernameAvailability {
  /** The player typed `value`: asks once typing pauses, or says nothing for a value the rules refuse. */
  input(value: string): void;
  /**
   * What is known of `value` now, asking at once if needed (the form's rule on blur and submit). `unknown` when
   * the check cannot answer; never rejects.
   */
  resolve(value: string): Promise<Availability>;
  /** Drops any waiting or running question. */
  dispose(): void;
}

const characterCount = (value: string) => [...value].length;

/** Whether a username passes the rules the server checks before availability (length, forbidden characters). */
export function isCheckableUsername(value: string): boolean {
  const count = characterCount(value);
  return count >= usernameMinLength && count <= usernameMaxLength && !hasForbiddenUsernameCharacters(value);
}

/** Usernames compare as the server compares them: NFC, case-insensitive. */
const keyOf = (value: string) => value.normalize('NFC').toLowerCase();

export function createUsernameAvailability({
  check,
  onChange,
  createDebouncer,
  debounceMs = 400,
}: UsernameAvailabilityOptions): UsernameAvailability {
  const known = new Map<string, 'available' | 'taken'>();
  let latest = '';
  let running: { key: string; controller: AbortController; promise: Promise<Availability> } | undefined;

  const report = (value: string, availability: Availability) => {
    if (value === latest) onChange(availability);
  };

  const ask = (value: string): Promise<Availability> => {
    const key = keyOf(value);
    const remembered = known.get(key);
    if (remembered !== undefined) return Promise.resolve({ status: remembered, username: value });
    if (running?.key === key) return running.promise;
    running?.controller.abort();
    const controller = new AbortController();
    report(value, { status: 'checking', username: value });
    const promise = check(value, controller.signal).then(
      (answer): Availability => {
        // `invalid` is the rules' to say; the field shows their message.
        if (answer.available || answer.reason === 'taken') {
          const status = answer.available ? 'available' : 'taken';
          known.set(key, status);
          return { status, username: value };
        }
        return { status: 'idle' };
      },
      (): Availability => ({ status: 'unknown', username: value }),
    );
    running = { key, controller, promise };
    void promise.then((availability) => {
      if (running?.controller === controller) running = undefined;
      if (!controller.signal.aborted) report(value, availability);
    });
    return promise;
  };

  const debouncer = createDebouncer((value: string) => {
    void ask(value);
  }, debounceMs);

  return {
    input(value) {
      latest = value;
      if (!isCheckableUsername(value)) {
        debouncer.cancel();
        running?.controller.abort();
        running = undefined;
        onChange({ status: 'idle' });
        return;
      }
      const remembered = known.get(keyOf(value));
      if (remembered !== undefined) {
        debouncer.cancel();
        onChange({ status: remembered, username: value });
        return;
      }
      // Nothing to say while the player types: the answer comes once typing pauses.
      onChange({ status: 'idle' });
      debouncer.schedule(value);
    },
    resolve(value) {
      latest = value;
      debouncer.cancel();
      if (!isCheckableUsername(value)) return Promise.resolve({ status: 'idle' });
      return ask(value);
    },
    dispose() {
      debouncer.cancel();
      running?.controller.abort();
      running = undefined;
    },
  };
}
