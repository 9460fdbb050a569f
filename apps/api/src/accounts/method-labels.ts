import type { SignInMethodCode } from '@mynacon/contract';

/** Labels of the external sign-in methods when their `sign_in_methods` row has none to offer. */
export const methodLabels: Record<SignInMethodCode, string> = {
  epic: 'Epic Games',
  playstation: 'PlayStation Network',
  steam: 'Steam',
  twitch: 'Twitch',
  xbox: 'Xbox Network',
};
