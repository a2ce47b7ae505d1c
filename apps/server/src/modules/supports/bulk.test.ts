/** Support tickets in bulk: solve many open tickets in one call, each as the single solve does. */
import { describe, expect, it } from 'vitest';
import { supportTickets } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';

describe('tickets in bulk', async () => {
  const app = await startTestApp();
  const { token } = await adminWith(app, ['list-supports', 'solve-supports', 'list-audit-logs']);
  const api = as(app, token);
  const ticket = (status: string) => ({
    type: 'billing',
    subject: 'Card',
    email: 'a@mail.test',
    message: 'Hi',
    status,
  });
  const rows = await app.db
    .insert(supportTickets)
    .values([ticket('open'), ticket('open'), ticket('archived')])
    .returning();
  const [a, b, archived] = rows.map((row) => row.id);

  it('solves the open ones and reports the archived one', async () => {
    const answer = await api.post('/api/supports/bulk/solve', { ids: [a, b, archived] });
    expect(answer.body.done).toEqual([a, b]);
    expect(answer.body.failed).toMatchObject([{ id: archived, code: 'invalid_transition' }]);
    const solved = (await api.get(`/api/supports/${a}`)).body;
    expect(solved).toMatchObject({ status: 'solved', waiting_since: null, solved_at: expect.any(String) });
    const log = await api.get(`/api/audit-logs?resource=supports&resource_id=${b}&action=solve`);
    expect(log.body.data).toHaveLength(1);
  });
});
