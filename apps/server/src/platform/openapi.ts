/** OpenAPI 3.1 generated from the contract's zod schemas: /api/openapi.json, browsable at /api/docs. */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ERROR_COMPONENT, errorAnswersOf, errorComponent, withOperationIds } from './openapi-operations.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a multipart body with one `file` part (read as a stream, so no body schema validates it). */
    multipartFile?: boolean;
  }
}

/** The document's request body of a multipart upload: one file part named `file`. */
const MULTIPART_FILE = {
  type: 'object',
  properties: { file: { type: 'string', format: 'binary' } },
  required: ['file'],
};

type RouteInput = {
  method: string | string[];
  url: string;
  config?: { access?: string; rateLimit?: unknown; multipartFile?: boolean };
};

/**
 * The zod schemas as JSON Schema, plus the multipart body that uploads read outside schema validation, and each
 * operation's id and error answers by convention (`openapi-operations.ts`).
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  if (!output.schema) return output; // a route that describes nothing (hidden)
  const route = input.route as unknown as RouteInput;
  const schema = output.schema as Record<string, unknown> & { response?: Record<string, unknown> };
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const config = route.config ?? {};
  const security = schema.security as unknown[] | undefined;
  const errors = errorAnswersOf({
    method,
    url: route.url,
    access: config.access,
    rateLimited: config.rateLimit !== undefined,
    validated: Boolean(schema.body || schema.querystring || schema.params || config.multipartFile),
    hasBody: Boolean(schema.body || config.multipartFile),
    credential: Boolean(security?.length),
  });
  const response = { ...schema.response };
  // A route that declares no answer of success answers nothing to parse: 204 to a delete, else 200 (a file, a CSV).
  if (!Object.keys(response).some((status) => status.startsWith('2')))
    response[method === 'DELETE' ? '204' : '200'] = { description: method === 'DELETE' ? 'Deleted.' : 'Done.' };
  for (const [status, description] of Object.entries(errors))
    response[status] ??= { description, $ref: `#/components/schemas/${ERROR_COMPONENT}` };
  const documented = { ...schema, response };
  if (!config.multipartFile) return { ...output, schema: documented };
  return { ...output, schema: { ...documented, consumes: ['multipart/form-data'], body: MULTIPART_FILE } };
};

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Backlot API',
        version: '1.0.0',
        license: { name: 'Proprietary' },
        description:
          'Back-office API. Field names are snake_case. Lists answer `{data, meta}`; errors `{message, code, errors?}`. ' +
          'Authenticate with `Authorization: Bearer <access_token>` from POST /api/login.',
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        schemas: { [ERROR_COMPONENT]: errorComponent },
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          siteKey: { type: 'apiKey', in: 'header', name: 'X-Site-Key', description: "A site's intake key" },
        },
      },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject: (document) => ('openapiObject' in document ? withOperationIds(document.openapiObject) : {}),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
