/** Demo roles and admins: realistic, and nobody can sign in as them with a known password. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness.js';
import { as, call, signIn } from '../test/client.js';

const app = await startTestApp({ demoData: true });
const admin = as(app, await signIn(app));

describe('demo access data', () => {
  it('has the roles with their permissions, and admins holding them, one disabled', async () => {
    const roles = await admin.get('/api/roles?per_page=50&sort=name');
    const byName = Object.fromEntries(
      roles.body.data.map((r: { name: string; permissions: string[] }) => [r.name, r.permissions]),
    );
    expect(Object.keys(byName)).toEqual(['channel partner', 'editor', 'finance', 'super-admin', 'support']);
    expect(byName['channel partner']).toEqual([
      'list-users',
      'export-users',
      'list-allocated-members',
      'list-channels',
      'export-channels',
      'list-campaigns',
      'export-campaigns',
    ]);
    const partner = roles.body.data.find((r: { name: string }) => r.name === 'channel partner');
    expect(partner.is_partner).toBe(true);
    expect(partner.admins.map((a: { username: string }) => a.username).sort()).toEqual(['ana.souza', 'marcus.lee']);
    expect(byName.editor).toContain('publish-videos');
    expect(byName.editor).not.toContain('list-users');
    expect(byName.finance).toEqual(
      expect.arrayContaining([
        'list-orders',
        'refund-orders',
        'extend-subscriptions',
        'view-daily-revenue',
        'list-users',
        'list-reconciliations',
        'run-reconciliations',
      ]),
    );
    expect(byName.support).toEqual(
      expect.arrayContaining([
        'disable-users',
        'note-users',
        'ban-comments',
        'solve-supports',
        'note-supports',
        'create-canned-replies',
        'cancel-subscriptions',
        'archive-cooperations',
      ]),
    );
    const admins = await admin.get('/api/admins?per_page=50');
    expect(admins.body.meta.total).toBeGreaterThanOrEqual(6);
    expect(admins.body.data.filter((a: { status: string }) => a.status === 'disabled')).toHaveLength(1);
  });

  it('ships no demo admin with a guessable password', async () => {
    for (const password of ['Admin12345', 'password1', 'demo12345', 'Backlot123']) {
      const answer = await call(app, 'POST', '/api/login', {
        body: { username: 'lin.xiaowen', password },
        ip: '10.77.0.1',
      });
      expect(answer.status).toBe(401);
    }
  });
});
