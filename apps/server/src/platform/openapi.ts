/** OpenAPI 3.1 generated from the contract's zod schemas: /api/openapi.json, browsable at /api/docs. */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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

/** The zod schemas as JSON Schema, plus the multipart body that uploads read outside schema validation. */
const transform: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const config = (input.route as { config?: { multipartFile?: boolean } }).config;
  if (!config?.multipartFile) return output;
  return { ...output, schema: { ...output.schema, consumes: ['multipart/form-data'], body: MULTIPART_FILE } };
};

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Backlot API',
        version: '1.0.0',
        description:
          'Back-office API. Field names are snake_case. Lists answer `{data, meta}`; errors `{message, code, errors?}`. ' +
          'Authenticate with `Authorization: Bearer <access_token>` from POST /api/login.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          siteKey: { type: 'apiKey', in: 'header', name: 'X-Site-Key', description: "A site's intake key" },
        },
      },
      security: [{ bearer: [] }],
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
