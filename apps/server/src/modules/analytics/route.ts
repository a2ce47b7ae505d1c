/**
 * How the analytics calls are declared: a GET with its permission, query, answer and whose figures it reads —
 * `company` (refused to a channel partner: 403) or `channels` (limited to a partner's channels; a channel or
 * campaign outside them is a 404). The handler gets the parsed query, the path's channel if any, and the cells
 * it may read.
 */
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AnalyticsFilters, idParams, type PermissionName } from '@backlot/contract';
import { viewerOf } from '../../platform/viewer.js';
import { analyticsDaily } from '../../db/schema/index.js';
import { type ChannelReach, type Reach, refusePartner } from './scope.js';

export type Call<Q> = {
  query: Q;
  /** The channel the path names (`/analytics/channel/{id}/...`). */
  channelId?: number;
  /** What the viewer may read: every cell, or a partner's channels'. */
  reach: SQL;
  /** The same reach over another table's channel column (members, for cohorts). */
  reachOf: Reach;
  request: FastifyRequest;
  reply: FastifyReply;
};

type Spec<Q extends z.ZodType, A extends z.ZodType | undefined> = {
  access: PermissionName;
  summary: string;
  description?: string;
  query: Q;
  /** The answer's schema; none: a file (a CSV unless `produces` says otherwise). */
  response: A;
  produces?: string[];
  scope: 'company' | 'channels';
  /** Under `/{id}/`: one channel's figures. */
  perChannel?: boolean;
};

export function analyticsRoutes(app: FastifyInstance, reach: ChannelReach) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  return function get<Q extends z.ZodType, A extends z.ZodType | undefined>(
    path: string,
    spec: Spec<Q, A>,
    handler: (call: Call<z.output<Q>>) => Promise<A extends z.ZodType ? z.input<A> : unknown>,
  ) {
    api.get(path, {
      config: { access: spec.access },
      schema: {
        tags: ['analytics'],
        summary: spec.summary,
        description: spec.description,
        querystring: spec.query,
        ...(spec.perChannel ? { params: idParams } : {}),
        ...(spec.response ? { response: { 200: spec.response } } : { produces: spec.produces ?? ['text/csv'] }),
      },
      handler: async (request, reply) => {
        const viewer = viewerOf(request);
        const query = request.query as z.output<Q>;
        const channelId = spec.perChannel ? (request.params as { id: number }).id : undefined;
        if (spec.scope === 'company') refusePartner(viewer);
        const reachOf = await reach(viewer, query as AnalyticsFilters, channelId);
        const cells = reachOf(analyticsDaily, 'channel_id');
        return handler({ query, channelId, reach: cells, reachOf, request, reply }) as never;
      },
    });
  };
}
export type AnalyticsGet = ReturnType<typeof analyticsRoutes>;
