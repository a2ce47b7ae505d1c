import { z } from 'zod';

/**
 * `GET /api/health` (readiness: the database answers and takes a write): `database` only for a signed-in caller
 * (a valid bearer token); others learn just the status and, when degraded, why — the database cannot be reached,
 * or it answers but cannot write (a full disk, a read-only replica). `GET /api/health/live` (liveness: the
 * process serves) never asks the database: a load balancer restarts on it, and a database outage is no reason to.
 */
export const health = z.object({
  status: z.enum(['ok', 'degraded']),
  reason: z.enum(['database_unreachable', 'database_cannot_write']).optional(),
  database: z.enum(['pglite', 'postgres']).optional(),
});
