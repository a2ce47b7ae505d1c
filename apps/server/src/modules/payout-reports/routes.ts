/**
 * Payout reports (`/segpay-payout-reports`): a declared resource of statements typed by hand (`values.ts`),
 * read with the site's name and the number of lines kept; `POST /import` makes one from the processor's CSV
 * (`import.ts`) and `GET /{id}/reconciliation` compares it with the ledger (`reconcile.ts`). Deleting a
 * statement deletes its lines.
 */
import { sql } from 'drizzle-orm';
import {
  idParams,
  payoutReconciliation,
  type PayoutReport,
  payoutReport,
  payoutReportImport,
  payoutReportManifest,
} from '@backlot/contract';
import { payoutReportLines, payoutReports } from '../../db/schema/index.js';
import { auditContextOf } from '../../platform/audit.js';
import { crudResource, declared } from '../../platform/crud/index.js';
import { moneyAnswer, moneyAudit } from '../../platform/money.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { wireColumns } from '../../platform/wire.js';
import type { Module } from '../module.js';
import { siteName } from '../sites/read.js';
import { importStatement } from './import.js';
import { reconcile } from './reconcile.js';
import { REPORT_AMOUNTS, reportValues } from './values.js';

const RESOURCE = 'segpay-payout-reports';
/** A statement's CSV of 50,000 lines is larger than the 1 MiB other requests may be. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

const lineCount = sql<number>`(select count(*)::int from ${payoutReportLines}
  where ${payoutReportLines.reportId} = "payout_reports"."id")`;

export const payoutReportsModule: Module = (app, deps) => {
  const service = crudResource(
    app,
    deps,
    declared(payoutReportManifest, {
      table: payoutReports,
      label: 'payout reports',
      read: {
        columns: { ...wireColumns(payoutReports), site_name: siteName(payoutReports.siteId), line_count: lineCount },
      },
      columns: { site_name: siteName(payoutReports.siteId) },
      answer: moneyAnswer(REPORT_AMOUNTS),
      auditAs: moneyAudit(REPORT_AMOUNTS),
      writes: { create: reportValues, update: reportValues },
      filterTargets: { period: payoutReports.periodStart },
    }),
  );

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(`/${RESOURCE}/import`, {
    config: { access: `create-${RESOURCE}` },
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags: [RESOURCE],
      summary: "Import a processor's statement from its CSV (all or none; errors name the row and column)",
      body: payoutReportImport,
      response: { 201: payoutReport },
    },
    handler: async (request, reply) => {
      const id = await importStatement(deps.db, request.body, auditContextOf(request));
      // The kit's read answers the record as the entity schema describes it.
      return reply.status(201).send((await service.read(deps.db, id)) as PayoutReport);
    },
  });
  api.get(`/${RESOURCE}/:id/reconciliation`, {
    config: { access: `list-${RESOURCE}` },
    schema: {
      tags: [RESOURCE],
      summary: 'A statement against the ledger of its processor, period and currency',
      params: idParams,
      response: { 200: payoutReconciliation },
    },
    handler: (request) => reconcile(deps.db, request.params.id),
  });
};
