import * as z from 'zod/mini';
import { type Endpoint, endpointList } from './endpoints.ts';
import { contractRegistry } from './registry.ts';

type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters: OpenApiParameter[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { description: string; headers?: JsonSchema; content?: Record<string, { schema: JsonSchema }> }
  >;
  security?: Array<Record<string, string[]>>;
  'x-mynacon-status': Endpoint['status'];
  'x-mynacon-path-source': Endpoint['source'];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'delete', OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

export interface OpenApiOptions {
  /** Base URL of the server, e.g. `http://localhost:3000`. @default '/' */
  serverUrl?: string;
  /** @default '0.1.0' */
  version?: string;
}

const tagDescriptions: Record<Endpoint['tag'], string> = {
  site: 'Site data and public configuration',
  catalogue: 'Products and platforms',
  content: 'Translations, newsletters and content pages',
  support: 'Game support: games, FAQ, community board, tickets',
  playtests: 'Playtests and surveys',
  profiles: 'Game profiles and votes',
  media: 'Images served by the reference server',
  auth: 'Auth.js-style sign-in (base path /api/auth)',
  account: 'Customer calls (bearer token)',
};

const ref = (id: string) => `#/components/schemas/${id}`;

/** Drops `additionalProperties: false` from plain objects: answers may gain fields without breaking clients. */
function override(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: JsonSchema }): void {
  const def = ctx.zodSchema._zod.def;
  if (def.type === 'object' && def.catchall === undefined && ctx.jsonSchema.additionalProperties === false) {
    delete ctx.jsonSchema.additionalProperties;
  }
}

function stripMeta(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

function schemaFor(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const id = contractRegistry.get(schema)?.id;
  if (id !== undefined && io === 'output') return { $ref: ref(id) };
  return stripMeta(
    z.toJSONSchema(schema, { io, unrepresentable: 'any', override, metadata: contractRegistry }) as JsonSchema,
  );
}

function parametersOf(schema: z.core.$ZodType | undefined, location: 'path' | 'query'): OpenApiParameter[] {
  if (schema === undefined) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
    additionalProperties?: unknown;
  };
  const required = new Set(json.required ?? []);
  const parameters: OpenApiParameter[] = Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
  if (location === 'query' && typeof json.additionalProperties === 'object') {
    parameters.push({
      name: 'searchCriteria',
      in: 'query',
      required: false,
      description: 'Magento-style search criteria as bracketed keys, e.g. `searchCriteria[pageSize]=20`.',
      schema: { type: 'object', additionalProperties: { type: 'string' } },
    });
  }
  return parameters;
}

function operationOf(endpoint: Endpoint): OpenApiOperation {
  const hasInput = endpoint.params !== undefined || endpoint.query !== undefined || endpoint.body !== undefined;
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: ref('ApiError') } } },
  });
  const successHeaders = endpoint.cached
    ? {
        ETag: { description: 'Version of the answer; send it back in If-None-Match.', schema: { type: 'string' } },
        'Cache-Control': { description: 'How long the answer may be reused.', schema: { type: 'string' } },
      }
    : undefined;
  const responses: OpenApiOperation['responses'] = {
    200: {
      description: 'Success',
      ...(successHeaders === undefined ? {} : { headers: successHeaders }),
      content: { [endpoint.responseType ?? 'application/json']: { schema: schemaFor(endpoint.response, 'output') } },
    },
  };
  if (endpoint.cached) responses[304] = { description: 'Not modified: the If-None-Match ETag still matches' };
  if (hasInput) responses[400] = errorResponse('Bad input: the issues name each wrong parameter');
  const errorNames: Record<number, string> = {
    401: 'No valid session',
    403: 'Forbidden (CSRF token missing or wrong)',
    404: 'No such resource',
    409: 'Conflict with the current state',
  };
  for (const status of endpoint.errors) responses[status] = errorResponse(errorNames[status] ?? 'Error');
  const operation: OpenApiOperation = {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    parameters: [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')],
    responses,
    'x-mynacon-status': endpoint.status,
    'x-mynacon-path-source': endpoint.source,
  };
  if (endpoint.body !== undefined) {
    const contentType = endpoint.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    operation.requestBody = {
      required: true,
      content: { [contentType]: { schema: schemaFor(endpoint.body, 'output') } },
    };
  }
  if (endpoint.auth === 'bearer') operation.security = [{ bearerAuth: [] }];
  return operation;
}

/** The OpenAPI 3.1 document of the whole contract, generated from the schemas and the endpoint list. */
export function buildOpenApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  const generated = z.toJSONSchema(contractRegistry, { uri: ref, unrepresentable: 'any', override });
  const schemas: Record<string, JsonSchema> = {};
  for (const id of Object.keys(generated.schemas).sort()) {
    schemas[id] = stripMeta(generated.schemas[id] as JsonSchema);
  }
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of endpointList) {
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    paths[endpoint.path] = { ...paths[endpoint.path], [method]: operationOf(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mynacon portal API',
      version: options.version ?? '0.1.0',
      description:
        'The contract between the player portal and its backend. Operations marked `x-mynacon-status: planned` ' +
        'are part of the contract but not yet answered by the reference server. Errors are JSON `ApiError` ' +
        'objects with a stable `code`; each issue has a stable `code` of its own (`IssueCode`, with the numbers ' +
        'of its message in `params`), and a refusal of the whole request with several causes says which in ' +
        '`reason`. Messages are English; clients word the codes in their own language.',
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    tags: Object.entries(tagDescriptions).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
    },
  };
}
