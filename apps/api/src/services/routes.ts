import type { Hono } from 'hono';
import type { ServerContext } from '../context.ts';

/** Registers the services module's routes on the app. */
export function mountServices(_app: Hono, _context: ServerContext): void {}
