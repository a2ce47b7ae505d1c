/**
 * The fees an order is made with, estimated from the processor's usual rates since a notification carries
 * none; staff correct them from the processor's statement (`PUT /orders/{id}`). In basis points of the amount:
 * the processing fee, and the rolling reserve the processor holds back (released later: not a fee, never out
 * of net; the order keeps it as `reserve_fee`, the reserve held on the charge). Settlement (wire) fees are
 * charged per payout, not per order: 0 here.
 */
import type { Processor } from '@backlot/contract';

export const FEE_SCHEDULE: Record<Processor, { transaction: number; settlement: number; reserve: number }> = {
  segpay: { transaction: 1050, settlement: 0, reserve: 500 },
  epoch: { transaction: 1200, settlement: 0, reserve: 500 },
};

const share = (amount: number, basisPoints: number) => Math.round((amount * basisPoints) / 10_000);

/** The fees of a charge of `amount` minor units. */
export function feesOf(processor: Processor, amount: number) {
  const rates = FEE_SCHEDULE[processor];
  return {
    transactionFee: share(amount, rates.transaction),
    settlementFee: share(amount, rates.settlement),
    reserveFee: share(amount, rates.reserve),
  };
}
