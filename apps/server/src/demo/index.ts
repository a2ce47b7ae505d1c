/**
 * Demo data for a new database: realistic roles, admins, tags, directors, sites, cooperation requests, models,
 * posts, videos, the storefront (blocks, banners, ad slots, site texts, SEO, FAQ), marketing channels with their
 * campaigns, members, and the commerce catalogue (plans, promotions, deals, payout statements), with generated
 * pictures stored like uploads.
 */
import type { Tx } from '../db/client.js';
import { sites } from '../db/schema/index.js';
import type { Storage } from '../platform/storage/storage.js';
import { demoAccess } from './access.js';
import { demoCatalogue } from './catalogue.js';
import { demoCatalogueCommerce } from './catalogue-commerce.js';
import { demoChannels } from './channels.js';
import { demoCommerce, type ProcessorSecrets } from './commerce.js';
import { demoMembers } from './members.js';
import { demoModelsAndPosts } from './models-posts.js';
import { demoSites } from './sites.js';
import { demoVideos } from './videos.js';
import { demoStorefront } from './storefront.js';

/** The demo site the demo traffic and the processors' notifications are sent for, once listening. */
export type DemoSite = { key: string; domain: string; processorSecrets: ProcessorSecrets };

/**
 * Loads the demo records; returns the demo site the demo traffic (`post-traffic.ts`) and the processor
 * simulator (`post-commerce.ts`) send as, after listen.
 */
export async function loadDemoData(tx: Tx, storage: Storage): Promise<DemoSite> {
  await demoAccess(tx);
  await demoCatalogue(tx);
  const trafficSite = await demoSites(tx);
  await demoModelsAndPosts(tx, storage);
  await demoVideos(tx, storage);
  await demoStorefront(tx, storage);
  await demoChannels(tx);
  await demoMembers(tx);
  const siteIds = (await tx.select({ id: sites.id }).from(sites).orderBy(sites.id)).map((site) => site.id);
  const processorSecrets = await demoCommerce(tx, siteIds);
  await demoCatalogueCommerce(tx);
  return { ...trafficSite, processorSecrets };
}
