// The portal's locales and their choice are the contract's (`@mynacon/contract/locale`), the one list the API and
// the portal's build read too; this module keeps the portal's imports short.
export * from '@mynacon/contract/locale';
