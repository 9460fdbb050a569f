// Ids the portal and the API share, without zod (`@mynacon/contract/ids`), so that the portal's route guards read
// them on the first visit without the schemas.

/** Codes of the third-party sign-in methods (spec section 3). */
export const signInMethodCodes = ['epic', 'playstation', 'steam', 'twitch', 'xbox'] as const;

/**
 * The methods that sign in through an OAuth 2 authorization code and so have a return route (all but Steam, which
 * speaks OpenID 2.0 and returns a token).
 */
export const oauthSignInMethods = ['epic', 'playstation', 'twitch', 'xbox'] as const;
