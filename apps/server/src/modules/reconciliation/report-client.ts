/**
 * A processor's daily transaction report behind one interface, as the merchant API's actions are
 * (`processor-actions/client.ts`): the GET that asks the report of some days with a merchant's credentials, the
 * reading of its answer into rows — each row as the processor's postback would carry it, the parameters the
 * postback parser reads — and, for the processor simulator, the writing of rows as the processor answers them.
 */
import type { Processor } from '@backlot/contract';
import type { ApiCall } from '../processor-actions/service.js';
import type { ApiCredentials } from '../segpays/service.js';
import { epochReport } from './epoch-report.js';
import { segpayReport } from './segpay-report.js';

/** Rows as postback parameters, or why the answer is no report (the processor's answer text). */
export type ReportRead = { rows: Array<Record<string, string>> } | { error: string };

export type ReportClient = {
  /** The report of the days `first` to `last` (YYYY-MM-DD, both included). */
  call(credentials: Pick<ApiCredentials, 'userId' | 'accessKey'>, first: string, last: string): ApiCall;
  read(body: string): ReportRead;
  /** The answer a processor gives with `rows` (postback parameters): the simulator's. */
  write(rows: Array<Record<string, string>>): string;
  /** The days a call asks (YYYY-MM-DD), read back from its query: the simulator's. */
  daysOf(query: Record<string, string>): { first: string; last: string } | null;
};

export const REPORT_CLIENTS: Record<Processor, ReportClient> = { segpay: segpayReport, epoch: epochReport };
