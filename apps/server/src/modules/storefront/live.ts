/**
 * Banners and blocks, and what the member site reads of them: `GET /api/site/storefront` (the site's key)
 * answers the site's banners and blocks live now, each as the staff's list answers it (`site-storefront.ts`).
 */
import { bannerListQuery, blockListQuery, MAX_PER_PAGE, siteStorefront, type SiteStorefront } from '@backlot/contract';
import { registerSiteRead } from '../../platform/intake.js';
import type { Module, Uses } from '../module.js';
import { bannersResource } from './banners.js';
import { blocksResource } from './blocks.js';

type Lister<Q> = { list(query: Q): Promise<{ data: unknown[]; meta: { has_next: boolean } }> };

/** Every page of a list: a site has tens of banners and blocks, not thousands, so this is one or two reads. */
async function everyRow<Q>(service: Lister<Q>, query: (page: number) => Q) {
  const rows: unknown[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await service.list(query(page));
    rows.push(...data);
    if (!meta.has_next) return rows;
  }
}

export const storefrontModule: Module<Uses<'intake'>> = (app, deps, { intake }) => {
  const banners = bannersResource(app, deps);
  const blocks = blocksResource(app, deps);
  const live = (siteId: number, page: number) => ({
    site_id: String(siteId),
    live: '1',
    page: String(page),
    per_page: String(MAX_PER_PAGE),
  });
  registerSiteRead(app, intake, {
    path: 'storefront',
    summary: 'The banners and blocks the member site shows now',
    response: siteStorefront,
    read: async (site) =>
      ({
        banners: await everyRow(banners, (page) => bannerListQuery.parse({ ...live(site.id, page), sort: 'sort' })),
        blocks: await everyRow(blocks, (page) => blockListQuery.parse({ ...live(site.id, page), sort: 'sort' })),
      }) as SiteStorefront,
  });
};
