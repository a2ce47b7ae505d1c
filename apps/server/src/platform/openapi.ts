/** OpenAPI 3.1 generated from the contract's zod schemas: /api/openapi.json, browsable at /api/docs. */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
