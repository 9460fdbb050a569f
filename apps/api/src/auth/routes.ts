import type { Hono } from 'hono';
import type { ServerContext } from '../context.ts';

/** Registers the auth module's routes on the app. */
export function mountAuth(_app: Hono, _context: ServerContext): void {}
