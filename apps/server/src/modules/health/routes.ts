/** GET /health: liveness and database reachability, for load balancers and monitors. */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { health } from '@backlot/contract';
import { bearerToken } from '../../platform/access.js';
import type { Module } from '../module.js';

export const healthModule: Module = (app, { db, databaseKind, authenticator }) => {
  /** Which database runs is for signed-in admins only; an unknown token is simply not signed in. */
  const databaseFor = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token && (await authenticator.actorOf(token)) ? { database: databaseKind } : {};
  };

  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    config: { access: 'public' },
    schema: { tags: ['system'], summary: 'Liveness and database reachability', response: { 200: health, 503: health } },
    handler: async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
      } catch {
        // No database, no way to check a token either.
        return reply.status(503).send({ status: 'degraded' as const });
      }
      return { status: 'ok' as const, ...(await databaseFor(request)) };
    },
  });
};
