import type { Hono } from 'hono';
import type { ServerContext } from '../context.ts';

/** Registers the customer module's routes on the app. */
export function mountCustomer(_app: Hono, _context: ServerContext): void {}
