/**
 * One staff action through the processor, as one click asks it: its key seen before answers the first result
 * (never a second call); otherwise the action is checked (the target's state, the site's credentials, the same
 * action not already waiting), recorded pending and audited in one transaction, then the processor is called
 * outside any transaction and its answer kept. A success stays pending until the confirming notification; a
 * refusal or no answer fails it, and the error says what to do next.
 */
import type { Processor, ProcessorActionKind } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { type AuditContext, recordAudit } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import type { SecretBox } from '../../platform/auth/secret-box.js';
import { apiCredentialsOf } from '../segpays/service.js';
import { answerError, succeeded, TIMEOUT, UNREACHABLE } from './answers.js';
import { type ActionRequest, CLIENTS } from './client.js';
import { type ActionRow, actionByKey, insertPending, pendingLike, recordAnswer } from './record.js';
import type { Transport } from './transport.js';

/** What the route found and checked: the target's processor facts, and what the action asks. */
export type Asked = {
  kind: ProcessorActionKind;
  resource: 'subscriptions' | 'orders';
  resourceId: number;
  siteId: number | null;
  processor: Processor;
  processorRef: string;
  subscriptionId: number | null;
  orderId: number | null;
  reason: string;
  idempotencyKey: string;
  /** A refund's amount in minor units and as the decimal string sent, its currency, and whether access ends. */
  refund?: { minor: number; text: string; currency: string; endAccess: boolean };
  /** An extension's days. */
  days?: number;
  /** Why the target's state does not allow the action (answered unless the click was seen before). */
  refusal?: AppError;
};

export type ActDeps = { db: Db; box: SecretBox; transport: Transport };

/** The answer a row gives: itself while pending or confirmed, its error once failed. */
function answered(row: ActionRow): ActionRow {
  if (row.state === 'failed') throw answerError(row.processorAnswer ?? UNREACHABLE);
  return row;
}

export async function act(deps: ActDeps, ctx: AuditContext, asked: Asked): Promise<ActionRow> {
  const seen = await actionByKey(deps.db, asked.idempotencyKey);
  if (seen) return answered(seen);
  if (asked.refusal) throw asked.refusal;
  const noCredentials = () =>
    new AppError(409, 'no_credentials', 'err.processorNoCredentials', undefined, { processor: asked.processor });
  const request: Omit<ActionRequest, 'credentials'> = {
    kind: asked.kind,
    processorRef: asked.processorRef,
    reason: asked.reason,
    amount: asked.refund?.text,
    currency: asked.refund?.currency,
    endAccess: asked.refund?.endAccess,
    days: asked.days,
  };
  const { siteId } = asked;
  if (siteId === null) throw noCredentials();
  const began = await deps.db.transaction(async (tx) => {
    const credentials = await apiCredentialsOf(tx, deps.box, siteId, asked.processor);
    if (!credentials) throw noCredentials();
    const call = CLIENTS[asked.processor]({ ...request, credentials });
    if (!call)
      throw new AppError(409, 'unsupported', 'err.processorUnsupported', undefined, { processor: asked.processor });
    const values = {
      siteId,
      processor: asked.processor,
      processorRef: asked.processorRef,
      kind: asked.kind,
    };
    const waiting = await pendingLike(tx, values);
    // The other request of the same click committed between our key lookup and now: its result is ours.
    if (waiting === asked.idempotencyKey) return { repeat: true as const };
    if (waiting) throw new AppError(409, 'action_pending', 'err.actionAlreadyPending');
    const row = await insertPending(tx, {
      ...values,
      subscriptionId: asked.subscriptionId,
      orderId: asked.orderId,
      amount: asked.refund?.minor ?? null,
      currency: asked.refund?.currency ?? null,
      endAccess: asked.refund?.endAccess ?? false,
      days: asked.days ?? null,
      reason: asked.reason,
      adminId: ctx.actorId,
      adminUsername: ctx.actorUsername,
      idempotencyKey: asked.idempotencyKey,
    });
    // Another request of the same click made it a moment ago: its result is this one's.
    if (!row) return { repeat: true as const };
    await recordAudit(tx, ctx, {
      action: asked.kind,
      resource: asked.resource,
      resourceId: asked.resourceId,
      label: asked.processorRef,
      after: {
        reason: asked.reason,
        processor_action_id: row.id,
        amount: asked.refund?.text ?? null,
        days: asked.days ?? null,
      },
    });
    return { row, call };
  });
  if ('repeat' in began) return answered((await actionByKey(deps.db, asked.idempotencyKey))!);
  const sent = await deps.transport(asked.processor, began.call);
  const answer = 'answer' in sent ? sent.answer : sent.failure === 'timeout' ? TIMEOUT : UNREACHABLE;
  const ok = 'answer' in sent && succeeded(sent.answer);
  return answered(await recordAnswer(deps.db, began.row.id, answer, ok));
}
