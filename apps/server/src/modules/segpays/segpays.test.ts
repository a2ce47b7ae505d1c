/** Processor settings: one per site and processor, normalised addresses, a postback secret shown once. */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { processorConfigs } from '../../db/schema/index.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let siteId: number;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  const { token } = await adminWith(app, [
    'list-segpays',
    'create-segpays',
    'edit-segpays',
    'delete-segpays',
    'create-sites',
    'list-audit-logs',
  ]);
  api = as(app, token);
  siteId = (await api.post('/api/sites', { name: 'Velvet', domain: 'velvet.example.com' })).body.id;
});

describe('segpay configurations', () => {
  it('makes the postback secret, answers it once, and keeps only its SHA-256 and last four characters', async () => {
    const created = await api.post('/api/segpays', {
      site_id: siteId,
      merchant_id: 'M-1001',
      packages: [{ id: '55501', name: 'Main' }],
      allowed_addresses: ['64.38.212.9/32', '2001:DB8::1', '10.1.2.3/8'],
    });
    expect(created.status).toBe(201);
    const secret: string = created.body.postback_secret;
    expect(secret).toMatch(/^bl_pb_[\w-]{43}$/);
    expect(created.body).toMatchObject({
      site_name: 'Velvet',
      processor: 'segpay',
      secret_hint: secret.slice(-4),
      allowed_addresses: ['64.38.212.9', '2001:db8::1', '10.0.0.0/8'],
    });
    const [row] = await app.db.select().from(processorConfigs).where(eq(processorConfigs.id, created.body.id));
    expect(row!.secretHash).toBe(sha256(secret));

    const shown = await api.get(`/api/segpays/${created.body.id}`);
    expect(shown.body.postback_secret).toBeUndefined();
    expect(JSON.stringify(shown.body)).not.toMatch(/hash/);
    const listed = await api.get('/api/segpays');
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice(6, 20));
    const audit = await api.get(`/api/audit-logs?resource=segpays&resource_id=${created.body.id}`);
    expect(JSON.stringify(audit.body)).not.toContain(secret.slice(6, 20));
  });

  it('rotates the secret: a new one, answered once, and the old hash gone', async () => {
    const created = await api.post('/api/segpays', { site_id: siteId, processor: 'epoch', merchant_id: 'E-7' });
    const rotated = await api.post(`/api/segpays/${created.body.id}/rotateSecret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.postback_secret).not.toBe(created.body.postback_secret);
    const [row] = await app.db.select().from(processorConfigs).where(eq(processorConfigs.id, created.body.id));
    expect(row!.secretHash).toBe(sha256(rotated.body.postback_secret));
    expect((await api.get(`/api/segpays/${created.body.id}`)).body.secret_hint).toBe(
      rotated.body.postback_secret.slice(-4),
    );
  });

  it('keeps one per site and processor, checks the site and every address, and edits without a new secret', async () => {
    const again = await api.post('/api/segpays', { site_id: siteId, merchant_id: 'M-2' });
    expect(again.body.errors).toEqual({ site_id: ['This value is already taken.'] });
    expect((await api.post('/api/segpays', { site_id: 999999, merchant_id: 'M-3' })).body.errors).toEqual({
      site_id: ['Does not exist.'],
    });
    const bad = await api.post('/api/segpays', {
      site_id: siteId,
      processor: 'epoch',
      merchant_id: 'M-4',
      allowed_addresses: ['1.2.3.4', 'nowhere'],
    });
    expect(bad.body.errors).toEqual({
      allowed_addresses: ['Enter an IPv4 or IPv6 address, or a range such as 10.0.0.0/8.'],
    });
    const [first] = (await api.get('/api/segpays?processor=segpay')).body.data;
    const edited = await api.put(`/api/segpays/${first.id}`, { merchant_id: 'M-1002', allowed_addresses: [] });
    expect(edited.body).toMatchObject({ merchant_id: 'M-1002', allowed_addresses: [], secret_hint: first.secret_hint });
    expect(edited.body.postback_secret).toBeUndefined();
  });

  it('takes a secret the processor already sends, never answers it, and keeps it out of the audit log', async () => {
    const site = (await api.post('/api/sites', { name: 'Amber', domain: 'amber.example.com' })).body.id;
    const created = await api.post('/api/segpays', { site_id: site, merchant_id: 'M-9' });
    const typed = 'portal-secret-0123456789';
    const set = await api.post(`/api/segpays/${created.body.id}/setSecret`, { postback_secret: typed });
    expect(set.status).toBe(200);
    expect(JSON.stringify(set.body)).not.toContain(typed);
    expect(set.body).toMatchObject({ secret_hint: '6789' });
    const [row] = await app.db.select().from(processorConfigs).where(eq(processorConfigs.id, created.body.id));
    expect(row!.secretHash).toBe(sha256(typed));
    const audit = await api.get(`/api/audit-logs?resource=segpays&resource_id=${created.body.id}`);
    expect(audit.body.data[0]).toMatchObject({ action: 'set-secret' });
    expect(JSON.stringify(audit.body)).not.toContain(sha256(typed));

    const short = await api.post(`/api/segpays/${created.body.id}/setSecret`, { postback_secret: 'short' });
    expect(short.body.errors).toEqual({ postback_secret: ['At least 16 characters.'] });
    const spaced = await api.post(`/api/segpays/${created.body.id}/setSecret`, {
      postback_secret: 'a b c d e f g h i j',
    });
    expect(spaced.status).toBe(422);
    // No body at all is no secret: refused as the schema says, never a server error.
    const none = await api.post(`/api/segpays/${created.body.id}/setSecret`);
    expect(none.status).toBe(422);
  });

  it('rotates and sets a secret only with the edit permission', async () => {
    const { token } = await adminWith(app, ['list-segpays']);
    expect((await as(app, token).post('/api/segpays/1/rotateSecret')).status).toBe(403);
    const typed = { postback_secret: 'portal-secret-0123456789' };
    expect((await as(app, token).post('/api/segpays/1/setSecret', typed)).status).toBe(403);
  });
});
