/**
 * `Cache-Control: no-store` on every answer under /api: most carry a token or personal data, and a rule
 * with no exceptions cannot be forgotten by a new route. The OpenAPI document and the docs page get it
 * too: they change with every release and are cheap to send again. The one exception is declared on the
 * route (`config.cacheable`): a stored file's bytes under a signed URL, which name the same bytes until the
 * URL expires and which the route gives its own `private` lifetime — only its successful answers.
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route sets its own Cache-Control on its 2xx answers (signed file URLs only). */
    cacheable?: boolean;
  }
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (!isApi(request.url)) return;
    const ownCache = request.routeOptions.config?.cacheable && reply.statusCode < 300;
    if (!ownCache) reply.header('cache-control', 'no-store');
  });
}
