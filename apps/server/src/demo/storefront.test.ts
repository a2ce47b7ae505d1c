/** The demo storefront: every site's pages have blocks of real catalogue items, banners, texts and an FAQ. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness.js';
import { as } from '../test/client.js';
import { superAdminSession } from '../test/fixtures.js';

const app = await startTestApp({ demoData: true });
const api = as(app, await superAdminSession(app));

type Block = { page: string; type: string; videos: Array<{ cover: unknown }>; models: unknown[] };

describe('demo storefront', () => {
  it('gives each site blocks on three pages, holding published videos with covers and models', async () => {
    const sites = (await api.get('/api/sites?per_page=50')).body.data as Array<{ id: number }>;
    expect(sites.length).toBe(3);
    for (const site of sites) {
      const blocks = (await api.get(`/api/blocks?site_id=${site.id}&per_page=200`)).body.data as Block[];
      expect(new Set(blocks.map((b) => b.page))).toEqual(new Set(['home', 'videos', 'models']));
      const first = blocks.find((b) => b.page === 'home' && b.type === 'videos')!;
      expect(first.videos).toHaveLength(6);
      expect(first.videos.every((v) => v.cover !== null)).toBe(true);
      expect(blocks.some((b) => b.type === 'models' && b.models.length > 0)).toBe(true);
      const faq = await api.get(`/api/questions?site_id=${site.id}`);
      expect(faq.body.meta.total).toBe(20);
      const texts = await api.get(`/api/informations?site_id=${site.id}`);
      expect(texts.body.data.map((t: { type: string }) => t.type)).toContain('statement_2257');
    }
  });

  it('has expired and live banners with phone pictures, and every ad slot pictured', async () => {
    const expired = await api.get('/api/banners?expired=1');
    const live = await api.get('/api/banners?expired=0');
    expect(expired.body.meta.total).toBeGreaterThan(0);
    expect(live.body.data.every((b: { mobile_image: unknown }) => b.mobile_image !== null)).toBe(true);
    const slots = await api.get('/api/advertisements?per_page=50');
    expect(slots.body.data.every((a: { image: unknown }) => a.image !== null)).toBe(true);
  });
});
