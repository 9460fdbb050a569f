import { type Endpoint, endpoint } from './endpoint.ts';

/** Account life cycle: registration, confirmation, password reset, e-mail and password change. */
export const accountEndpoints = {} as const satisfies Record<string, Endpoint>;
