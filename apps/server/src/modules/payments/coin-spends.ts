/**
 * `POST /api/intake/coin-spends`: a pay-per-view spend the member site reports with its key — the token record
 * and the coins taken, in one transaction, once per `spend_id` of the site (sent again: `duplicate`, nothing
 * changes). A member whose balance is short is a 409 `insufficient_coins` and nothing is kept. The member is one
 * of the reporting site's: another site's is unknown to its key.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { type CoinSpendIntake, coinSpendIntake, coinSpendReceipt } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { members, tokenRecords, videos } from '../../db/schema/index.js';
import { type IntakeGate, registerBatchIntake } from '../../platform/intake.js';
import { AppError, invalid } from '../../platform/errors.js';
import type { LedgerService } from '../ledger/service.js';

const BODY_LIMIT = 16 * 1024;
/** Spends one site key may report a minute: one spend a call, so ten times a batch intake's calls. */
export const COIN_SPEND_LIMIT = 6_000;

async function receiveSpend(db: Db, ledger: LedgerService, siteId: number, spend: CoinSpendIntake) {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(sql`lower(${members.email}) = lower(${spend.member_email})`, eq(members.siteId, siteId)));
    if (!member) throw invalid({ member_email: ['msg.unknownMember'] });
    const [record] = await tx
      .insert(tokenRecords)
      .values({
        memberId: member.id,
        videoId: sql`(select ${videos.id} from ${videos}
          where lower(${videos.serialNumber}) = lower(${spend.video_serial_number}) limit 1)`,
        videoSerialNumber: spend.video_serial_number,
        amount: spend.coins,
        paidAt: spend.occurred_at ? new Date(spend.occurred_at) : new Date(),
        siteId,
        spendRef: spend.spend_id,
      })
      .onConflictDoNothing()
      .returning({ id: tokenRecords.id });
    if (!record) {
      const [earlier] = await tx
        .select({ id: tokenRecords.id, memberId: tokenRecords.memberId })
        .from(tokenRecords)
        .where(and(eq(tokenRecords.siteId, siteId), eq(tokenRecords.spendRef, spend.spend_id)));
      return { token_record_id: earlier!.id, duplicate: true, balance: await ledger.balanceOf(tx, earlier!.memberId) };
    }
    const balance = await ledger.spendCoins(tx, member.id, spend.coins, record.id);
    if (balance === null) {
      const params = { balance: await ledger.balanceOf(tx, member.id), coins: spend.coins };
      throw new AppError(409, 'insufficient_coins', 'err.insufficientCoins', undefined, params);
    }
    return { token_record_id: record.id, duplicate: false, balance };
  });
}

export function registerCoinSpends(
  app: FastifyInstance,
  { db, ledger, intake }: { db: Db; ledger: LedgerService; intake: IntakeGate },
) {
  registerBatchIntake(app, intake, {
    path: 'coin-spends',
    summary: 'Record a pay-per-view coin spend of a member',
    description:
      'One spend a call, recorded once per `spend_id` (sent again: `duplicate`); the coins are taken in the same ' +
      'transaction. A balance short of `coins` is a 409 `insufficient_coins`.',
    body: coinSpendIntake,
    response: coinSpendReceipt,
    bodyLimit: BODY_LIMIT,
    limit: COIN_SPEND_LIMIT,
    receive: (site, body) => receiveSpend(db, ledger, site.id, body),
  });
}
