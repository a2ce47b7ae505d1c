/**
 * Bad input is never a 500. Every operation of the route table is driven with generated hostile requests
 * (test/hostile.ts) as a super-admin, so each reaches validation and its handler. A 5xx fails, and so does a
 * warning in the log: a value the database had to refuse (the 400 backstop) means a schema let it through.
 * A new route is covered without a new test. The session is made anew when an operation ends it (sign-out,
 * a password change).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness.js';
import { superAdminSession } from '../test/fixtures.js';
import { type HostileRequest, hostileRequest } from '../test/hostile.js';
import { machineCallers, type Operation, operationsOf, urlOf } from '../test/operations.js';

/** Requests per operation: enough to meet each kind of hostile value, small enough for both databases in CI. */
const RUNS = 30;

/** What the server logs at warn and above. */
const warnings: Array<{ msg: string; err?: unknown }> = [];
const app = await startTestApp({
  logLevel: 'warn',
  logFormat: 'json',
  logStream: { write: (line: string) => void warnings.push(JSON.parse(line)) },
});
const operations = await operationsOf(app);
// Machine endpoints read their input once the caller's key holds: these requests carry a valid one.
let credentialsOf = await machineCallers(app);
let token = await superAdminSession(app);

async function send(operation: Operation, request: HostileRequest) {
  const inject = () =>
    app.inject({
      method: operation.method,
      url: request.url,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'en',
        ...credentialsOf(operation),
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
  let response = await inject();
  if (response.statusCode === 401) {
    // An earlier request ended the session, or deleted the site (or made it a new key).
    [token, credentialsOf] = await Promise.all([superAdminSession(app), machineCallers(app)]);
    response = await inject();
  }
  if (operation.url === '/api/logout' && response.statusCode === 204) token = await superAdminSession(app);
  return response;
}

const MiB = 1024 * 1024;
const shown = (request: HostileRequest) => JSON.stringify(request).slice(0, 300);

describe('hostile input', () => {
  it('drives the whole API', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it.each(operations)('$method $url never answers 5xx nor makes the database refuse a value', async (operation) => {
    await fc.assert(
      fc.asyncProperty(hostileRequest(operation), async (request) => {
        const logged = warnings.length;
        const response = await send(operation, request);
        expect(response.statusCode, `${response.body.slice(0, 300)} for ${shown(request)}`).toBeLessThan(500);
        expect(warnings.slice(logged), `logged for ${shown(request)}`).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  const withBody = operations.filter((o) => o.body);
  // 1 MiB past the body limit: the app's (1 MiB) or the route's own.
  it.each(withBody)('$method $url refuses a body 1 MiB over its limit with 413', async (operation) => {
    const payload = JSON.stringify({ name: 'x'.repeat((operation.bodyLimit ?? MiB) + MiB) });
    const response = await send(operation, { url: urlOf(operation), contentType: 'application/json', payload });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'too_large', message: 'The request is too large.' });
  });
});
