/** Support tickets: received from a member site with an attachment, listed oldest waiting first, answered, solved. */
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { pdf, upload } from '../../test/files.js';
import { INTAKE_LIMIT } from '../../platform/intake.js';
import { intake, ticket, twoSites } from './testing.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let token: string;
let sites: Awaited<ReturnType<typeof twoSites>>;

beforeAll(async () => {
  ({ token } = await adminWith(app, [
    'create-sites',
    'list-supports',
    'delete-supports',
    'solve-supports',
    'archive-supports',
    'recover-supports',
    'reply-supports',
    'list-outbox',
    'list-audit-logs',
    'upload-files',
    'create-blocklist',
  ]));
  api = as(app, token);
  sites = await twoSites(api);
  await app.db.insert(members).values({ username: 'mia', email: 'mia@example.com' });
});

let address = 0;
const submit = (body: object, options: { key?: string; headers?: Record<string, string> } = {}) =>
  intake(app, 'supports', body, { key: options.key ?? sites.velvet.key, headers: options.headers });
const siteUpload = (content: Buffer, key = sites.velvet.key, name = 'receipt.pdf') =>
  upload(app, '', 'upload', content, { url: '/api/intake/files', siteKey: key, name, ip: `10.2.0.${++address}` });

describe('intake', () => {
  it('stores a ticket open and waiting, tied to the member with its e-mail', async () => {
    const sent = await submit(ticket('Double charge', { language: 'en' }));
    expect(sent.status).toBe(201);
    const shown = await api.get(`/api/supports/${sent.body.id}`);
    expect(shown.body).toMatchObject({
      type: 'billing',
      subject: 'Double charge',
      message: 'I was charged twice.\nPlease help.',
      status: 'open',
      language: 'en',
      site_name: 'velvet',
      attachment: null,
      replies_count: 0,
    });
    expect(shown.body.member_id).toBeGreaterThan(0);
    expect(shown.body.member_username).toBe('mia');
    expect(shown.body.waiting_since).toBe(shown.body.created_at);
    expect(shown.body).not.toHaveProperty('idempotency_key');
  });

  it('refuses a wrong key (401), bad fields (422) and answers a retry with the first ticket', async () => {
    expect((await submit(ticket('x'), { key: 'bl_site_wrong' })).status).toBe(401);
    const bad = await submit({ ...ticket(''), type: 'refund', email: 'nope', message: 'a\u0000b' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'message', 'subject', 'type']);
    const headers = { 'idempotency-key': 'ticket-1' };
    const [a, b] = [await submit(ticket('Once'), { headers }), await submit(ticket('Once'), { headers })];
    expect([a.status, b.status]).toEqual([201, 200]);
    expect(b.body.id).toBe(a.body.id);
  });
});

