/**
 * `POST /api/intake/coin-spends`: a pay-per-view spend the member site reports with its key — the token record
 * and the coins taken, in one transaction, once per `spend_id` of the site (sent again: `duplicate`, nothing
 * changes). A member whose balance is short is a 409 `insufficient_coins` and nothing is kept. The member is one
 * of the reporting site's: another site's is unknown to its key.
 */
import type { FastifyInstance } from 'fastify';
import { type CoinSpendIntake, coinSpendIntake, coinSpendReceipt } from '@backlot/contract';
import type { Db } from '../../../db/client.js';
import { type IntakeGate, registerBatchIntake } from '../../../platform/intake.js';
import { AppError, invalid } from '../../../platform/errors.js';
import type { LedgerService } from '../service.js';
import { memberOfSite } from '../../users/read.js';
import { recordSpend, spendOfSite } from '../../users/service.js';
import { videoOfSerial } from '../../videos/read.js';

const BODY_LIMIT = 16 * 1024;
/** Spends one site key may report a minute: one spend a call, so ten times a batch intake's calls. */
export const COIN_SPEND_LIMIT = 6_000;

async function receiveSpend(db: Db, ledger: LedgerService, siteId: number, spend: CoinSpendIntake) {
  return db.transaction(async (tx) => {
    const memberId = await memberOfSite(tx, siteId, spend.member_email);
    if (memberId === undefined) throw invalid({ member_email: ['msg.unknownMember'] });
    const recordId = await recordSpend(tx, {
      memberId,
      videoId: videoOfSerial(spend.video_serial_number),
      videoSerialNumber: spend.video_serial_number,
      amount: spend.coins,
      paidAt: spend.occurred_at ? new Date(spend.occurred_at) : new Date(),
      siteId,
      spendRef: spend.spend_id,
    });
    if (recordId === undefined) {
      const earlier = (await spendOfSite(tx, siteId, spend.spend_id))!;
      return { token_record_id: earlier.id, duplicate: true, balance: await ledger.balanceOf(tx, earlier.memberId) };
    }
    const balance = await ledger.spendCoins(tx, memberId, spend.coins, recordId);
    if (balance === null) {
      const params = { balance: await ledger.balanceOf(tx, memberId), coins: spend.coins };
      throw new AppError(409, 'insufficient_coins', 'err.insufficientCoins', undefined, params);
    }
    return { token_record_id: recordId, duplicate: false, balance };
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
