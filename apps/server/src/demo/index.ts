/**
 * Demo data for a new database: realistic roles, admins, tags, directors, sites, cooperation requests, models,
 * posts and videos, with generated pictures stored like uploads.
 */
import type { Tx } from '../db/client.js';
import type { Storage } from '../platform/storage/storage.js';
import { demoAccess } from './access.js';
import { demoCatalogue } from './catalogue.js';
import { demoModelsAndPosts } from './models-posts.js';
import { demoSites } from './sites.js';
import { demoVideos } from './videos.js';

export async function loadDemoData(tx: Tx, storage: Storage) {
  await demoAccess(tx);
  await demoCatalogue(tx);
  await demoSites(tx);
  await demoModelsAndPosts(tx, storage);
  await demoVideos(tx, storage);
}
