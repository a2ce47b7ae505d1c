/**
 * Machine endpoints — the intakes (events, tickets, comments, cooperation requests, coin spends, files), the
 * member site's calls (`/api/site/*`), the processors' notifications and the signed file URLs — answer who
 * calls before what was sent: without a valid credential a malformed request is a 401 (a signed URL that does
 * not hold: 403), never a 422 that names the fields to send. Walked over the route table, so a new machine
 * endpoint is covered without a new test.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../test/client.js';
import { startTestApp } from '../test/harness.js';
import { machineCallers, machineCredentialOf, type Operation, operationsOf, urlOf } from '../test/operations.js';

const app = await startTestApp();
const machine = (await operationsOf(app)).filter((o) => machineCredentialOf(o) !== undefined);
const credentialsOf = await machineCallers(app);

/** A body no schema takes: a field none has, with a NUL in it. */
const BAD_BODY = { 'no such field!': 'a\u0000b' };
const WRONG: Record<string, Record<string, string>> = {
  'site-key': { 'x-site-key': 'not-a-site-key' },
  'postback-secret': { 'x-postback-secret': 'not-the-secret' },
};

const send = (o: Operation, headers: Record<string, string>) =>
  call(app, o.method, urlOf(o), { headers, body: o.method === 'GET' ? undefined : BAD_BODY });

const label = (o: Operation) => `${o.method} ${o.url}`;
const keyed = machine.filter((o) => machineCredentialOf(o) !== 'signed-url');

describe('machine endpoints check the credential first', () => {
  it('finds every family of them', () => {
    const urls = machine.map((o) => o.url);
    for (const url of [
      '/api/intake/events',
      '/api/intake/supports',
      '/api/intake/comments',
      '/api/intake/cooperations',
      '/api/postbacks/segpay',
      '/api/postbacks/epoch',
      '/api/files/:id/content',
    ])
      expect(urls).toContain(url);
    expect(urls.some((url) => url.startsWith('/api/site/'))).toBe(true);
  });

  it.each(keyed.map((o) => [label(o), o] as const))('%s: no key, or a wrong one, is 401', async (_label, o) => {
    for (const headers of [{}, WRONG[machineCredentialOf(o)!]!]) {
      const answer = await send(o, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(401);
      expect(answer.body.errors).toBeUndefined();
    }
  });

  const withBody = keyed.filter((o) => o.body);
  it.each(withBody.map((o) => [label(o), o] as const))(
    '%s: the same body with the right key is a 422',
    async (_label, o) => {
      const answer = await send(o, credentialsOf(o));
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toBeDefined();
    },
  );

  it('answers a signed URL without its signature 401, and one whose signature does not hold 403', async () => {
    for (const variant of ['content', 'thumbnail']) {
      const missing = await call(app, 'GET', `/api/files/abc/${variant}`);
      expect(missing.status).toBe(401);
      expect(missing.body.errors).toBeUndefined();
      const wrong = await call(app, 'GET', `/api/files/abc/${variant}?expires=soon&signature=%00`);
      expect(wrong.status).toBe(403);
      expect(wrong.body).toMatchObject({ message: 'This link has expired or is not valid.' });
      expect(wrong.body.errors).toBeUndefined();
    }
  });
});
