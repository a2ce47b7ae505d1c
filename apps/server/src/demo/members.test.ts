/**
 * Demo members: enough sign-ups, over several channels, devices and states, for the member list to read real,
 * and over a year, so every month of cohort retention has its cohort.
 */
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

  it('joined over the year: each month before this one has a cohort of members', async () => {
    const api = as(app, await superAdminSession(app));
    const { body } = await api.get('/api/analytics/retention/cohorts');
    const cohorts: Array<{ month: string; cohort_size: number }> = body.data;
    expect(cohorts).toHaveLength(12);
    // The current month is not over: it may have had only hours.
    expect(cohorts.slice(0, -1).filter((c) => c.cohort_size < 50)).toEqual([]);
  });
});
