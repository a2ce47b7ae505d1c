/**
 * Every operation the app serves, read from its route table and its OpenAPI document: the path, query and
 * body a request may carry, as JSON Schema. Tests that walk the whole API (hostile input, request strings)
 * start here, so a new route is covered without a new test.
 */
import type { Processor } from '@backlot/contract';
import type { App } from '../app.js';
import type { Access } from '../platform/access.js';
import { call } from './client.js';
import { commerceFixture, SECRETS } from './commerce.js';

/** The part of JSON Schema the contract's request schemas produce. */
export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
};

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As registered, e.g. `/api/tags/:id`. */
  url: string;
  access: Access;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** The route's own body limit, when it differs from the app's. */
  bodyLimit?: number;
};

type OpenApiParameter = { in: string; name: string; schema: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

export async function operationsOf(app: App): Promise<Operation[]> {
  const doc = (await call(app, 'GET', '/api/openapi.json')).body as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  return app.routeTable.map((route) => {
    const spec = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] ?? {};
    const params = (where: string) =>
      Object.fromEntries((spec.parameters ?? []).filter((p) => p.in === where).map((p) => [p.name, p.schema]));
    return {
      method: route.method as Operation['method'],
      url: route.url,
      access: route.access,
      pathParams: params('path'),
      query: params('query'),
      body: spec.requestBody?.content['application/json']?.schema,
      bodyLimit: route.bodyLimit,
    };
  });
}

/** A value the schema accepts, or at least one of the right shape: what a field holds when it is not under test. */
export function plausible(schema: JsonSchema): unknown {
  if (schema.anyOf) return plausible(schema.anyOf[0]!);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      if (schema.format === 'email') return 'ann@example.com';
      if (schema.format === 'date') return '2024-01-31';
      return 'Valid-1234'; // a name, a username and a password alike
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [plausible(schema.items)] : [];
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, plausible(schema.properties![key]!)]));
    default:
      return null;
  }
}

/** A scalar field of a request: its path, whether it sits in an array, and its schema (one per union branch). */
export type Field = { path: string[]; inArray: boolean; schema: JsonSchema };

/**
 * Each scalar field of a schema. Scalar array items share their array's path, as the error messages name
 * them; a field of an array's object items is named through the first item (`social_links.0.url`).
 */
export function fieldsOf(schema: JsonSchema, path: string[] = [], inArray = false): Field[] {
  if (schema.anyOf) return schema.anyOf.flatMap((branch) => fieldsOf(branch, path, inArray));
  if (schema.type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([key, sub]) => fieldsOf(sub, [...path, key]));
  }
  if (schema.type === 'array' && schema.items?.type === 'object') return fieldsOf(schema.items, [...path, '0']);
  if (schema.type === 'array') return schema.items ? fieldsOf(schema.items, path, true) : [];
  return schema.type ? [{ path, inArray, schema }] : [];
}

/**
 * `{ a: { b: value } }` for the path `a.b`: `[value]` when the field is a scalar array's item, and an array
 * for an index in the path (`a.0.b` -> `{ a: [{ b: value }] }`).
 */
export function bodyWith(field: Field, value: unknown): Record<string, unknown> {
  const leaf = field.inArray ? [value] : value;
  return field.path.reduceRight<unknown>(
    (inner, key) => (/^\d+$/.test(key) ? [inner] : { [key]: inner }),
    leaf,
  ) as Record<string, unknown>;
}

/** The URL of an operation with its path parameters filled in. */
export function urlOf(operation: Operation, pathParams: Record<string, string> = {}) {
  return operation.url.replace(/:(\w+)/g, (_, name: string) => pathParams[name] ?? '1');
}

/**
 * How a machine endpoint's caller proves who it is, checked before anything it sent is read
 * (`credentialFirst`): a site key (intakes, the member site's calls), a processor's secret (notifications),
 * a signature in the URL (stored files).
 */
export type MachineCredential = 'site-key' | 'postback-secret' | 'signed-url';

export function machineCredentialOf(operation: Pick<Operation, 'url' | 'access'>): MachineCredential | undefined {
  if (operation.access !== 'public') return undefined;
  if (/^\/api\/(intake|site)\//.test(operation.url)) return 'site-key';
  if (/^\/api\/postbacks\/(segpay|epoch)$/.test(operation.url)) return 'postback-secret';
  if (/^\/api\/files\/:id\/(content|thumbnail)$/.test(operation.url)) return 'signed-url';
  return undefined;
}

/**
 * A site with its key and processor secrets: the headers that let a request of each operation past its
 * credential check (none for a signed URL, whose credential is its query).
 */
export async function machineCallers(app: App) {
  const { siteKey } = await commerceFixture(app);
  return (operation: Operation): Record<string, string> => {
    const credential = machineCredentialOf(operation);
    if (credential === 'site-key') return { 'x-site-key': siteKey };
    if (credential === 'postback-secret')
      return { 'x-postback-secret': SECRETS[operation.url.split('/').pop() as Processor] };
    return {};
  };
}
