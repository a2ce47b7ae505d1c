/**
 * Processor settings per site (`/segpays`): a declared resource read with its site's name. One per site and
 * processor (422 on `site_id` otherwise). The postback secret is made by the server on create and on
 * `rotateSecret`, answered only then as `postback_secret`, or typed in by staff with `setSecret` (never answered); the table keeps its SHA-256 (hex) and last four
 * characters, and the hash never leaves the server. Allowed addresses are kept as `cidr` and answered as the
 * IP whitelist writes them (a single address without its prefix). The merchant API's credentials
 * (`setApiCredentials`) are sealed (`credentials.ts`) and answered only as the key's last four characters.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { segpayApiCredentials, segpayManifest, segpaySetSecret } from '@backlot/contract';
import { processorConfigs } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import { credentialsBox } from './credentials.js';
import { type ActionSpec, crudResource, declared } from '../../platform/crud/index.js';
import { wireColumns } from '../../platform/wire.js';
import type { Module } from '../module.js';
import { siteExists, siteName } from '../sites/read.js';

const PREFIX = 'bl_pb_';

/** The columns that keep a postback secret's trace: its hash and its last four characters. */
const traceOf = (secret: string) => ({ secretHash: hashToken(secret), secretHint: secret.slice(-4) });

/** A new postback secret, and the columns that keep its trace. */
function newSecret() {
  const secret = `${PREFIX}${newToken()}`;
  return { secret, values: traceOf(secret) };
}

/** Each allowed range as written: a single address without its prefix. */
const allowedAddresses: SQL = sql`coalesce((select json_agg(case
    when masklen(a) = case family(a) when 4 then 32 else 128 end then host(a) else text(a) end order by n)
  from unnest("processor_configs"."allowed_addresses") with ordinality as t(a, n)), '[]'::json)`;

const setSecret: ActionSpec<z.infer<typeof segpaySetSecret>> = {
  summary: 'Set the postback secret the processor already sends (never answered)',
  path: 'setSecret',
  permission: 'edit-segpays',
  body: segpaySetSecret,
  set: ({ body }) => traceOf(body.postback_secret),
};

const { secret_hash: _hash, api_user_secret: _user, api_key_secret: _key, ...answered } = wireColumns(processorConfigs);

export const segpaysModule: Module = (app, deps) => {
  const box = credentialsBox(deps.config);
  const setApiCredentials: ActionSpec<z.infer<typeof segpayApiCredentials>> = {
    summary: "Set the merchant API's user id and access key (kept encrypted, never answered)",
    path: 'setApiCredentials',
    permission: 'edit-segpays',
    body: segpayApiCredentials,
    set: ({ body }) => ({
      apiUserSecret: box.seal(body.api_user_id),
      apiKeySecret: box.seal(body.api_key),
      apiKeyHint: body.api_key.slice(-4),
    }),
  };
  crudResource(
    app,
    deps,
    declared(segpayManifest, {
      table: processorConfigs,
      label: 'processor settings',
      read: {
        columns: { ...answered, allowed_addresses: allowedAddresses, site_name: siteName(processorConfigs.siteId) },
      },
      columns: { site_name: siteName(processorConfigs.siteId) },
      writes: {
        create: (values) => {
          const made = newSecret();
          return { values: { ...values, ...made.values }, reply: { postback_secret: made.secret } };
        },
      },
      references: { site_id: siteExists },
      // One per site and processor; a change of the processor alone is caught by the index, with the same 422.
      uniqueIndexes: { site_id: 'processor_configs_site_key' },
      actions: {
        'rotate-secret': {
          summary: 'Replace the postback secret (answered once; the old secret stops working at once)',
          path: 'rotateSecret',
          permission: 'edit-segpays',
          set: ({ reply }) => {
            const made = newSecret();
            reply.postback_secret = made.secret;
            return made.values;
          },
        },
        'set-secret': setSecret,
        'set-api-credentials': setApiCredentials,
      },
    }),
  );
};
