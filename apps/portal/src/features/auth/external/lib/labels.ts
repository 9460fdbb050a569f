import type { SignInMethod } from '@mynacon/contract';

/** The names of the methods, for pages shown before the configuration answers or for a method it lacks. */
const fallbackLabels: Readonly<Record<string, string>> = {
  epic: 'Epic Games',
  playstation: 'PlayStation Network',
  steam: 'Steam',
  twitch: 'Twitch',
  xbox: 'Xbox Network',
};

/** The label of a method: the configuration's, else the known name, else the code itself. */
export function labelOf(method: string, methods: readonly SignInMethod[] | undefined): string {
  return methods?.find((entry) => entry.code === method)?.label ?? fallbackLabels[method] ?? method;
}
