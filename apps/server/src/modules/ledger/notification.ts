/**
 * A processor's notification as the ledger reads it, whichever processor sent it: the parsers of the
 * postbacks module (`segpay.ts`, `epoch.ts`) make one from the raw parameters, `apply.ts` applies it.
 */
import type { LedgerType, Processor } from '@backlot/contract';

/** What a successful charge is in a membership's life: its first charge, its conversion, or a rebill. */
export type ChargeStage = 'initial' | 'trial' | 'conversion' | 'rebill';

export type Notification = {
  processor: Processor;
  /** The processor's transaction id (a notification without one: an id made of its membership and time). */
  ref: string;
  /** The processor's own words for it, kept beside ours for tracing (`Auth/Rebill/sale/Yes`, `N`). */
  processorType: string;
  /** The processor's id of the membership (Segpay `purchaseid`, Epoch `ets_member_idx`). */
  membershipRef?: string;
  /** The processor's id of the price point (Segpay `eticketid`, Epoch `ets_pi_code`). */
  planRef?: string;
  member: { username?: string; email?: string };
  /** Minor units of `currency`; absent when the notification names none (a void takes the whole charge). */
  amount?: number;
  currency: string;
  paymentMethod?: string;
  occurredAt: Date;
  event:
    | { kind: 'charge'; stage: ChargeStage }
    | { kind: 'decline'; stage: ChargeStage }
    | {
        kind: 'reversal';
        type: Extract<LedgerType, 'refund' | 'chargeback' | 'void'>;
        originalRef: string;
        /** A refund that was "refund and end access" (`reversals.ts`): it ends the subscription as well. */
        endsAccess?: boolean;
      }
    | { kind: 'cancel' | 'expire' | 'reactivate' }
    /** Access and the next rebill pushed by `days` (a merchant's extension of the membership: `extension.ts`). */
    | { kind: 'extend'; days: number }
    /** Informational (a username inquiry, an access grant whose charge comes as its own notification). */
    | { kind: 'none' };
};

/** Why a notification cannot be applied: a code of the contract's POSTBACK_ERRORS and its detail. */
export class LedgerFailure extends Error {
  constructor(
    readonly code: string,
    readonly detail?: string,
  ) {
    super(detail ? `${code}:${detail}` : code);
  }
}

/**
 * A refund, chargeback or void whose charge is not in the site's ledger (yet): nothing was applied; the
 * postbacks module parks it and applies it when the charge is booked.
 */
export class AwaitingOriginal extends LedgerFailure {
  constructor(readonly originalRef: string) {
    super('original_not_found', originalRef);
  }
}
