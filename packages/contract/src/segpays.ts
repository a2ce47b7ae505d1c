/**
 * Processor settings per site (`/segpays`, the spec's Segpay configurations; Epoch's are kept the same way):
 * one per site and processor, with the merchant id, the packages (the processor's price-point groups, each an
 * id and a name), the addresses postbacks may come from (IPv4, IPv6 or CIDR ranges, each in the one spelling of
 * the IP whitelist's `normalizeAddressRange`; none: any address) and the postback secret.
 *
 * The secret is made by the server (`bl_pb_` and 32 random bytes, base64url), on create and on
 * `POST /segpays/{id}/rotateSecret`, and answered as `postback_secret` only in that answer: the server keeps its
 * SHA-256 (hex, `processor_configs.secret_hash`, what the postback endpoint compares) and its last four
 * characters (`secret_hint`). A new secret replaces the old one at once. The processor is given the postback
 * URL `postbackUrl(origin, processor, secret)`: `https://<back-office>/api/postbacks/<processor>?secret=<secret>`.
 * When the processor already sends a secret of its own (set in its portal before), staff type it in with
 * `POST /segpays/{id}/setSecret`; notifications it refused are then replayed from the postback inbox.
 */
import { z } from 'zod';
import { PROCESSORS, type Processor } from './choices.js';
import { enumFilter, filters, idFilter } from './filters.js';
import { normalizeAddressRange, parseAddressRange } from './ip-whitelists.js';
import { field, manifest } from './manifest.js';
import { requiredText, secretText } from './text.js';

/** Where a processor sends its notifications, with the secret that authenticates them. */
export function postbackUrl(origin: string, processor: Processor, secret: string): string {
  return `${origin}/api/postbacks/${processor}?secret=${encodeURIComponent(secret)}`;
}

const packageEntry = z.object({ id: z.string(), name: z.string() });

const address = requiredText(64)
  .refine((text) => parseAddressRange(text) !== null, 'msg.invalidAddress')
  .overwrite(normalizeAddressRange);
const packageInput = z.strictObject({ id: requiredText(64), name: requiredText(100) });

export const segpayFilters = filters({ processor: enumFilter(PROCESSORS), site_id: idFilter() });

/** One site's settings of one processor; the postback secret is written only by its actions, never answered again. */
export const segpayManifest = manifest({
  resource: 'segpays',
  fields: {
    id: field.id(),
    /** One settings record per site and processor. */
    site_id: field.reference('sites').unique('processor'),
    site_name: field.answer(z.string()).searched(),
    processor: field.enumOf(PROCESSORS).default('segpay'),
    merchant_id: field.text(64).sortable().searched(),
    packages: field.of('other', z.array(packageEntry), z.array(packageInput).max(100)).default([]),
    /** Addresses and ranges postbacks may come from; empty: any. */
    allowed_addresses: field.of('other', z.array(z.string()), z.array(address).max(100)).default([]),
    /** The last four characters of the postback secret. */
    secret_hint: field.answer(z.string()),
    /** Only in the answer that made it (create, rotateSecret): the postback secret, never shown again. */
    postback_secret: field.answer(z.string().optional()),
    /**
     * The last four characters of the merchant API's access key (`setApiCredentials`), null when none is set:
     * the user id and key themselves are never answered.
     */
    api_key_hint: field.answer(z.string().nullable()),
    created_at: field.instant().sortable(),
    updated_at: field.instant(),
  },
  nameField: 'merchant_id',
  defaultSort: 'id',
  filters: segpayFilters,
});
export const {
  entity: segpay,
  create: segpayCreate,
  update: segpayUpdate,
  listQuery: segpayListQuery,
  page: segpayPage,
} = segpayManifest;
export type Segpay = z.infer<typeof segpay>;

/** Fewest characters of a secret staff enter: a processor's portal may hold one made elsewhere. */
export const MIN_POSTBACK_SECRET = 16;
/**
 * `POST /segpays/{id}/setSecret`: the secret the processor already sends (typed from its portal), replacing
 * ours. Kept as its hash like a made one, never answered. One line without spaces, as a URL parameter carries it.
 */
export const segpaySetSecret = z.strictObject({
  postback_secret: secretText(256, 'msg.required')
    .min(MIN_POSTBACK_SECRET, 'msg.tooShort')
    .regex(/^\S+$/, 'msg.invalidValue'),
});

/**
 * `POST /segpays/{id}/setApiCredentials`: the merchant API's credentials Backlot acts with (Segpay Reporting
 * Services' user id and access key; Epoch's member-services account and key). Kept encrypted, never answered
 * (only `api_key_hint`); a new pair replaces the old.
 */
export const segpayApiCredentials = z.strictObject({
  api_user_id: secretText(128, 'msg.required').min(1, 'msg.required').regex(/^\S+$/, 'msg.invalidValue'),
  api_key: secretText(256, 'msg.required').min(1, 'msg.required').regex(/^\S+$/, 'msg.invalidValue'),
});
export type SegpayApiCredentials = z.infer<typeof segpayApiCredentials>;
