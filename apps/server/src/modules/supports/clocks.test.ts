/**
 * A ticket's clocks: due instants from its arrival by its priority's targets (calendar hours, SUPPORT_TARGETS),
 * the first staff reply stopping the first-response clock (not a note, nor a later reply), solving stopping the
 * resolution clock and recovering starting it again; the priority changed under assign-supports, audited.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { intake, ticket, twoSites } from './testing.js';

const HOUR = 3_600_000;
const app = await startTestApp({
  supportTargets: {
    urgent: { firstResponse: 1, resolution: 8 },
    high: { firstResponse: 2, resolution: 12 },
    normal: { firstResponse: 8, resolution: 48 },
    low: { firstResponse: 24, resolution: 72 },
  },
});
let api: ReturnType<typeof as>;
let sites: Awaited<ReturnType<typeof twoSites>>;

beforeAll(async () => {
  const { token } = await adminWith(app, [
    'create-sites',
    'list-audit-logs',
    'list-supports',
    'reply-supports',
    'solve-supports',
    'archive-supports',
    'recover-supports',
    'assign-supports',
    'note-supports',
  ]);
  api = as(app, token);
  sites = await twoSites(api);
});

const submit = async (subject: string) =>
  (await intake(app, 'supports', ticket(subject), { key: sites.velvet.key })).body.id as number;
const show = async (id: number) => (await api.get(`/api/supports/${id}`)).body;
const hoursAfterArrival = (t: { created_at: string }, at: string) => (Date.parse(at) - Date.parse(t.created_at)) / HOUR;

describe("a ticket's clocks", () => {
  it('arrives normal, due by the targets of its priority, and follows a change of priority', async () => {
    const id = await submit('Clock targets');
    const arrived = await show(id);
    expect(arrived).toMatchObject({ priority: 'normal', first_response_at: null });
    expect(hoursAfterArrival(arrived, arrived.first_response_due_at)).toBe(8);
    expect(hoursAfterArrival(arrived, arrived.resolution_due_at)).toBe(48);
    const urgent = await api.post(`/api/supports/${id}/prioritize`, { priority: 'high' });
    expect(urgent.status).toBe(200);
    expect(hoursAfterArrival(urgent.body, urgent.body.first_response_due_at)).toBe(2);
    expect(hoursAfterArrival(urgent.body, urgent.body.resolution_due_at)).toBe(12);
    const log = await api.get(`/api/audit-logs?resource=supports&resource_id=${id}`);
    expect(log.body.data[0]).toMatchObject({
      action: 'prioritize',
      changes: { priority: { before: 'normal', after: 'high' } },
    });
    expect(
      (await api.get('/api/supports?per_page=200&q=Clock&priority=high')).body.data.map((t: { id: number }) => t.id),
    ).toEqual([id]);
  });

  it('stops the first-response clock at the first staff reply, not at a note, and keeps it there', async () => {
    const id = await submit('Clock first response');
    await api.post(`/api/supports/${id}/note`, { body: 'Looking into it' });
    expect((await show(id)).first_response_at).toBeNull();
    const replied = await api.post(`/api/supports/${id}/reply`, { message: 'We are on it.' });
    const first = replied.body.first_response_at as string;
    expect(Date.parse(first)).toBeGreaterThan(Date.now() - 60_000);
    await intake(
      app,
      'support-messages',
      { ticket_id: id, email: 'mia@example.com', message: 'Still broken' },
      {
        key: sites.velvet.key,
      },
    );
    await api.post(`/api/supports/${id}/reply`, { message: 'Fixed now.' });
    expect((await show(id)).first_response_at).toBe(first);
  });

  it('stops the resolution clock when solved, and starts it again from the arrival when recovered', async () => {
    const id = await submit('Clock resolution');
    const solved = (await api.post(`/api/supports/${id}/solve`)).body;
    expect(solved.solved_at).not.toBeNull();
    await api.post(`/api/supports/${id}/archive`);
    expect((await show(id)).solved_at).toBe(solved.solved_at);
    const recovered = (await api.post(`/api/supports/${id}/recover`)).body;
    expect(recovered.solved_at).toBeNull();
    expect(recovered.resolution_due_at).toBe(solved.resolution_due_at);
  });

  it('refuses an unknown priority (422) and needs assign-supports', async () => {
    const id = await submit('Clock refusals');
    const bad = await api.post(`/api/supports/${id}/prioritize`, { priority: 'asap' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['priority']);
    const reader = as(app, (await adminWith(app, ['list-supports', 'reply-supports'])).token);
    expect((await reader.post(`/api/supports/${id}/prioritize`, { priority: 'low' })).status).toBe(403);
  });
});
