import type { linkedAccountProviders } from '@mynacon/contract';

export type Provider = (typeof linkedAccountProviders)[number];

/** The external sign-in methods by their own names (spec section 3): brand names, the same in every language. */
export const providerNames: Record<Provider, string> = {
  epic: 'Epic Games',
  playstation: 'PlayStation Network',
  steam: 'Steam',
  twitch: 'Twitch',
  xbox: 'Xbox Network',
};
