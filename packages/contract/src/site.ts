import * as z from 'zod/mini';
import { signInMethodCodes } from './ids.ts';
import { Count, LocaleCode, MediaUrl, Url } from './primitives.ts';
import { named } from './registry.ts';

/** A locale entry of the site data (spec section 3). `store` is the shop's numeric store id as a string. */
export const StoreEntry = named(
  'StoreEntry',
  z.object({
    code: LocaleCode,
    iso: z.string().check(z.regex(/^[a-z]{2}_[A-Z]{2}$/)),
    name: z.string().check(z.minLength(1)),
    store: z.string().check(z.regex(/^[1-9][0-9]*$/)),
    store_code: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/)),
    currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
    dateFormat: z.optional(z.string().check(z.minLength(1))),
  }),
  'A store of the shop, one per portal locale.',
);
export type StoreEntry = z.infer<typeof StoreEntry>;

/** An ISO 3166-1 alpha-2 country a store ships to and accepts addresses from. */
export const Country = named(
  'Country',
  z.object({ id: z.string().check(z.regex(/^[A-Z]{2}$/)), name: z.string().check(z.minLength(1)) }),
);
export type Country = z.infer<typeof Country>;

/** The countries allowed for one store. */
export const StoreCountries = named(
  'StoreCountries',
  z.object({ store_code: z.string().check(z.minLength(1)), countries: z.array(Country) }),
);
export type StoreCountries = z.infer<typeof StoreCountries>;

/** `GET /api/cache/public/infos`: item 0 the stores (storesData), item 1 the allowed countries per store. */
export const PublicInfosResponse = named(
  'PublicInfosResponse',
  z.tuple([z.array(StoreEntry), z.array(StoreCountries)]),
  'Item 0: storesData. Item 1: allowedCountries.',
);
export type PublicInfosResponse = z.infer<typeof PublicInfosResponse>;

export { signInMethodCodes };
export const SignInMethodCode = named('SignInMethodCode', z.enum(signInMethodCodes));
export type SignInMethodCode = z.infer<typeof SignInMethodCode>;

/** A third-party sign-in method as the sign-in page shows it. */
export const SignInMethod = named(
  'SignInMethod',
  z.object({
    code: SignInMethodCode,
    label: z.string().check(z.minLength(1)),
    displayClass: z.string().check(z.minLength(1)),
    environment: z.nullable(z.string().check(z.minLength(1))),
    active: z.boolean(),
    horizontalPopup: z.boolean(),
  }),
);
export type SignInMethod = z.infer<typeof SignInMethod>;

/** Which help-centre platform models belong to a global platform (spec section 3, platform mapping). */
export const PlatformMapping = named(
  'PlatformMapping',
  z.object({ globalPlatform: z.string().check(z.minLength(1)), zendeskPlatform: z.array(z.string()) }),
);
export type PlatformMapping = z.infer<typeof PlatformMapping>;

/** Feature flags of the public configuration. */
export const FeatureFlags = named(
  'FeatureFlags',
  z.object({
    gameSupport: z.boolean(),
    referralProgram: z.boolean(),
    enableDnsValidation: z.boolean(),
    cookieConsent: z.boolean(),
  }),
);
export type FeatureFlags = z.infer<typeof FeatureFlags>;

/** `GET /api/cache/public/config`: what the portal needs before rendering anything. */
export const PublicConfigResponse = named(
  'PublicConfigResponse',
  z.object({
    defaultLocale: LocaleCode,
    features: FeatureFlags,
    /** Cover URL with `{image_id}` to replace (the game database's big-cover size). */
    coverUrlTemplate: z.string().check(z.includes('{image_id}')),
    mediaBaseUrl: MediaUrl,
    communityPageSize: Count,
    platformMapping: z.array(PlatformMapping),
    signInMethods: z.array(SignInMethod),
    /** Bot-protection (v3) site key; null when bot protection is off. The script is at `/api/recaptcha`. */
    recaptchaSiteKey: z.nullable(z.string().check(z.minLength(1))),
    /** Tag-manager container id; null when none is configured. */
    tagManagerCode: z.nullable(z.string().check(z.regex(/^GTM-[A-Z0-9]{4,12}$/))),
    /** Error reporting through the `/api/monitoring` tunnel; null when off. */
    monitoring: z.nullable(
      z.object({ dsn: Url, tunnel: z.string().check(z.minLength(1)), tracesSampleRate: z.number() }),
    ),
    /** Base of order item images (spec section 3: base + image path + 300x300). */
    imageBaseUrl: MediaUrl,
    /** Hosts outside the site the portal may navigate to (https only). */
    externalLinkHosts: z.array(z.string().check(z.minLength(1))),
    /**
     * The minimum age to register (spec section 5's date-of-birth rule): `byCountry` where a country asks more than
     * `default`. The server checks it again; absent, the portal leaves the check to the server.
     */
    minimumAge: z.optional(
      z.object({ default: Count, byCountry: z.record(z.string().check(z.regex(/^[A-Z]{2}$/)), Count) }),
    ),
  }),
);
export type PublicConfigResponse = z.infer<typeof PublicConfigResponse>;
