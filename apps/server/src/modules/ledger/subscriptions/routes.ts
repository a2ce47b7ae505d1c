/**
 * Subscriptions (`GET /subscriptions`, `list-subscriptions`): read only — only processors' notifications move
 * them (`modules/ledger`). `GET /subscriptions/channelStatistic` counts them per channel and state (direct
 * members' under no channel), one grouped query on `subscriptions_channel_status_idx`.
 */
import { sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EXPORT_FIELDS, type ChannelStatistic, channelStatistic, subscriptionManifest } from '@backlot/contract';
import { queryRows } from '../../../db/client.js';
import { subscriptions } from '../../../db/schema/index.js';
import { crudResource, declared } from '../../../platform/crud/index.js';
import { wireColumns } from '../../../platform/wire.js';
import { channelName } from '../../channels/read.js';
import type { Module } from '../../module.js';
import { planName } from '../../plans/read.js';
import { memberUsername } from '../../users/read.js';

export const subscriptionsModule: Module = (app, deps) => {
  // Before the kit's `/subscriptions/:id` would be asked: a static path wins in Fastify's router anyway.
  app.withTypeProvider<ZodTypeProvider>().get('/subscriptions/channelStatistic', {
    config: { access: 'list-subscriptions' },
    schema: {
      tags: ['subscriptions'],
      summary: 'Count subscriptions per channel and state',
      response: { 200: channelStatistic },
    },
    handler: async () => {
      const data = await queryRows<ChannelStatistic['data'][number]>(
        deps.db,
        sql`select ${subscriptions.channelId} as channel_id, ${channelName(subscriptions.channelId)} as channel_name,
            count(*) filter (where ${subscriptions.status} = 'trial')::int as trial,
            count(*) filter (where ${subscriptions.status} = 'active')::int as active,
            count(*) filter (where ${subscriptions.status} = 'past_due')::int as past_due,
            count(*) filter (where ${subscriptions.status} = 'cancelled')::int as cancelled,
            count(*) filter (where ${subscriptions.status} = 'expired')::int as expired
          from ${subscriptions} group by ${subscriptions.channelId} order by channel_name nulls last`,
      );
      return { data };
    },
  });

  crudResource(
    app,
    deps,
    declared(subscriptionManifest, {
      export: { filename: 'subscriptions.csv', ...EXPORT_FIELDS.subscriptions },
      table: subscriptions,
      // Names by subqueries read for the page's rows only (see the orders' list).
      read: {
        columns: {
          ...wireColumns(subscriptions),
          member_username: memberUsername(subscriptions.memberId),
          plan_name: planName(subscriptions.planId),
          channel_name: channelName(subscriptions.channelId),
        },
      },
      filterTargets: { renewal: subscriptions.paidThrough },
    }),
  );
};
