/**
 * `GET /users/userRevenueToCSV` (`export-users`): `user_revenue.csv`, one row per member and currency, streamed
 * a batch of members at a time so the server's memory stays flat (`revenue.ts`; columns and rules: the
 * contract's `user-revenue.ts`).
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { USER_REVENUE_COLUMNS, userRevenueQuery } from '@backlot/contract';
import { csvCell } from '../../platform/crud/export.js';
import type { Module } from '../module.js';
import { revenueBatches } from './revenue.js';

export const userRevenueModule: Module = (app, deps) => {
  app.withTypeProvider<ZodTypeProvider>().get('/users/userRevenueToCSV', {
    config: { access: 'export-users' },
    schema: {
      tags: ['users'],
      summary: 'Download each member’s revenue per currency as CSV',
      querystring: userRevenueQuery,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const text = Readable.from(
        (async function* () {
          yield stringify([[...USER_REVENUE_COLUMNS]], { bom: true });
          for await (const rows of revenueBatches(deps.db, request.query)) {
            if (rows.length) yield stringify(rows.map((row) => USER_REVENUE_COLUMNS.map((c) => csvCell(row[c]))));
          }
        })(),
      );
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="user_revenue.csv"');
      return reply.send(text);
    },
  });
};
