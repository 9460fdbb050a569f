/** The seven locales of the portal, in the order the spec lists them; en-GB is the default. */
export const locales = ['en-GB', 'en-US', 'fr-FR', 'nl-NL', 'es-ES', 'de-DE', 'it-IT'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-GB';
