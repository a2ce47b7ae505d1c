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
import { demoCommerce, type ProcessorSecrets } from './commerce.js';
import { demoMembers } from './members.js';
import { demoModelsAndPosts } from './models-posts.js';
import { demoSites } from './sites.js';
import { demoVideos } from './videos.js';
import { demoCompliance } from './compliance.js';
import { demoStorefront } from './storefront.js';
import { demoComplaints } from './complaints.js';

/** A demo site's credentials: its intake key and its processors' postback secrets. */
export type SiteCredentials = { id: number; key: string; processorSecrets: ProcessorSecrets };

/**
 * The demo site the demo traffic is sent for once listening, and every demo site (this one first), whose members'
 * purchases the processors notify with that site's secrets.
 */
export type DemoSite = SiteCredentials & { domain: string; sites: SiteCredentials[] };

/**
 * Loads the demo records; returns the demo site the demo traffic (`post-traffic.ts`) and the processor
 * simulator (`post-commerce.ts`) send as, after listen.
 */
export async function loadDemoData(tx: Tx, storage: Storage): Promise<DemoSite> {
  await demoAccess(tx);
  await demoCatalogue(tx);
  const { domain, keys } = await demoSites(tx);
  await demoModelsAndPosts(tx, storage);
  await demoVideos(tx, storage);
  await demoCompliance(tx);
  await demoStorefront(tx, storage);
  await demoComplaints(tx);
  await demoChannels(tx);
  await demoMembers(tx);
  const secrets = await demoCommerce(
    tx,
    keys.map((site) => site.id),
  );
  await demoCatalogueCommerce(tx);
  const all = keys.map((site, i) => ({ ...site, processorSecrets: secrets[i]! }));
  return { ...all[0]!, domain, sites: all };
}
