/** The member's follow-up through the member site: it joins the thread and opens the ticket again. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { intake, ticket, twoSites } from './testing.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let sites: Awaited<ReturnType<typeof twoSites>>;

beforeAll(async () => {
  const { token } = await adminWith(app, [
    'create-sites',
    'list-supports',
    'solve-supports',
    'archive-supports',
    'reply-supports',
  ]);
  api = as(app, token);
  sites = await twoSites(api);
});

type Options = { key?: string; headers?: Record<string, string> };
const submit = (body: object) => intake(app, 'supports', body, { key: sites.velvet.key });
const followUp = (body: object, options: Options = {}) =>
  intake(app, 'support-messages', body, { key: options.key ?? sites.velvet.key, headers: options.headers });

describe("the member's follow-up", () => {
  it('joins the thread and opens a waiting ticket again, waiting from now', async () => {
    const { body } = await submit(ticket('Still charged twice'));
    const path = `/api/supports/${body.id}`;
    expect((await api.post(`${path}/reply`, { message: 'Which card?' })).body.status).toBe('waiting');
    // A second reply while it waits keeps it waiting.
    expect((await api.post(`${path}/reply`, { message: 'And which day?' })).body.status).toBe('waiting');
    const before = Date.now();
    const sent = await followUp(
      { ticket_id: body.id, email: 'MIA@example.com', message: 'The Visa, on Monday.' },
      { headers: { 'idempotency-key': 'follow-1' } },
    );
    expect(sent.status).toBe(201);
    const reopened = (await api.get(path)).body;
    expect(reopened).toMatchObject({ status: 'open', replies_count: 2 });
    expect(Date.parse(reopened.waiting_since)).toBeGreaterThanOrEqual(before - 1000);
    const thread = (await api.get(`${path}/replies`)).body.data;
    expect(thread.map((m: { author: string }) => m.author)).toEqual(['staff', 'staff', 'member']);
    expect(thread[2]).toMatchObject({ message: 'The Visa, on Monday.', admin_id: null, outbox_status: null });
    // A retry with the same key answers the first message and changes nothing.
    const retry = await followUp(
      { ticket_id: body.id, email: 'mia@example.com', message: 'The Visa, on Monday.' },
      { headers: { 'idempotency-key': 'follow-1' } },
    );
    expect(retry).toEqual({ status: 200, body: { id: sent.body.id } });
    expect((await api.get(`${path}/replies`)).body.data).toHaveLength(3);
    expect((await api.get(path)).body.waiting_since).toBe(reopened.waiting_since);
  });

  it('opens a solved or archived ticket again; an open one keeps its waiting time', async () => {
    const { body } = await submit(ticket('Came back'));
    const path = `/api/supports/${body.id}`;
    const received = (await api.get(path)).body.waiting_since;
    await followUp({ ticket_id: body.id, email: 'mia@example.com', message: 'Any news?' });
    expect((await api.get(path)).body).toMatchObject({ status: 'open', waiting_since: received });
    await api.post(`${path}/solve`);
    await followUp({ ticket_id: body.id, email: 'mia@example.com', message: 'It happened again.' });
    expect((await api.get(path)).body).toMatchObject({ status: 'open', solved_at: null });
    await api.post(`${path}/solve`);
    await api.post(`${path}/archive`);
    await followUp({ ticket_id: body.id, email: 'mia@example.com', message: 'Hello?' });
    expect((await api.get(path)).body.status).toBe('open');
  });

  it("refuses another site's ticket, another e-mail and a missing ticket alike, and an empty message", async () => {
    const { body } = await submit(ticket('Mine only'));
    const refusals = [
      await followUp({ ticket_id: body.id, email: 'mia@example.com', message: 'Hi' }, { key: sites.other.key }),
      await followUp({ ticket_id: body.id, email: 'eve@example.com', message: 'Hi' }),
      await followUp({ ticket_id: 999999, email: 'mia@example.com', message: 'Hi' }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['ticket_id']);
    }
    const empty = await followUp({ ticket_id: body.id, email: 'mia@example.com', message: ' ' });
    expect(Object.keys(empty.body.errors)).toEqual(['message']);
    expect((await followUp({ ticket_id: body.id, email: 'mia@example.com', message: 'Hi' }, { key: 'x' })).status).toBe(
      401,
    );
    expect((await api.get(`/api/supports/${body.id}/replies`)).body.data).toEqual([]);
  });
});
