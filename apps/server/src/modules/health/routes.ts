/**
 * Health for load balancers and monitors: `GET /health` is readiness (the database answers and takes a write,
 * `health_probe`), `GET /health/live` liveness (the process serves; it never asks the database).
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { health } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { bearerToken } from '../../platform/access.js';
import { isDatabaseUnavailable } from '../../platform/db-errors.js';
import type { Module } from '../module.js';

/** Why the database cannot serve, or null when it reads and writes. */
async function databaseFault(db: Db) {
  try {
    await db.execute(sql`insert into health_probe (id, checked_at) values (1, now())
      on conflict (id) do update set checked_at = excluded.checked_at`);
    return null;
  } catch (error) {
    return isDatabaseUnavailable(error) ? ('database_unreachable' as const) : ('database_cannot_write' as const);
  }
}

export const healthModule: Module = (app, { db, databaseKind, authenticator }) => {
  /** Which database runs is for signed-in admins only; an unknown token is simply not signed in. */
  const databaseFor = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token && (await authenticator.actorOf(token)) ? { database: databaseKind } : {};
  };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      summary: 'Readiness: the database reads and writes',
      response: { 200: health, 503: health },
    },
    handler: async (request, reply) => {
      const fault = await databaseFault(db);
      // A database that cannot serve cannot check a token either.
      if (fault) return reply.status(503).send({ status: 'degraded' as const, reason: fault });
      return { status: 'ok' as const, ...(await databaseFor(request)) };
    },
  });

  api.get('/health/live', {
    config: { access: 'public' },
    schema: { tags: ['system'], summary: 'Liveness: the process serves', response: { 200: health } },
    handler: () => ({ status: 'ok' as const }),
  });
};
