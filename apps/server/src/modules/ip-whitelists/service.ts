/** The IP whitelist's service: whether an address may sign in (the auth module asks). */
import { sql } from 'drizzle-orm';
import { type Db, type Executor, queryRows } from '../../db/client.js';
import { ipWhitelists } from '../../db/schema/index.js';

export type IpWhitelistService = {
  /** Whether sign-in from `ip` is allowed: the setting is off, the list is empty, or an entry covers it. */
  allowsSignIn(ip: string, ex?: Executor): Promise<boolean>;
};

export function ipWhitelistService(db: Db, enforced: boolean): IpWhitelistService {
  return {
    async allowsSignIn(ip, ex = db) {
      if (!enforced) return true;
      const [row] = await queryRows<{ allowed: boolean }>(
        ex,
        sql`select not exists (select 1 from ${ipWhitelists})
          or exists (select 1 from ${ipWhitelists} where ${ipWhitelists.address} >>= ${ip}::inet) as allowed`,
      );
      return row?.allowed === true;
    },
  };
}
