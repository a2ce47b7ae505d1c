/**
 * `GET /users/userRevenueToCSV` (`export-users`): `user_revenue.csv`, one row per member and currency, streamed
 * a batch of members at a time so the server's memory stays flat (`revenue.ts`; columns and rules: the
 * contract's `user-revenue.ts`).
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { USER_REVENUE_COLUMNS, userRevenueQuery } from '@backlot/contract';
import { sendCsv } from '../../platform/csv-download.js';
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
    handler: (request, reply) =>
      sendCsv(reply, 'user_revenue.csv', USER_REVENUE_COLUMNS, revenueBatches(deps.db, request.query)),
  });
};
