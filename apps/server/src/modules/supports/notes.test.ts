/**
 * Internal notes on a ticket: kept with their author, counted and audited, in every state; never on the
 * member's thread, in an e-mail, an intake's answer or the member's privacy export. Then "assign to me" and the
 * "mine, waiting on us" view (assigned to the viewer and open).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { intake, ticket, twoSites } from './testing.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let me: number;
let memberId: number;
let sites: Awaited<ReturnType<typeof twoSites>>;
const SECRET = 'Refund approved by finance, do not tell them about the coupon';

beforeAll(async () => {
  const mine = await adminWith(app, [
    'create-sites',
    'list-audit-logs',
    'list-outbox',
    'export-users',
    'list-supports',
    'reply-supports',
    'solve-supports',
    'archive-supports',
    'assign-supports',
    'note-supports',
  ]);
  me = mine.adminId;
  api = as(app, mine.token);
  sites = await twoSites(api);
  [{ id: memberId }] = (await app.db
    .insert(members)
    .values({ username: 'mia', email: 'mia@example.com' })
    .returning({ id: members.id })) as [{ id: number }];
});

const submit = async (subject: string) =>
  (await intake(app, 'supports', ticket(subject), { key: sites.velvet.key })).body.id as number;
const note = (id: number, body: string) => api.post(`/api/supports/${id}/note`, { body });

describe('internal notes', () => {
  it('keeps a note with its author and time, counts and audits it, and keeps the state', async () => {
    const id = await submit('Noted');
    const written = await note(id, 'Checked the processor: one charge only.');
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({ status: 'open', notes_count: 1, replies_count: 0 });
    const notes = (await api.get(`/api/supports/${id}/notes`)).body.data;
    expect(notes).toEqual([
      expect.objectContaining({ ticket_id: id, admin_id: me, body: 'Checked the processor: one charge only.' }),
    ]);
    expect(notes[0].admin_username).toMatch(/^user-/);
    expect(Date.parse(notes[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
    const log = await api.get(`/api/audit-logs?resource=supports&resource_id=${id}`);
    expect(log.body.data[0]).toMatchObject({ action: 'note', changes: { notes_count: { before: 0, after: 1 } } });
  });

  it('takes notes in every state, archived too, oldest first', async () => {
    const id = await submit('Noted late');
    await note(id, 'first');
    await api.post(`/api/supports/${id}/solve`);
    await api.post(`/api/supports/${id}/archive`);
    expect((await note(id, 'second')).body).toMatchObject({ status: 'archived', notes_count: 2 });
    const bodies = (await api.get(`/api/supports/${id}/notes`)).body.data.map((n: { body: string }) => n.body);
    expect(bodies).toEqual(['first', 'second']);
  });

  it('never shows a note to the member: not on the thread, in an e-mail, an intake answer or the export', async () => {
    const id = await submit('Secret note');
    await note(id, SECRET);
    await api.post(`/api/supports/${id}/reply`, { message: 'We are on it.' });
    const followUp = await intake(
      app,
      'support-messages',
      { ticket_id: id, email: 'mia@example.com', message: 'Thanks' },
      { key: sites.velvet.key },
    );
    expect(followUp.status).toBe(201);
    const seen = [
      followUp.body,
      (await api.get(`/api/supports/${id}/replies`)).body,
      (await api.get('/api/outbox?per_page=200')).body,
      (await api.get(`/api/users/${memberId}/privacy-export`)).body,
    ];
    for (const answer of seen) expect(JSON.stringify(answer)).not.toContain(SECRET);
    const thread = (await api.get(`/api/supports/${id}/replies`)).body.data;
    expect(thread.map((r: { author: string }) => r.author)).toEqual(['staff', 'member']);
  });

  it('refuses an empty note (422), a missing ticket (404), and needs note-supports to write', async () => {
    const id = await submit('Note refusals');
    const empty = await note(id, '  ');
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['body']);
    expect((await note(999999, 'x')).status).toBe(404);
    expect((await api.get('/api/supports/999999/notes')).status).toBe(404);
    const reader = as(app, (await adminWith(app, ['list-supports'])).token);
    expect((await reader.post(`/api/supports/${id}/note`, { body: 'x' })).status).toBe(403);
    expect((await reader.get(`/api/supports/${id}/notes`)).status).toBe(200);
    const outsider = as(app, (await adminWith(app, ['list-videos'])).token);
    expect((await outsider.get(`/api/supports/${id}/notes`)).status).toBe(403);
  });
});

describe('assign to me, and "mine, waiting on us"', () => {
  it('assigns a ticket to the admin who asks', async () => {
    const id = await submit('Mine');
    const assigned = await api.post(`/api/supports/${id}/assign`, { assignee_id: me });
    expect(assigned.body).toMatchObject({ assignee_id: me, status: 'open' });
  });

  it('lists the tickets assigned to me that wait on staff: not waiting on the member, solved or others', async () => {
    const colleague = await adminWith(app, ['list-supports']);
    const [waitingOnUs, waitingOnMember, solved, theirs] = [
      await submit('Queue A'),
      await submit('Queue B'),
      await submit('Queue C'),
      await submit('Queue D'),
    ];
    for (const id of [waitingOnUs, waitingOnMember, solved])
      await api.post(`/api/supports/${id}/assign`, { assignee_id: me });
    await api.post(`/api/supports/${theirs}/assign`, { assignee_id: colleague.adminId });
    await api.post(`/api/supports/${waitingOnMember}/reply`, { message: 'Could you send the receipt?' });
    await api.post(`/api/supports/${solved}/solve`);
    const mine = await api.get('/api/supports?per_page=200&q=Queue&assigned=me&status=open');
    expect(mine.body.data.map((t: { id: number }) => t.id)).toEqual([waitingOnUs]);
    // The member answers: the ticket waits on us again and joins the view.
    await intake(
      app,
      'support-messages',
      { ticket_id: waitingOnMember, email: 'mia@example.com', message: 'Here it is' },
      { key: sites.velvet.key },
    );
    const again = await api.get('/api/supports?per_page=200&q=Queue&assigned=me&status=open');
    expect(again.body.data.map((t: { id: number }) => t.id)).toEqual([waitingOnUs, waitingOnMember]);
  });
});
