/**
 * The merchant API's credentials of a site's processor settings: sealed with AES-256-GCM under a key derived
 * from the server's secret key (SECRET_KEY, else `DATA_DIR/secret.key`), opened only to make a call
 * (`apiCredentialsOf`, for the processor-actions module). Never answered, never logged.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Processor } from '@backlot/contract';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { processorConfigs } from '../../db/schema/index.js';
import { derivedKey, type SecretBox, secretBoxWithKey } from '../../platform/auth/secret-box.js';

/** The box credentials are sealed in, keyed on first use. */
export function credentialsBox(config: Pick<Config, 'secretKey' | 'dataDir' | 'databaseUrl'>): SecretBox {
  const key = derivedKey(config, 'backlot processor api credentials');
  let box: SecretBox | undefined;
  const resolve = () => (box ??= secretBoxWithKey(key()));
  return { seal: (plain) => resolve().seal(plain), open: (sealed) => resolve().open(sealed) };
}

export type ApiCredentials = { merchantId: string; userId: string; accessKey: string };

/** A site's credentials at a processor, opened; null when the site has none. */
export async function apiCredentialsOf(
  ex: Executor,
  box: SecretBox,
  siteId: number,
  processor: Processor,
): Promise<ApiCredentials | null> {
  const [row] = await ex
    .select({
      merchantId: processorConfigs.merchantId,
      user: processorConfigs.apiUserSecret,
      key: processorConfigs.apiKeySecret,
    })
    .from(processorConfigs)
    .where(and(eq(processorConfigs.siteId, siteId), eq(processorConfigs.processor, processor)));
  if (!row?.user || !row.key) return null;
  return { merchantId: row.merchantId, userId: box.open(row.user), accessKey: box.open(row.key) };
}

/** Every site and processor with API credentials stored (the daily report's accounts). */
export async function accountsWithCredentials(ex: Executor) {
  const rows = await ex
    .select({ siteId: processorConfigs.siteId, processor: processorConfigs.processor })
    .from(processorConfigs)
    .where(and(isNotNull(processorConfigs.apiUserSecret), isNotNull(processorConfigs.apiKeySecret)));
  return rows as Array<{ siteId: number; processor: Processor }>;
}

/** Whether a site has API credentials at a processor (without opening them). */
export async function hasCredentials(ex: Executor, siteId: number, processor: Processor) {
  const [row] = await ex
    .select({ user: processorConfigs.apiUserSecret, key: processorConfigs.apiKeySecret })
    .from(processorConfigs)
    .where(and(eq(processorConfigs.siteId, siteId), eq(processorConfigs.processor, processor)));
  return Boolean(row?.user && row.key);
}
