/** Demo data for a new database: realistic roles, admins, tags, directors, sites, cooperation requests, models and posts. */
import type { Tx } from '../db/client.js';
import { demoAccess } from './access.js';
import { demoCatalogue } from './catalogue.js';
import { demoModelsAndPosts } from './models-posts.js';
import { demoSites } from './sites.js';

export async function loadDemoData(tx: Tx) {
  await demoAccess(tx);
  await demoCatalogue(tx);
  await demoSites(tx);
  await demoModelsAndPosts(tx);
}
