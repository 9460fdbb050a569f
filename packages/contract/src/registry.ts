import * as z from 'zod/mini';

/** Metadata of a named schema: its id becomes `#/components/schemas/{id}` in the OpenAPI document. */
export interface SchemaMeta {
  id: string;
  description?: string;
}

/** Every named schema of the contract. The OpenAPI document is generated from this registry. */
export const contractRegistry = z.registry<SchemaMeta>();

/** Registers a schema under a component name and returns it unchanged. */
export function named<T extends z.core.$ZodType>(id: string, schema: T, description?: string): T {
  contractRegistry.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}
