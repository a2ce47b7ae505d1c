import { sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { health } from '@backlot/contract';
import type { Module } from '../module.js';

export const healthModule: Module = (app, { db, databaseKind }) => {
  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    config: { access: 'public' },
    schema: { tags: ['system'], summary: 'Liveness and database reachability', response: { 200: health, 503: health } },
    handler: async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, database: databaseKind };
      } catch {
        return reply.status(503).send({ status: 'degraded' as const, database: databaseKind });
      }
    },
  });
};
