/**
 * Demo data for a new database: realistic roles, admins, tags, directors, sites, cooperation requests, models,
 * posts, videos, the storefront (blocks, banners, ad slots, site texts, SEO, FAQ), marketing channels with their
 * campaigns, members, and the commerce catalogue (plans, promotions, deals, payout statements), with generated
 * pictures stored like uploads.
 */
import type { Tx } from '../db/client.js';
import type { Storage } from '../platform/storage/storage.js';
import { demoAccess } from './access.js';
import { demoCatalogue } from './catalogue.js';
import { demoCatalogueCommerce } from './catalogue-commerce.js';
import { demoChannels } from './channels.js';
import { demoMembers } from './members.js';
import { demoModelsAndPosts } from './models-posts.js';
import { demoSites } from './sites.js';
import { demoVideos } from './videos.js';
import { demoStorefront } from './storefront.js';

/** Loads the demo records; returns the demo site the demo traffic is sent as (`post-traffic.ts`, after listen). */
export async function loadDemoData(tx: Tx, storage: Storage) {
  await demoAccess(tx);
  await demoCatalogue(tx);
  const trafficSite = await demoSites(tx);
  await demoModelsAndPosts(tx, storage);
  await demoVideos(tx, storage);
  await demoStorefront(tx, storage);
  await demoChannels(tx);
  await demoMembers(tx);
  await demoCatalogueCommerce(tx);
  return trafficSite;
}
