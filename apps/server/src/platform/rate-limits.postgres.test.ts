/** Two servers on one PostgreSQL: a rate limit allows a caller its submissions once across both, not once each. */
import { expect, it } from 'vitest';
import type { App } from '../app.js';
import { startTestApps } from '../test/harness.js';
import { as, signIn } from '../test/client.js';
import { INTAKE_LIMIT } from './intake.js';

const [a, b] = await startTestApps(2);

/** A cooperation request from `ip` through `app`. */
const submit = (app: App, siteKey: string, ip: string, i: number) =>
  app.inject({
    method: 'POST',
    url: '/api/intake/cooperations',
    remoteAddress: ip,
    headers: { 'x-site-key': siteKey, 'accept-language': 'en' },
    payload: { subject: `Proposal ${i}`, name: 'Ann', email: 'ann@example.com', message: 'Hello' },
  });

it(`counts one address's submissions through either server against ${INTAKE_LIMIT}`, async () => {
  const site = await as(a!, await signIn(a!)).post('/api/sites', { name: 'Shared', domain: 'shared.example.com' });
  const siteKey = site.body.intake_key as string;
  const statuses: number[] = [];
  for (let i = 0; i < INTAKE_LIMIT; i++)
    statuses.push((await submit(i % 2 ? a! : b!, siteKey, '10.4.4.4', i)).statusCode);
  expect(statuses.every((status) => status === 201)).toBe(true);
  const throughA = await submit(a!, siteKey, '10.4.4.4', INTAKE_LIMIT);
  const throughB = await submit(b!, siteKey, '10.4.4.4', INTAKE_LIMIT + 1);
  expect([throughA.statusCode, throughB.statusCode]).toEqual([429, 429]);
  expect(Number(throughB.headers['retry-after'])).toBeGreaterThan(0);
  // Another caller still gets through either server.
  expect((await submit(b!, siteKey, '10.4.4.5', 0)).statusCode).toBe(201);
});