describe('attachments', () => {
  it('carries a file its site uploaded, checked on its content, with a signed URL', async () => {
    const file = await siteUpload(pdf());
    expect(file.status).toBe(201);
    expect(file.body).toMatchObject({ name: 'receipt.pdf', mime: 'application/pdf' });
    const sent = await submit(ticket('With receipt', { attachment_id: file.body.id }));
    expect(sent.status).toBe(201);
    const shown = await api.get(`/api/supports/${sent.body.id}`);
    expect(shown.body.attachment).toMatchObject({ id: file.body.id, kind: 'attachment', name: 'receipt.pdf' });
    const content = await app.inject({ method: 'GET', url: shown.body.attachment.url });
    expect(content.statusCode).toBe(200);
    expect(content.body).toContain('%PDF');
  });

  it('refuses a file that is not what it claims, a blocked one, and a missing key', async () => {
    const text = await siteUpload(Buffer.from('just text, named as a PDF'));
    expect(text.status).toBe(422);
    expect(Object.keys(text.body.errors)).toEqual(['file']);
    const banned = pdf();
    const { createHash } = await import('node:crypto');
    const sha256 = createHash('sha256').update(banned).digest('hex');
    await api.post('/api/files/blocklist', { sha256, reason: 'abuse' });
    expect((await siteUpload(banned)).status).toBe(422);
    expect((await siteUpload(pdf(), 'bl_site_wrong')).status).toBe(401);
  });

  it(`limits one address to ${INTAKE_LIMIT} uploads, with Retry-After`, async () => {
    const from = (content: Buffer) =>
      upload(app, '', 'upload', content, { url: '/api/intake/files', siteKey: sites.velvet.key, ip: '10.7.7.7' });
    for (let i = 0; i < INTAKE_LIMIT; i++) expect((await from(pdf())).status).toBe(201);
    const refused = await from(pdf());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("refuses another site's file, an admin's file and one another ticket holds", async () => {
    const theirs = await siteUpload(pdf(), sites.other.key);
    const admins = await upload(app, token, 'upload', pdf());
    const held = await siteUpload(pdf());
    expect((await submit(ticket('First', { attachment_id: held.body.id }))).status).toBe(201);
    for (const id of [theirs.body.id, admins.body.id, held.body.id, 999999]) {
      const refused = await submit(ticket('Borrowed', { attachment_id: id }));
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['attachment_id']);
    }
  });
});

describe('replies', () => {
  it("keeps a reply on the thread and writes its e-mail into the outbox, in the ticket's language", async () => {
    const { body } = await submit(ticket('Login trouble', { type: 'account', language: 'en' }));
    const replied = await api.post(`/api/supports/${body.id}/reply`, { message: 'We reset it.\nTry again.' });
    expect(replied.status).toBe(200);
    // The member's turn now: the ticket waits for them, and staff's waiting time stops.
    expect(replied.body).toMatchObject({ status: 'waiting', replies_count: 1, waiting_since: null });
    expect(replied.body.last_reply_at).toMatch(/^\d{4}-/);

    const thread = await api.get(`/api/supports/${body.id}/replies`);
    expect(thread.body.data).toHaveLength(1);
    expect(thread.body.data[0]).toMatchObject({
      author: 'staff',
      message: 'We reset it.\nTry again.',
      outbox_status: 'kept',
    });
    expect(thread.body.data[0].admin_username).toMatch(/\w/);

    const mail = await api.get(`/api/outbox/${thread.body.data[0].outbox_id}`);
    expect(mail.body).toMatchObject({
      template: 'ticket-reply',
      language: 'en',
      recipient: 'mia@example.com',
      subject: 'Re: Login trouble',
      status: 'kept',
    });
    expect(mail.body.body).toContain('We reset it.\nTry again.');

    const log = await api.get(`/api/audit-logs?resource=supports&resource_id=${body.id}`);
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(['reply']);
  });

  it('refuses an empty reply (422) and a reply without the permission (403)', async () => {
    const { body } = await submit(ticket('Empty reply'));
    const empty = await api.post(`/api/supports/${body.id}/reply`, { message: '  ' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['message']);
    const reader = as(app, (await adminWith(app, ['list-supports'])).token);
    expect((await reader.post(`/api/supports/${body.id}/reply`, { message: 'Hi' })).status).toBe(403);
    expect((await api.get(`/api/supports/${body.id}/replies`)).body.data).toEqual([]);
  });
});

describe('states', () => {
  it('goes open -> solved -> archived -> open; anything else is a 409', async () => {
    const { body } = await submit(ticket('Lifecycle'));
    const path = `/api/supports/${body.id}`;
    expect((await api.post(`${path}/archive`)).status).toBe(409);
    expect((await api.post(`${path}/recover`)).status).toBe(409);
    const solved = await api.post(`${path}/solve`);
    expect(solved.body).toMatchObject({ status: 'solved', waiting_since: null });
    expect(solved.body.solved_at).toMatch(/^\d{4}-/);
    expect((await api.post(`${path}/solve`)).body.code).toBe('invalid_transition');
    expect((await api.post(`${path}/archive`)).body.status).toBe('archived');
    expect((await api.get(`/api/audit-logs?resource=supports&resource_id=${body.id}`)).body.data[0]).toMatchObject({
      action: 'archive',
      changes: { status: { before: 'solved', after: 'archived' } },
    });
    const reply = await api.post(`${path}/reply`, { message: 'Late answer' });
    expect(reply.status).toBe(409);
    const recovered = await api.post(`${path}/recover`);
    expect(recovered.body).toMatchObject({ status: 'open', solved_at: null });
    // Waiting again from the moment it was recovered, not since it arrived.
    expect(Date.parse(recovered.body.waiting_since)).toBeGreaterThan(Date.parse(recovered.body.created_at));
  });

  it('solves a waiting ticket, and audits the move to waiting', async () => {
    const { body } = await submit(ticket('Answered then solved'));
    const path = `/api/supports/${body.id}`;
    await api.post(`${path}/reply`, { message: 'Done on our side.' });
    expect((await api.post(`${path}/solve`)).body).toMatchObject({ status: 'solved', waiting_since: null });
    const log = await api.get(`/api/audit-logs?resource=supports&resource_id=${body.id}`);
    const reply = log.body.data.find((entry: { action: string }) => entry.action === 'reply');
    expect(reply.changes.status).toEqual({ before: 'open', after: 'waiting' });
  });

  it('deletes a ticket with its thread', async () => {
    const { body } = await submit(ticket('To delete'));
    await api.post(`/api/supports/${body.id}/reply`, { message: 'Noted' });
    expect((await api.delete(`/api/supports/${body.id}`)).status).toBe(204);
    expect((await api.get(`/api/supports/${body.id}`)).status).toBe(404);
    expect((await api.get(`/api/supports/${body.id}/replies`)).status).toBe(404);
  });
});

describe('list', () => {
  it('puts open tickets first, the longest waiting first', async () => {
    const first = await submit(ticket('Queue A'));
    const second = await submit(ticket('Queue B'));
    const third = await submit(ticket('Queue C'));
    await api.post(`/api/supports/${first.body.id}/solve`);
    const listed = await api.get('/api/supports?q=Queue');
    expect(listed.body.data.map((t: { subject: string }) => t.subject)).toEqual(['Queue B', 'Queue C', 'Queue A']);
    expect(second.body.id).toBeLessThan(third.body.id);
  });

  it('filters by status, type and day, and searches subject and e-mail', async () => {
    const { body } = await submit(ticket('Filter me', { type: 'technical', email: 'finder@example.com' }));
    const today = new Date().toISOString().slice(0, 10);
    const ids = async (query: string) =>
      (await api.get(`/api/supports?per_page=200&${query}`)).body.data.map((t: { id: number }) => t.id);
    expect(await ids('q=finder@')).toEqual([body.id]);
    expect(await ids(`type=technical&status=open&created_from=${today}&created_to=${today}`)).toContain(body.id);
    expect(await ids('type=billing&q=Filter me')).toEqual([]);
    expect(await ids('created_to=2000-01-01')).toEqual([]);
    expect((await api.get('/api/supports?status=closed')).status).toBe(422);
  });
});
