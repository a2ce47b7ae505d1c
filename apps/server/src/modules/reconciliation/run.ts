/**
 * One run of one site's report at one processor: the run recorded as it starts, the report pulled with the
 * site's API credentials through the merchant API's transport (`processor-actions/transport.ts`: the base URL
 * setting, else the simulator inside the server; its timeout), each row matched (`match.ts`), and the lines of
 * the rows that did not match kept — one per site, processor and transaction id, so a run of the same days
 * again writes none twice. A pull refused, failed or timed out is the run's error, never a throw; so is a
 * failure of the run itself (logged).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { reconciliationLines, reconciliationRuns } from '../../db/schema/index.js';
import type { SecretBox } from '../../platform/auth/secret-box.js';
import { loggableError } from '../../platform/db-errors.js';
import type { Transport } from '../processor-actions/service.js';
import { accountsWithCredentials, apiCredentialsOf } from '../segpays/service.js';
import { windowAt } from './days.js';
import { type Account, type Line, type MatchDeps, matchRow } from './match.js';
import { REPORT_CLIENTS, type ReportRead } from './report-client.js';

export type RunDeps = MatchDeps & { box: SecretBox; transport: Transport; log: FastifyBaseLogger };
export type Trigger = 'schedule' | 'staff';

/** The report's rows, or why there are none. */
async function pull(deps: RunDeps, account: Account, asked: { first: string; last: string }): Promise<ReportRead> {
  const credentials = await apiCredentialsOf(deps.db, deps.box, account.siteId, account.processor);
  if (!credentials) return { error: 'no_credentials' };
  const client = REPORT_CLIENTS[account.processor];
  const sent = await deps.transport(account.processor, client.call(credentials, asked.first, asked.last), {
    raw: true,
  });
  return 'failure' in sent ? { error: sent.failure } : client.read(sent.answer);
}

/** Keeps a line: the first run's, its facts updated when a later run finds the row otherwise. */
async function keep(db: Db, runId: number, line: Line) {
  const { siteId: _s, processor: _p, transactionRef: _r, ...facts } = line;
  await db
    .insert(reconciliationLines)
    .values({ ...line, runId })
    .onConflictDoUpdate({
      target: [reconciliationLines.processor, reconciliationLines.transactionRef, reconciliationLines.siteId],
      set: facts,
    });
}

export async function reconcileAccount(deps: RunDeps, account: Account, trigger: Trigger, now = new Date()) {
  const { first, last, asked } = windowAt(now, deps.zone);
  const [run] = await deps.db
    .insert(reconciliationRuns)
    .values({ ...account, firstDay: first, lastDay: last, trigger })
    .returning({ id: reconciliationRuns.id });
  const tally = { rowsRead: 0, booked: 0, mismatches: 0, error: null as string | null };
  try {
    const read = await pull(deps, account, asked);
    if ('error' in read) tally.error = read.error;
    else
      for (const row of read.rows) {
        tally.rowsRead += 1;
        const line = await matchRow(deps, account, row);
        if (!line) continue;
        await keep(deps.db, run!.id, line);
        tally.mismatches += 1;
        if (line.kind === 'booked') tally.booked += 1;
      }
  } catch (error) {
    deps.log.error({ err: loggableError(error), run: run!.id }, 'reconciliation run failed');
    tally.error = 'internal';
  }
  await deps.db
    .update(reconciliationRuns)
    .set({ ...tally, finishedAt: sql`now()` })
    .where(eq(reconciliationRuns.id, run!.id));
  return { id: run!.id, ...tally };
}

/** The daily job: every site and processor with API credentials, one after the other. */
export async function reconcileAll(deps: RunDeps, now = new Date()) {
  const runs = [];
  for (const account of await accountsWithCredentials(deps.db))
    runs.push(await reconcileAccount(deps, account, 'schedule', now));
  return runs;
}
