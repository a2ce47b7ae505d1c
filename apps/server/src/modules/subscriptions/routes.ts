/**
 * Subscriptions (`GET /subscriptions`, `list-subscriptions`): read only — only processors' notifications move
 * them (`modules/ledger`). `GET /subscriptions/channelStatistic` counts them per channel and state (direct
 * members' under no channel), one grouped query on `subscriptions_channel_status_idx`.
 */
import { sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ChannelStatistic, channelStatistic, subscriptionManifest } from '@backlot/contract';
import { queryRows } from '../../db/client.js';
import { channels, members, plans, subscriptions } from '../../db/schema/index.js';
import { crudResource, declared } from '../../platform/crud/index.js';
import { wireColumns } from '../../platform/wire.js';
import type { Module } from '../module.js';

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
        sql`select s.channel_id, c.utm_source as channel_name,
            count(*) filter (where s.status = 'trial')::int as trial,
            count(*) filter (where s.status = 'active')::int as active,
            count(*) filter (where s.status = 'past_due')::int as past_due,
            count(*) filter (where s.status = 'cancelled')::int as cancelled,
            count(*) filter (where s.status = 'expired')::int as expired
          from ${subscriptions} s left join ${channels} c on c.id = s.channel_id
          group by s.channel_id, c.utm_source order by c.utm_source nulls last`,
      );
      return { data };
    },
  });

  crudResource(
    app,
    deps,
    declared(subscriptionManifest, {
      table: subscriptions,
      // Names by subqueries read for the page's rows only (see the orders' list).
      read: {
        columns: {
          ...wireColumns(subscriptions),
          member_username: sql`(select ${members.username} from ${members} where ${members.id} = ${subscriptions.memberId})`,
          plan_name: sql`(select ${plans.name} from ${plans} where ${plans.id} = ${subscriptions.planId})`,
          channel_name: sql`(select ${channels.utmSource} from ${channels} where ${channels.id} = ${subscriptions.channelId})`,
        },
      },
      filterTargets: { renewal: subscriptions.paidThrough },
    }),
  );
};
