/**
 * Sites: a declared resource. Names and domains are unique ignoring case. Creating a site makes its intake key
 * (answered once); `rotateKey` replaces it, and the old key stops working at once.
 */
import { siteManifest } from '@backlot/contract';
import { sites } from '../../db/schema/index.js';
import { crudResource, declared } from '../../platform/crud/index.js';
import { wireColumns } from '../../platform/wire.js';
import type { Module } from '../module.js';
import { newIntakeKey } from './service.js';

/** Every column but the key's hash, which never leaves the server. */
const { intake_key_hash: _hash, ...answered } = wireColumns(sites);

export const sitesModule: Module = (app, deps) => {
  crudResource(
    app,
    deps,
    declared(siteManifest, {
      table: sites,
      read: { columns: answered },
      writes: {
        create: (values) => {
          const made = newIntakeKey();
          return { values: { ...values, ...made.values }, reply: { intake_key: made.key } };
        },
      },
      actions: {
        'rotate-key': {
          summary: "Replace a site's intake key (answered once; the old key stops working)",
          path: 'rotateKey',
          permission: 'edit-sites',
          set: ({ reply }) => {
            const made = newIntakeKey();
            reply.intake_key = made.key;
            return made.values;
          },
        },
      },
    }),
  );
};
