import { useEffect, useMemo, useRef } from 'react';

/** A function whose calls are postponed until `ms` have passed without a new call. */
export interface Debouncer<Args extends unknown[]> {
  /** Schedules a call with these arguments, replacing any call still waiting. */
  schedule: (...args: Args) => void;
  /** Runs the waiting call now, if there is one. Returns true when it ran. */
  flush: () => boolean;
  /** Drops the waiting call, if there is one. */
  cancel: () => void;
  /** True while a call is waiting. */
  isPending: () => boolean;
}

/**
 * Postpones calls to `fn` until `ms` milliseconds pass without a new one; only the last arguments are used.
 * With `ms` of 0 or less, calls run at once.
 */
export function createDebouncer<Args extends unknown[]>(fn: (...args: Args) => void, ms: number): Debouncer<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { args: Args } | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    waiting = undefined;
  };
  const flush = () => {
    if (!waiting) return false;
    const { args } = waiting;
    cancel();
    fn(...args);
    return true;
  };
  const schedule = (...args: Args) => {
    if (ms <= 0) {
      cancel();
      fn(...args);
      return;
    }
    if (timer !== undefined) clearTimeout(timer);
    waiting = { args };
    timer = setTimeout(flush, ms);
  };
  return { schedule, flush, cancel, isPending: () => waiting !== undefined };
}

/**
 * A debounced version of `fn` that is stable across renders and always calls the latest `fn`. A call still
 * waiting when the component unmounts is dropped.
 */
export function useDebouncedCallback<Args extends unknown[]>(fn: (...args: Args) => void, ms: number): Debouncer<Args> {
  const latest = useRef(fn);
  latest.current = fn;
  const debouncer = useMemo(() => createDebouncer<Args>((...args) => latest.current(...args), ms), [ms]);
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  return debouncer;
}
