/**
 * What the OpenAPI document says of every operation beyond its schemas, by convention, so that no route has to
 * say it: its `operationId` (`videos.list`, `videos.publish`: `openapi-names.ts`) and the error answers
 * it can give, each with the one error body (`ErrorBody`): 401 and 403 from its access, 404 from a path with an
 * id, 409 from an edit or an action on a record, 413 and 422 from its input, 429 from a rate limit, 503 when
 * the database is away (any route that reads it).
 */
import { z } from 'zod';
import { errorBody } from '@backlot/contract';
import { operationNames } from './openapi-names.js';

/** The document's component that every error answer refers to. */
export const ERROR_COMPONENT = 'ErrorBody';
export const errorComponent = (() => {
  const { $schema: _draft, ...schema } = z.toJSONSchema(errorBody) as Record<string, unknown>;
  return schema;
})();

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
type Operations = Record<string, { operationId?: string }>;

/**
 * The document with each operation's id (`openapi-names.ts`). Set on the whole document, not route by route: a
 * route of several methods (the resumable uploads') is one route and one schema, but one operation per method.
 */
export function withOperationIds<D extends { paths?: object }>(document: D): D {
  const paths = (document.paths ?? {}) as Record<string, Operations>;
  const names = operationNames(
    Object.fromEntries(
      Object.entries(paths).map(([path, operations]) => [path, Object.keys(operations).filter((m) => METHODS.has(m))]),
    ),
  );
  for (const [path, operations] of Object.entries(paths))
    for (const [method, operation] of Object.entries(operations))
      // A copy: the methods of one route share one operation object.
      if (METHODS.has(method)) operations[method] = { ...operation, operationId: names.get(`${method} ${path}`) };
  return document;
}

type RouteFacts = {
  method: string;
  url: string;
  access?: string;
  rateLimited: boolean;
  /** The schema declares a body, a query or path parameters (validated: 422). */
  validated: boolean;
  hasBody: boolean;
  /** Authenticated by a machine credential (a site key, a processor's secret, a signature). */
  credential: boolean;
};

/** The error answers a route can give, by status, with what each means. */
export function errorAnswersOf(route: RouteFacts): Record<string, string> {
  const answers: Record<string, string> = {};
  const signedIn = route.access !== undefined && route.access !== 'public';
  const onRecord = route.url.includes(':');
  if (signedIn || route.credential) answers['401'] = 'Not signed in, the session ended, or the credential is wrong.';
  if (signedIn && route.access !== 'signed-in') answers['403'] = 'The signed-in admin lacks the permission.';
  if (onRecord) answers['404'] = 'No such record.';
  if (onRecord && route.method !== 'GET')
    answers['409'] = 'The record changed since it was read, its state does not allow this, or others still use it.';
  if (route.hasBody) answers['413'] = 'The request is too large.';
  if (route.validated) answers['422'] = 'The input is invalid: `errors` names each field with its messages.';
  if (route.rateLimited) answers['429'] = 'Too many requests: wait as `Retry-After` says.';
  answers['503'] = 'The database is away for a moment: try again as `Retry-After` says.';
  return answers;
}
