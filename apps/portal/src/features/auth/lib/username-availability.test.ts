// The design system's debouncer from its source: the package entry pulls in styles a node test cannot load.

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createDebouncer } from '../../../../../../packages/ui/src/components/TextField/useDebouncedCallback';
import {
  type Availability,
  type AvailabilityAnswer,
  createUsernameAvailability,
  isCheckableUsername,
} from './username-availability';

function setup(answers: Record<string, AvailabilityAnswer | Error> = {}, delays: Record<string, number> = {}) {
  const calls: string[] = [];
  const signals: AbortSignal[] = [];
  const seen: Availability[] = [];
  const availability = createUsernameAvailability({
    check: async (username, signal) => {
      calls.push(username);
      signals.push(signal);
      const delay = delays[username];
      if (delay !== undefined) await new Promise((resolve) => setTimeout(resolve, delay));
      const answer = answers[username] ?? { available: true };
      if (answer instanceof Error) throw answer;
      return answer;
    },
    onChange: (value) => seen.push(value),
    createDebouncer,
  });
  return { availability, calls, signals, seen, last: () => seen.at(-1) };
}

describe('the username availability check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('asks once typing pauses for 400 ms, with the last value only', async () => {
    const { availability, calls, last } = setup({ NightOwl: { available: false, reason: 'taken' } });
    for (const value of ['Nig', 'Nigh', 'Night', 'NightO', 'NightOw', 'NightOwl']) {
      availability.input(value);
      await vi.advanceTimersByTimeAsync(150);
    }
    expect(calls).toEqual([]);
    expect(last()).toEqual({ status: 'idle' });
    await vi.advanceTimersByTimeAsync(250);
    expect(calls).toEqual(['NightOwl']);
    expect(last()).toEqual({ status: 'taken', username: 'NightOwl' });
  });

  test('reports checking while the answer is on its way, then available', async () => {
    const { availability, seen } = setup();
    availability.input('Falcon');
    await vi.advanceTimersByTimeAsync(400);
    expect(seen).toEqual([
      { status: 'idle' },
      { status: 'checking', username: 'Falcon' },
      { status: 'available', username: 'Falcon' },
    ]);
  });

  test('never asks about a value the rules refuse: too short, too long, forbidden characters', async () => {
    const { availability, calls, last } = setup();
    for (const value of ['ab', 'night owl', 'semi;colon', 'x'.repeat(31), '']) {
      availability.input(value);
      await vi.advanceTimersByTimeAsync(1000);
      expect(last()).toEqual({ status: 'idle' });
    }
    expect(calls).toEqual([]);
    expect(isCheckableUsername('Owl')).toBe(true);
    expect(isCheckableUsername('100%')).toBe(false);
  });

  test('a newer value cancels the question about the older one, whose answer is ignored', async () => {
    const { availability, signals, seen } = setup({ First: { available: false, reason: 'taken' } }, { Second: 1000 });
    availability.input('First');
    await vi.advanceTimersByTimeAsync(400);
    // Answered already: remembered, case-insensitively, without another call.
    availability.input('first');
    expect(seen.at(-1)).toEqual({ status: 'taken', username: 'first' });
    availability.input('Second');
    const resolved = availability.resolve('Second');
    availability.input('Third');
    await vi.advanceTimersByTimeAsync(400);
    expect(signals[1]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await resolved).toEqual({ status: 'available', username: 'Second' });
    expect(seen.at(-1)).toEqual({ status: 'available', username: 'Third' });
    expect(seen.some((value) => value.status === 'available' && value.username === 'Second')).toBe(false);
  });

  test('resolve asks at once (blur, submit), and says unknown when the check fails', async () => {
    const { availability, calls } = setup({ Offline: new Error('network') });
    availability.input('Offline');
    await expect(availability.resolve('Offline')).resolves.toEqual({ status: 'unknown', username: 'Offline' });
    expect(calls).toEqual(['Offline']);
    // The pending debounced question was dropped by resolve.
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(['Offline']);
    // A failure is not remembered: the next question asks again.
    await availability.resolve('Offline');
    expect(calls).toEqual(['Offline', 'Offline']);
  });

  test('an invalid answer leaves the message to the rules', async () => {
    const { availability } = setup({ Reserved: { available: false, reason: 'invalid' } });
    await expect(availability.resolve('Reserved')).resolves.toEqual({ status: 'idle' });
  });

  test('dispose drops a waiting question', async () => {
    const { availability, calls } = setup();
    availability.input('Waiting');
    availability.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual([]);
  });
});
