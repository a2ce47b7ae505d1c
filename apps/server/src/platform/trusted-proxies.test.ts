/**
 * Behind a reverse proxy (10.0.0.2 here) every request comes from the proxy's address. With TRUSTED_PROXIES
 * naming it, a request's address is the client's from X-Forwarded-For — through trusted hops only: what a client
 * wrote before them is not believed. Without the setting the header is ignored, so no client can choose its address.
 */
import { describe, expect, it } from 'vitest';
import { call, signIn } from '../test/client.js';
import { ADMIN_PASSWORD, startTestApp } from '../test/harness.js';

const PROXY = '10.0.0.2';
const proxied = await startTestApp({ trustedProxies: [PROXY, '10.1.0.0/16'] });
const direct = await startTestApp();

/** A sign-in through the proxy for the client `forwardedFor` (the header as the proxy sends it). */
const signInThrough = (app: typeof direct, forwardedFor: string, password: string, username = 'admin') =>
  call(app, 'POST', '/api/login', {
    ip: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
    body: { username, password },
  });

let made = 0;

/** The address the audit log records for a tag made through the proxy for `forwardedFor`. */
async function auditedAddress(app: typeof direct, forwardedFor: string) {
  const token = await signIn(app);
  const headers = { 'x-forwarded-for': forwardedFor };
  const tag = await call(app, 'POST', '/api/tags', {
    token,
    ip: PROXY,
    headers,
    body: { name: `via-${made}`, name_cn: `标签${made++}` },
  });
  expect(tag.status).toBe(201);
  const logs = await call(app, 'GET', `/api/audit-logs?resource=tags&resource_id=${tag.body.id}`, { token });
  return logs.body.data[0].ip as string;
}

describe('behind trusted proxies', () => {
  it("ten strangers' wrong passwords block their own addresses, not the owner's", async () => {
    for (let i = 1; i <= 10; i++) {
      expect((await signInThrough(proxied, `203.0.113.${i}`, 'Wrong-pass-1', `stranger${i}`)).status).toBe(401);
    }
    const owner = await signInThrough(proxied, '198.51.100.9', ADMIN_PASSWORD);
    expect(owner.status).toBe(200);
  });

  it('record the client, and believe no hop the client wrote before a trusted one', async () => {
    expect(await auditedAddress(proxied, '203.0.113.40')).toBe('203.0.113.40');
    // The client claims 192.0.2.66; the proxy appends who connected to it.
    expect(await auditedAddress(proxied, '192.0.2.66, 203.0.113.41')).toBe('203.0.113.41');
    // Two trusted proxies in a row (10.1.0.7 forwarded to 10.0.0.2).
    expect(await auditedAddress(proxied, '203.0.113.42, 10.1.0.7')).toBe('203.0.113.42');
  });
});

describe('without trusted proxies', () => {
  it('the header is not believed: every client is the connection, and its failures add up', async () => {
    expect(await auditedAddress(direct, '203.0.113.40')).toBe(PROXY);
    for (let i = 1; i <= 10; i++) await signInThrough(direct, `203.0.113.${i}`, 'Wrong-pass-1', `stranger${i}`);
    expect((await signInThrough(direct, '198.51.100.9', ADMIN_PASSWORD)).status).toBe(429);
  });
});
