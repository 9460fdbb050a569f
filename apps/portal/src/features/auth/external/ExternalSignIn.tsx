// The external sign-in buttons of the sign-in page (Epic Games, PlayStation Network, Steam, Twitch, Xbox Network).

/** One button per method whose web login is enabled; nothing while none is. */
export function ExternalSignIn() {
  return null;
}
