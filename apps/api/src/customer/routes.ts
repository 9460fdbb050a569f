import type { Hono } from 'hono';
import type { ServerContext } from '../context.ts';
import { mountAccount } from './account.ts';
import { mountAddresses } from './addresses.ts';
import { mountMethodGuards, playerGuard } from './http.ts';
import { mountInbox } from './inbox.ts';
import { mountNewsletter } from './newsletter.ts';
import { mountOrders } from './orders.ts';
import { mountPlaytests } from './playtests.ts';
import { mountProfiles } from './profiles.ts';
import { mountSecurity } from './security.ts';
import { mountSupport } from './support.ts';

/**
 * Registers the customer calls: every one behind the bearer token and reading or writing only the token's player,
 * except the newsletter preferences (the link's id is the secret) and the contact form (token optional).
 */
export function mountCustomer(app: Hono, context: ServerContext): void {
  const guard = playerGuard(context);
  mountInbox(app, context, guard);
  mountOrders(app, context, guard);
  mountProfiles(app, context, guard);
  mountAddresses(app, context, guard);
  mountAccount(app, context, guard);
  mountPlaytests(app, context, guard);
  mountSupport(app, context, guard);
  mountSecurity(app, context, guard);
  mountNewsletter(app, context);
  mountMethodGuards(app);
}
