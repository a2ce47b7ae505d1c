/**
 * The IP whitelist: addresses and ranges (CIDR), IPv4 or IPv6, each with a note. The member site reads it
 * through its site key; when the server's `ADMIN_IP_ALLOWLIST` is on, back-office sign-in needs an address it
 * covers.
 *
 * An entry is normalised as it is written, so each range has one spelling: the network address of the range
 * (`10.1.2.3/8` is kept as `10.0.0.0/8`), IPv6 in its RFC 5952 form (lower case, zeros compressed), an
 * IPv4-mapped IPv6 address as IPv4, and a single address without its prefix (`203.0.113.7`, not `/32`).
 * Entries that overlap (one holds the other) are allowed and answered in `overlaps`, for staff to tidy.
 */
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { field, manifest } from './manifest.js';
import { requiredText } from './text.js';

type Parsed = { address: ipaddr.IPv4 | ipaddr.IPv6; prefix: number };

const DOTTED_QUAD = /^\d{1,3}(\.\d{1,3}){3}$/;

/** An address or a range, or null when `text` is neither (IPv4 only as four decimal parts). */
export function parseAddressRange(text: string): Parsed | null {
  const [host = '', prefixText, ...rest] = text.trim().split('/');
  if (rest.length || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) return null;
  if (host.includes('.') && !host.includes(':') && !DOTTED_QUAD.test(host)) return null;
  if (!ipaddr.isValid(host) || host.includes('%')) return null;
  let address = ipaddr.parse(host);
  let offset = 0;
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
    offset = 96;
  }
  const bits = address.kind() === 'ipv4' ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText) - offset;
  if (prefix < 0 || prefix > bits) return null;
  return { address, prefix };
}

/** The one spelling of an address or range (see above); `text` unchanged when it is neither. */
export function normalizeAddressRange(text: string): string {
  const parsed = parseAddressRange(text);
  if (!parsed) return text;
  const { address, prefix } = parsed;
  const bits = address.kind() === 'ipv4' ? 32 : 128;
  const bytes = address.toByteArray().map((byte, i) => {
    const kept = Math.max(0, Math.min(8, prefix - i * 8));
    return byte & (0xff << (8 - kept)) & 0xff;
  });
  const network = ipaddr.fromByteArray(bytes);
  const spelled = network.kind() === 'ipv6' ? (network as ipaddr.IPv6).toRFC5952String() : network.toString();
  return prefix === bits ? spelled : `${spelled}/${prefix}`;
}

export const ipWhitelistManifest = manifest({
  resource: 'ipwhitelists',
  fields: {
    id: field.id(),
    address: field
      .of(
        'text',
        z.string(),
        requiredText(64)
          .refine((text) => parseAddressRange(text) !== null, 'msg.invalidAddress')
          .overwrite(normalizeAddressRange),
      )
      .sortable()
      .searched()
      .unique(),
    note: field.optionalMultiline(500).searched(),
    /** Other entries this one holds or lies within, by id and address. */
    overlaps: field.answer(z.array(z.object({ id: z.number().int(), address: z.string() }))),
    ...field.timestamps(),
  },
  nameField: 'address',
  defaultSort: 'address',
});
export const {
  entity: ipWhitelist,
  create: ipWhitelistCreate,
  update: ipWhitelistUpdate,
  listQuery: ipWhitelistListQuery,
  page: ipWhitelistPage,
} = ipWhitelistManifest;
export type IpWhitelist = z.infer<typeof ipWhitelist>;

/** What the member site reads with its key: the addresses and ranges alone. */
export const siteIpWhitelist = z.object({ data: z.array(z.string()) });
