import type { Hono } from 'hono';
import type { ServerContext } from '../context.ts';

/** Registers the accounts module's routes on the app. */
export function mountAccounts(_app: Hono, _context: ServerContext): void {}
