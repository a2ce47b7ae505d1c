/**
 * Who asks, as row scopes see them. A channel partner (an admin holding a partner role) sees only the rows of
 * the channels assigned to them; everyone else sees every row their permissions reach.
 */
import type { FastifyRequest } from 'fastify';

export type Viewer = { id: number; isPartner: boolean };

/** The signed-in admin as a row scope sees them; none before sign-in. */
export function viewerOf(request: FastifyRequest): Viewer | undefined {
  const actor = request.actor;
  return actor ? { id: actor.id, isPartner: actor.isPartner } : undefined;
}
