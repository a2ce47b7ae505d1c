/**
 * The demo sites' merchant API accounts: for each site and processor, an API user id and access key made at the
 * first start, kept sealed in the site's processor settings (as staff would type them) and, with the site's
 * postback secret, in `DATA_DIR/demo-keys.json` (`merchant_accounts`), where the processor simulator finds its
 * merchants — so staff can cancel or refund demo subscriptions from the first start, with no network.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PROCESSORS } from '@backlot/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { processorConfigs } from '../db/schema/index.js';
import { credentialsBox } from '../modules/segpays/service.js';
import type { SiteCredentials } from './index.js';
import type { MerchantAccount } from './processor-simulator.js';

export async function demoMerchantAccounts(db: Db, config: Config, sites: SiteCredentials[]) {
  const box = credentialsBox(config);
  const accounts: MerchantAccount[] = [];
  for (const site of sites)
    for (const processor of PROCESSORS) {
      const account = {
        processor,
        userId: `demo-${processor}-${site.id}`,
        accessKey: randomBytes(18).toString('base64url'),
        postbackSecret: site.processorSecrets[processor],
      };
      await db
        .update(processorConfigs)
        .set({
          apiUserSecret: box.seal(account.userId),
          apiKeySecret: box.seal(account.accessKey),
          apiKeyHint: account.accessKey.slice(-4),
        })
        .where(and(eq(processorConfigs.siteId, site.id), eq(processorConfigs.processor, processor)));
      accounts.push(account);
    }
  return accounts;
}
