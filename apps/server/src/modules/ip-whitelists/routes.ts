/**
 * The IP whitelist: a declared resource (`/ipwhitelists`, under the members' permissions). The contract
 * normalises each entry; the table keeps it as `cidr`, unique, and answers it as written (a single address
 * without its prefix) with the entries it overlaps. Its service (`service.ts`) answers sign-in's check, and the member
 * site reads the list with its site key (`GET /api/site/ip-whitelist`).
 *
 * With `ADMIN_IP_ALLOWLIST=on`, sign-in needs an address the list covers — once the list has an entry: an
 * empty list restricts nothing, or turning the setting on before adding entries would shut everyone out.
 * For the same reason a change that would leave the caller's own address outside a non-empty list is
 * refused (409) and undone.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ipWhitelistManifest, siteIpWhitelist } from '@backlot/contract';
import { queryRows } from '../../db/client.js';
import { ipWhitelists } from '../../db/schema/index.js';
import { crudResource, declared } from '../../platform/crud/index.js';
import { AppError } from '../../platform/errors.js';
import { registerSiteRead } from '../../platform/intake.js';
import { wireColumns } from '../../platform/wire.js';
import type { Module, Uses } from '../module.js';

/** A range as the contract writes it: a single address without its prefix. */
const written = (column: AnyPgColumn | SQL) =>
  sql<string>`case when masklen(${column}) = case family(${column}) when 4 then 32 else 128 end
    then host(${column}) else text(${column}) end`;

/**
 * The other entries an entry holds or lies within. Written with explicit names: the kit reads one table with
 * unqualified columns, which inside the subquery would name the other entry's.
 */
const overlaps = sql`coalesce((select json_agg(json_build_object('id', other.id, 'address', ${written(sql`other.address`)})
  order by other.id) from ip_whitelists other where other.id <> ip_whitelists.id
  and other.address && ip_whitelists.address), '[]'::json)`;

export const ipWhitelistsModule: Module<Uses<'ipWhitelist' | 'intake'>> = (
  app,
  deps,
  { ipWhitelist: whitelist, intake },
) => {
  crudResource(
    app,
    deps,
    declared(ipWhitelistManifest, {
      table: ipWhitelists,
      label: 'IP whitelist entries',
      read: { columns: { ...wireColumns(ipWhitelists), address: written(ipWhitelists.address), overlaps } },
      searchedAs: { address: sql`text(${ipWhitelists.address})` },
      afterWrite: async (tx, ctx) => {
        if (ctx.ip && !(await whitelist.allowsSignIn(ctx.ip, tx))) {
          throw new AppError(409, 'locks_out', 'err.whitelistLocksOut', undefined, { ip: ctx.ip });
        }
      },
    }),
  );
  registerSiteRead(app, intake, {
    path: 'ip-whitelist',
    summary: 'The IP whitelist, for the member site',
    response: siteIpWhitelist,
    read: async () => {
      const rows = await queryRows<{ address: string }>(
        deps.db,
        sql`select ${written(ipWhitelists.address)} as address from ${ipWhitelists} order by ${ipWhitelists.address}`,
      );
      return { data: rows.map((row) => row.address) };
    },
  });
};
