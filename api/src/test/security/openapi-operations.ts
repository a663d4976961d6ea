import type { FastifyInstance } from 'fastify';

/** A JSON schema as the OpenAPI document gives it, `$ref`s resolved. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  $ref?: string;
};

export type ParameterPlace = 'path' | 'query' | 'header';

export interface Parameter {
  name: string;
  in: ParameterPlace;
  required: boolean;
  schema: JsonSchema;
}

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Method = 'GET' | WriteMethod;

export interface Operation {
  method: Method;
  /** The OpenAPI path, e.g. `/api/events/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation documents one. */
  body?: JsonSchema;
  tags: string[];
}

export const WRITE_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  tags?: string[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

function resolver(components: Record<string, JsonSchema>) {
  const resolve = (schema: JsonSchema | undefined, depth = 0): JsonSchema => {
    if (!schema || depth > 8) return {};
    if (schema.$ref) return resolve(components[schema.$ref.split('/').pop() ?? ''], depth + 1);
    const copy: JsonSchema = { ...schema };
    if (schema.items) copy.items = resolve(schema.items, depth + 1);
    if (schema.properties) {
      copy.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, resolve(value, depth + 1)]),
      );
    }
    if (schema.anyOf) copy.anyOf = schema.anyOf.map((item) => resolve(item, depth + 1));
    if (schema.oneOf) copy.oneOf = schema.oneOf.map((item) => resolve(item, depth + 1));
    return copy;
  };
  return resolve;
}

/** Every operation the API documents, in the order of its OpenAPI document. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  const resolve = resolver(document.components?.schemas ?? {});
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase() as Method,
        path,
        parameters: (operation.parameters ?? [])
          .filter((p): p is Parameter => ['path', 'query', 'header'].includes(p.in))
          .map((p) => ({ name: p.name, in: p.in, required: Boolean(p.required), schema: resolve(p.schema) })),
        ...(body && { body: resolve(body) }),
        tags: operation.tags ?? [],
      });
    }
  }
  return operations;
}

/** `METHOD /path` as the authorization matrix and the reports name an operation. */
export const operationKey = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

/** An endpoint of the table as the OpenAPI document names it: `POST /api/releases/{id}/comments`. */
export function documentedOperation(endpoint: { method: string; path: string }): string {
  return `${endpoint.method} /api${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}
