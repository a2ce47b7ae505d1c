/** Demo members: enough sign-ups, over several channels, devices and states, for the member list to read real. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness.js';
import { as } from '../test/client.js';
import { superAdminSession } from '../test/fixtures.js';

const app = await startTestApp({ demoData: true });

describe('demo members', () => {
  it('fill the member list with attributed sign-ups of every device, some disabled', async () => {
    const api = as(app, await superAdminSession(app));
    const { body } = await api.get('/api/users?per_page=200');
    expect(body.meta.total).toBeGreaterThanOrEqual(30);
    const members: Array<{
      channel_name: string | null;
      campaign_name: string | null;
      device: string;
      status: string;
    }> = body.data;
    expect(new Set(members.map((m) => m.channel_name).filter(Boolean)).size).toBe(4);
    expect(members.filter((m) => m.campaign_name).length).toBeGreaterThan(20);
    expect(new Set(members.map((m) => m.device))).toEqual(new Set(['desktop', 'mobile', 'tablet']));
    expect(members.some((m) => m.status === 'disabled')).toBe(true);
  });
});
