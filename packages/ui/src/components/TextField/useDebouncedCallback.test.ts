import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './useDebouncedCallback';

describe('createDebouncer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls once, with the last arguments, 400 ms after the last call', () => {
    const fn = vi.fn();
    const debouncer = createDebouncer(fn, 400);
    debouncer.schedule('p');
    vi.advanceTimersByTime(300);
    debouncer.schedule('pl');
    vi.advanceTimersByTime(300);
    debouncer.schedule('pla');
    vi.advanceTimersByTime(399);
    expect(fn).not.toHaveBeenCalled();
    expect(debouncer.isPending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('pla');
    expect(debouncer.isPending()).toBe(false);
  });

  it('flush runs the waiting call at once, and only once', () => {
    const fn = vi.fn();
    const debouncer = createDebouncer(fn, 400);
    debouncer.schedule('player');
    expect(debouncer.flush()).toBe(true);
    expect(fn).toHaveBeenCalledWith('player');
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(debouncer.flush()).toBe(false);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('cancel drops the waiting call', () => {
    const fn = vi.fn();
    const debouncer = createDebouncer(fn, 400);
    debouncer.schedule('typo');
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    expect(debouncer.isPending()).toBe(false);
  });

  it('starts a new wait after a call has run', () => {
    const fn = vi.fn();
    const debouncer = createDebouncer(fn, 400);
    debouncer.schedule('a');
    vi.advanceTimersByTime(400);
    debouncer.schedule('b');
    vi.advanceTimersByTime(399);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenLastCalledWith('b');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('with 0 ms, calls at once without a timer', () => {
    const fn = vi.fn();
    const debouncer = createDebouncer(fn, 0);
    debouncer.schedule('now');
    expect(fn).toHaveBeenCalledWith('now');
    expect(vi.getTimerCount()).toBe(0);
    expect(debouncer.isPending()).toBe(false);
  });
});
