// The player's account calls (spec sections 5 to 7), one module per part; their schemas, as one public module.

export * from './account/addresses.ts';
export { SuccessResponse } from './account/fields.ts';
export * from './account/inbox.ts';
export * from './account/information.ts';
export * from './account/newsletter.ts';
export * from './account/orders.ts';
export * from './account/playtests.ts';
export * from './account/profiles.ts';
export * from './account/security.ts';
export * from './account/support.ts';
