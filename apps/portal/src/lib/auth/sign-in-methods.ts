// The external sign-in methods' names (spec section 3): brand names, the same in every language. The sign-in
// buttons, the return and linking pages and the account's linked-accounts list all name a method this way.
import type { linkedAccountProviders, SignInMethod } from '@mynacon/contract';

export type SignInMethodCode = (typeof linkedAccountProviders)[number];

/** Each method's own name, for pages shown before the configuration answers or for a method it lacks. */
export const signInMethodNames: Readonly<Record<SignInMethodCode, string>> = {
  epic: 'Epic Games',
  playstation: 'PlayStation Network',
  steam: 'Steam',
  twitch: 'Twitch',
  xbox: 'Xbox Network',
};

/** The label of a method: the configuration's, else the known name, else the code itself. */
export function signInMethodLabel(method: string, methods?: readonly SignInMethod[]): string {
  return (
    methods?.find((entry) => entry.code === method)?.label ?? signInMethodNames[method as SignInMethodCode] ?? method
  );
}
