// The preferences form's rules, apart from the page: topics in the contract's order, what counts as a change, and
// which designed state a failed call leads to.
import { newsletterFrequencies, newsletterTopics } from '@mynacon/contract';
import { ApiRequestError, MalformedResponseError } from '../../../lib/http/errors';
import { callProblemOf } from '../../../lib/http/refusals';

export type NewsletterTopic = (typeof newsletterTopics)[number];
export type NewsletterFrequency = (typeof newsletterFrequencies)[number];

/** What the player chooses: the topics (none: no newsletter) and how often. */
export interface Choice {
  topics: readonly NewsletterTopic[];
  frequency: NewsletterFrequency;
}

export const topics = newsletterTopics;
export const frequencies = newsletterFrequencies;

const isTopic = (value: string): value is NewsletterTopic => (newsletterTopics as readonly string[]).includes(value);

/** The topics of a group's values, known ones only, each once, in the contract's order (the order shown). */
export function topicsOf(values: Iterable<string>): NewsletterTopic[] {
  const chosen = new Set([...values].filter(isTopic));
  return newsletterTopics.filter((topic) => chosen.has(topic));
}

/** A radio group's value as a frequency, or the fallback when it is not one. */
export function frequencyOf(value: string, fallback: NewsletterFrequency): NewsletterFrequency {
  return (newsletterFrequencies as readonly string[]).includes(value) ? (value as NewsletterFrequency) : fallback;
}

/** The choice as the API takes it: topics in order, each once. */
export function bodyOf(choice: Choice): { topics: NewsletterTopic[]; frequency: NewsletterFrequency } {
  return { topics: topicsOf(choice.topics), frequency: choice.frequency };
}

/** Two choices are the same whatever the order their topics were ticked in. */
export function sameChoice(a: Choice, b: Choice): boolean {
  const left = topicsOf(a.topics);
  const right = topicsOf(b.topics);
  return a.frequency === b.frequency && left.length === right.length && left.every((topic, i) => topic === right[i]);
}

/** No topic means no newsletter (the contract's rule). */
export function isSubscribed(choice: Choice): boolean {
  return topicsOf(choice.topics).length > 0;
}

/** "Unsubscribe from all": no topic, the frequency kept for the day the player chooses topics again. */
export function unsubscribedFrom(choice: Choice): Choice {
  return { topics: [], frequency: choice.frequency };
}

/** Why a read or a change of the preferences failed, as the page shows it. */
export type PreferencesProblem =
  /** The API does not know the link's id (404): the link is not, or no longer, valid. */
  | 'unknown'
  /** The answer does not match the contract. */
  | 'malformed'
  /** No answer, or a server error. */
  | 'unavailable'
  /** Too many changes for now (429): worded as on every form (`tooManyRequestsOf`). */
  | 'throttled'
  /** Anything else (a refusal the page has no words of its own for). */
  | 'failed';

export function preferencesProblemOf(error: unknown): PreferencesProblem {
  if (error instanceof ApiRequestError && error.status === 404) return 'unknown';
  if (error instanceof MalformedResponseError) return 'malformed';
  return callProblemOf(error);
}
