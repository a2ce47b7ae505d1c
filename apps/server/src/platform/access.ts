/**
 * Deny by default. Every API route declares `config.access`: 'public', 'signed-in', or a permission name
 * from the catalogue. A route without one fails to register. The guard authenticates the bearer token and
 * checks the permission before the body is even read.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPermissionName, type PermissionName } from '@backlot/contract';
import type { Authenticator } from './auth/authenticator.js';
import type { Actor } from './auth/sessions.js';
import { forbidden, unauthenticated } from './errors.js';

export type Access = 'public' | 'signed-in' | PermissionName;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/** The signed-in admin of a request that passed the guard. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

/** One API route as registered: what the spec coverage and the permission tests walk. */
/** `bodyLimit`: the route's own, when it takes larger bodies than the app's (a batch of ten thousand rows). */
export type RouteEntry = { method: string; url: string; access: Access; bodyLimit?: number };

/** Installs the guard on an encapsulated API context; every route registered there lands in `routeTable`. */
export function registerAccessGuard(
  api: FastifyInstance,
  deps: { authenticator: Authenticator; routeTable: RouteEntry[] },
) {
  api.decorateRequest('actor', null);

  api.addHook('onRoute', (route) => {
    const access = (route.config as { access?: string } | undefined)?.access;
    const valid = access === 'public' || access === 'signed-in' || (access !== undefined && isPermissionName(access));
    if (!valid) {
      throw new Error(
        `Route ${route.method} ${route.url} must declare config.access (public, signed-in or a catalogue permission); got ${access}`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      deps.routeTable.push({ method, url: route.url, access: access as Access, bodyLimit: route.bodyLimit });
    }
  });

  api.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    const actor = await deps.authenticator.authenticate(bearerToken(request));
    request.actor = actor;
    if (access !== 'signed-in' && !actor.permissions.has(access!)) throw forbidden();
  });
}
