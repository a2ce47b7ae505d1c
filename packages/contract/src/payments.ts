/**
 * Payments (`/payments`): the coin ledger — every change of a member's coins, append-only, with the balance
 * after it. `credit` (staff, `POST /payments/add-credit` with a reason; audited), `purchase` (a coin pack's
 * charge; `gateway` is its processor), `spend` (a pay-per-view video: its token record), `clawback` (the coins
 * of a refunded or charged-back pack taken back). A balance never goes below zero: a clawback takes what is
 * left and records the rest as `uncollected` (coins already spent).
 *
 * Spends arrive from the member site (`POST /api/intake/coin-spends` with its key): one spend a call,
 * idempotent by the site's `spend_id`; a balance short of the price is a 409 `insufficient_coins`.
 */
import { z } from 'zod';
import { COIN_ENTRY_KINDS } from './choices.js';
import { idSchema } from './common.js';
import { dateRange, enumFilter, filters, idFilter, textFilter } from './filters.js';
import { field, manifest } from './manifest.js';
import { emailText, requiredText } from './text.js';

export type CoinEntryKind = (typeof COIN_ENTRY_KINDS)[number];

/** Most coins one credit or one spend may move. */
export const MAX_COINS = 1_000_000;
/**
 * Most coins a member's balance may hold (its column holds up to 2^31 - 1): a credit or a purchased pack
 * that would take it beyond is refused (`msg.coins.balanceFull`, a notification `coin_balance_full`).
 */
export const MAX_COIN_BALANCE = 1_000_000_000;

export const paymentFilters = filters({
  kind: enumFilter(COIN_ENTRY_KINDS),
  member_id: idFilter(),
  gateway: textFilter('equals'),
  created: dateRange(),
});

const id = () => field.answer(z.number().int());
const coins = () => field.of('integer', z.number().int());
const text = () => field.answer(z.string().nullable());

/** An entry of the coin ledger: written only through the ledger's coin functions, never by a body. */
export const paymentManifest = manifest({
  resource: 'payments',
  fields: {
    id: field.id(),
    member_id: id(),
    member_username: text(),
    kind: field.enumOf(COIN_ENTRY_KINDS).readOnly(),
    /** Coins added (positive) or taken (negative). */
    credit: coins().sortable(),
    balance_after: coins(),
    /** A clawback's coins it could not take back (already spent). */
    uncollected: coins(),
    /** `staff`, or the processor of a purchase; `site` for a spend. */
    gateway: field.answer(z.string()),
    reason: text(),
    transaction_id: id().nullable(),
    token_record_id: id().nullable(),
    admin_id: id().nullable(),
    admin_username: text(),
    created_at: field.instant().sortable(),
  },
  nameField: 'kind',
  defaultSort: '-id',
  filters: paymentFilters,
  readOnly: true,
});
export const { entity: payment, listQuery: paymentListQuery, page: paymentPage } = paymentManifest;
export type Payment = z.infer<typeof payment>;

/** A staff credit of coins to a member, with the reason (kept in the coin ledger and the audit log). */
export const addCredit = z.strictObject({
  member_id: idSchema,
  coins: z.coerce.number().int().min(1).max(MAX_COINS),
  reason: requiredText(500),
});
export type AddCredit = z.infer<typeof addCredit>;

/** A pay-per-view spend the member site reports. */
export const coinSpendIntake = z.strictObject({
  /** The site's id of the spend: sent again, it changes nothing. */
  spend_id: requiredText(64),
  member_email: emailText(),
  video_serial_number: requiredText(32),
  coins: z.number().int().min(1).max(MAX_COINS),
  /** When the member spent them (default: now). */
  occurred_at: z.iso.datetime({ offset: true, error: 'msg.invalidDate' }).optional(),
});
export type CoinSpendIntake = z.infer<typeof coinSpendIntake>;

export const coinSpendReceipt = z.object({
  token_record_id: z.number().int(),
  /** True when the spend was already recorded: nothing changed. */
  duplicate: z.boolean(),
  /** The member's balance after it. */
  balance: z.number().int(),
});
export type CoinSpendReceipt = z.infer<typeof coinSpendReceipt>;
