/**
 * Deny by default, checked on the server's own route table: every permission-guarded route answers 401
 * without a token, 403 to an admin whose roles lack its permission, and passes the guard with it.
 */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness.js';
import { call } from '../test/client.js';
import { adminWith, setRolePermissions } from '../test/fixtures.js';

const app = await startTestApp();
const guarded = app.routeTable.filter((r) => r.access !== 'public' && r.url !== '/api/openapi.json');
/**
 * An id of no record: the guard answers before the record is looked up, and past the guard the answer is a 404
 * rather than a rule about that record (e.g. delegation's 403 on the first admin).
 */
const concrete = (url: string) => url.replace(/:\w+/g, '999999');
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('access guard on every route', () => {
  it('has routes to check, and every one declares its access', () => {
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of app.routeTable) expect(route.access, `${route.method} ${route.url}`).toBeTruthy();
  });

  it.each(guarded.map((r) => [`${r.method} ${r.url}`, r] as const))('%s: 401 without a token', async (_, route) => {
    const answer = await call(app, route.method as Method, concrete(route.url), {
      body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('unauthenticated');
  });

  it('401 with an unknown token', async () => {
    const answer = await call(app, 'GET', '/api/tags', { token: 'forged' });
    expect(answer.status).toBe(401);
  });

  const permissionRoutes = guarded.filter((r) => r.access !== 'signed-in');
  it.each(permissionRoutes.map((r) => [`${r.method} ${r.url} (${r.access})`, r] as const))(
    '%s: 403 without the permission, through the guard with it',
    async (_, route) => {
      const other = permissionRoutes.find((r) => r.access !== route.access)!.access;
      const { roleId, token } = await adminWith(app, [other]);
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const denied = await call(app, route.method as Method, concrete(route.url), { token, body });
      expect(denied.status).toBe(403);
      expect(denied.body.code).toBe('forbidden');

      await setRolePermissions(app, roleId, [route.access]);
      const allowed = await call(app, route.method as Method, concrete(route.url), { token, body });
      expect([401, 403]).not.toContain(allowed.status);
      expect(allowed.status).toBeLessThan(500);
    },
  );
});

describe('route registration', () => {
  it('refuses a route that declares no access', async () => {
    const Fastify = (await import('fastify')).default;
    const { registerAccessGuard } = await import('./access.js');
    const bare = Fastify();
    await bare.register(async (api) => {
      registerAccessGuard(api, { authenticator: app.authenticator, routeTable: [] });
      expect(() => api.get('/open', () => 'x')).toThrow(/must declare config.access/);
      expect(() => api.get('/typo', { config: { access: 'list-everything' as never } }, () => 'x')).toThrow(
        /must declare/,
      );
    });
    await bare.close();
  });
});
