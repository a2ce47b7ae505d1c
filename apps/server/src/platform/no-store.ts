/**
 * `Cache-Control: no-store` on every answer under /api: most carry a token or personal data, and a rule
 * with no exceptions cannot be forgotten by a new route. The OpenAPI document and the docs page get it
 * too: they change with every release and are cheap to send again.
 */
import type { FastifyInstance } from 'fastify';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (isApi(request.url)) reply.header('cache-control', 'no-store');
  });
}
