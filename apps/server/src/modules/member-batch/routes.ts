/** `POST /users/batch-create` under `batch-create-users`: members from a spreadsheet or JSON rows, all or none. */
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import { memberBatchCreate, memberBatchCreated } from '@backlot/contract';
import { auditContextOf } from '../../platform/audit.js';
import type { Module } from '../module.js';
import { createMemberBatch } from './service.js';

/** A full batch of CSV text or JSON rows is larger than the 1 MiB other requests may be. */
const BATCH_BODY_LIMIT = 8 * 1024 * 1024;

export const memberBatchModule: Module = (app, { db }) => {
  app.withTypeProvider<ContractTypeProvider>().post('/users/batch-create', {
    config: { access: 'batch-create-users' },
    bodyLimit: BATCH_BODY_LIMIT,
    schema: {
      tags: ['users'],
      summary: 'Create members from CSV text or JSON rows (all or none; errors name the row and column)',
      body: memberBatchCreate,
      response: { 201: memberBatchCreated },
    },
    handler: async (request, reply) => {
      const ids = await createMemberBatch(db, request.body, auditContextOf(request));
      return reply.status(201).send({ created: ids.length, ids });
    },
  });
};
