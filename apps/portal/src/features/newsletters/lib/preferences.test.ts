import { describe, expect, test } from 'vitest';
import { ApiRequestError, MalformedResponseError, NetworkError } from '../../../lib/http/errors';
import {
  bodyOf,
  frequencyOf,
  isSubscribed,
  preferencesProblemOf,
  sameChoice,
  topicsOf,
  unsubscribedFrom,
} from './preferences';

const refusal = (status: number) =>
  new ApiRequestError({ endpointId: 'getNewsletterPreferences', status, code: 'not_found', message: 'No' });

describe('newsletter preferences', () => {
  test('topics come in the contract’s order, each once, unknown values left out', () => {
    expect(topicsOf(['offers', 'game_news', 'offers', 'cats'])).toEqual(['game_news', 'offers']);
    expect(topicsOf([])).toEqual([]);
  });

  test('a frequency that is not one keeps the fallback', () => {
    expect(frequencyOf('daily', 'weekly')).toBe('daily');
    expect(frequencyOf('yearly', 'weekly')).toBe('weekly');
  });

  test('the body sends topics in order, each once', () => {
    expect(bodyOf({ topics: ['events', 'game_news', 'events'], frequency: 'monthly' })).toEqual({
      topics: ['game_news', 'events'],
      frequency: 'monthly',
    });
  });

  test('two choices are the same whatever order their topics were ticked in', () => {
    const saved = { topics: ['game_news', 'events'] as const, frequency: 'weekly' as const };
    expect(sameChoice(saved, { topics: ['events', 'game_news'], frequency: 'weekly' })).toBe(true);
    expect(sameChoice(saved, { topics: ['events'], frequency: 'weekly' })).toBe(false);
    expect(sameChoice(saved, { topics: ['game_news', 'events'], frequency: 'daily' })).toBe(false);
  });

  test('no topic means no newsletter; unsubscribing keeps the frequency for later', () => {
    expect(isSubscribed({ topics: ['offers'], frequency: 'daily' })).toBe(true);
    const none = unsubscribedFrom({ topics: ['offers', 'events'], frequency: 'daily' });
    expect(none).toEqual({ topics: [], frequency: 'daily' });
    expect(isSubscribed(none)).toBe(false);
  });

  test('a 404 is an unknown link; other failures are the call’s problem', () => {
    expect(preferencesProblemOf(refusal(404))).toBe('unknown');
    expect(preferencesProblemOf(new MalformedResponseError('getNewsletterPreferences', 200, []))).toBe('malformed');
    expect(preferencesProblemOf(new NetworkError('getNewsletterPreferences', false, new Error('offline')))).toBe(
      'unavailable',
    );
    expect(preferencesProblemOf(refusal(503))).toBe('unavailable');
    // Too many changes: worded as on every form, not as a failure of the page's own.
    expect(preferencesProblemOf(refusal(429))).toBe('throttled');
    expect(preferencesProblemOf(refusal(400))).toBe('failed');
  });
});
