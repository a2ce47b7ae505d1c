import { z } from 'zod';

/** `GET /api/health`: `database` only for a signed-in caller (a valid bearer token); others learn just the status. */
export const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']).optional(),
});
