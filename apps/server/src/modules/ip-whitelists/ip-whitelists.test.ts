/** The IP whitelist: entries kept in one spelling with their overlaps, read by the member site, and sign-in. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as, call, signIn } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';

describe('entries', async () => {
  const app = await startTestApp();
  const root = as(app, await signIn(app));

  it('keeps each range in one spelling and answers the entries it overlaps', async () => {
    const wide = await root.post('/api/ipwhitelists', { address: '10.1.2.3/8', note: 'Office VPN' });
    expect(wide.status).toBe(201);
    expect(wide.body).toMatchObject({ address: '10.0.0.0/8', note: 'Office VPN', overlaps: [] });
    const one = await root.post('/api/ipwhitelists', { address: '::ffff:10.20.30.40' });
    expect(one.body).toMatchObject({ address: '10.20.30.40', overlaps: [{ id: wide.body.id, address: '10.0.0.0/8' }] });
    const v6 = await root.post('/api/ipwhitelists', { address: '2001:DB8:0:0:0:0:0:1/128' });
    expect(v6.body.address).toBe('2001:db8::1');
    expect((await root.get(`/api/ipwhitelists/${wide.body.id}`)).body.overlaps).toEqual([
      { id: one.body.id, address: '10.20.30.40' },
    ]);
    const found = await root.get('/api/ipwhitelists?q=10.20');
    expect(found.body.data.map((e: { address: string }) => e.address)).toEqual(['10.20.30.40']);
  });

  it('refuses what is not an address, and an address already there however it is written', async () => {
    const bad = await root.post('/api/ipwhitelists', { address: '10.0.0.300' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.address).toEqual(['Enter an IPv4 or IPv6 address, or a range such as 10.0.0.0/8.']);
    await root.post('/api/ipwhitelists', { address: '198.51.100.0/24' });
    const again = await root.post('/api/ipwhitelists', { address: '198.51.100.77/24' });
    expect(again.status).toBe(422);
    expect(again.body.errors.address).toEqual(['This value is already taken.']);
  });

  it('is read by the member site with its key, and by staff only with the permission', async () => {
    const site = await root.post('/api/sites', { name: 'Velvet', domain: 'velvet.example.com' });
    const read = (key?: string) =>
      app.inject({ method: 'GET', url: '/api/site/ip-whitelist', headers: key ? { 'x-site-key': key } : {} });
    expect((await read()).statusCode).toBe(401);
    const answer = await read(site.body.intake_key);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual(expect.arrayContaining(['10.0.0.0/8', '10.20.30.40', '2001:db8::1']));
    const { token } = await adminWith(app, ['list-tags']);
    expect((await as(app, token).get('/api/ipwhitelists')).status).toBe(403);
  });
});

describe('sign-in with ADMIN_IP_ALLOWLIST=on', async () => {
  const app = await startTestApp({ adminIpAllowlist: true });
  const login = (ip: string) =>
    call(app, 'POST', '/api/login', { ip, body: { username: 'admin', password: 'Admin12345' } });
  const root = as(app, await signIn(app));

  it('is open while the list is empty, then only from the addresses it covers', async () => {
    expect((await login('203.0.113.9')).status).toBe(200);
    // The caller (127.0.0.1) must stay covered: the list takes loopback and an office range.
    expect((await root.post('/api/ipwhitelists', { address: '127.0.0.1' })).status).toBe(201);
    expect((await root.post('/api/ipwhitelists', { address: '198.51.100.0/24' })).status).toBe(201);
    expect((await login('198.51.100.20')).status).toBe(200);
    const refused = await login('203.0.113.9');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Sign-in from your address (203.0.113.9) is not allowed: it is not on the IP whitelist.',
    );
  });

  it('refuses a change that would shut out the caller, and keeps the list as it was', async () => {
    const list = await root.get('/api/ipwhitelists?sort=address');
    const loopback = list.body.data.find((e: { address: string }) => e.address === '127.0.0.1');
    const removed = await root.delete(`/api/ipwhitelists/${loopback.id}`);
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe(
      'This change would shut out your own address (127.0.0.1): sign-in needs an address on the IP whitelist.',
    );
    expect((await root.put(`/api/ipwhitelists/${loopback.id}`, { address: '127.0.0.2' })).status).toBe(409);
    expect((await root.get(`/api/ipwhitelists/${loopback.id}`)).body.address).toBe('127.0.0.1');
  });
});
