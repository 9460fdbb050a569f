import * as z from 'zod/mini';

/** Metadata of a named schema: its id becomes `#/components/schemas/{id}` in the OpenAPI document. */
export interface SchemaMeta {
  id: string;
  description?: string;
}

/** Every named schema of the contract. The OpenAPI document is generated from this registry. */
export const contractRegistry = z.registry<SchemaMeta>();

/**
 * Registers a schema under a component name and returns it unchanged. Bundles may drop the call when the schema
 * is unused (the browser never builds the OpenAPI document); Node runs every call.
 */
/* @__NO_SIDE_EFFECTS__ */
export function named<T extends z.core.$ZodType>(id: string, schema: T, description?: string): T {
  contractRegistry.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}
