/** Demo data for a new database: realistic roles, admins, tags and directors. */
import type { Tx } from '../db/client.js';
import { demoAccess } from './access.js';
import { demoCatalogue } from './catalogue.js';

export async function loadDemoData(tx: Tx) {
  await demoAccess(tx);
  await demoCatalogue(tx);
}
