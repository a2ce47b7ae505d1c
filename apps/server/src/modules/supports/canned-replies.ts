/**
 * Canned replies (contract `canned-replies.ts`): the kit's resource `/canned-replies` (managed under
 * `*-canned-replies`), and `GET /supports/canned-replies` (`reply-supports`): the active ones, by title, for the
 * picker of a ticket's reply box.
 */
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { cannedReplyChoices, cannedReplyManifest } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { cannedReplies } from '../../db/schema/index.js';
import { crudResource, declared } from '../../platform/crud/index.js';
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import type { ModuleDeps } from '../module.js';

export function registerCannedReplies(app: FastifyInstance, deps: ModuleDeps) {
  crudResource(app, deps, declared(cannedReplyManifest, { table: cannedReplies, label: 'canned replies' }));
  registerChoices(app, deps.db);
}

function registerChoices(app: FastifyInstance, db: Db) {
  app.withTypeProvider<ContractTypeProvider>().get('/supports/canned-replies', {
    config: { access: 'reply-supports' },
    schema: {
      tags: ['supports'],
      summary: 'The active canned replies, by title, to insert into a reply',
      response: { 200: cannedReplyChoices },
    },
    handler: async () => ({
      data: await db
        .select({
          id: cannedReplies.id,
          title: cannedReplies.title,
          body: cannedReplies.body,
          body_cn: cannedReplies.bodyCn,
        })
        .from(cannedReplies)
        .where(eq(cannedReplies.active, true))
        .orderBy(asc(cannedReplies.title)),
    }),
  });
}
