/**
 * Signed file URLs: a browser reads a stored file through `/api/files/{id}/content?expires=..&signature=..`
 * (an `<img>` cannot send a bearer token). The signature is an HMAC-SHA256 of the path and the expiry under a
 * key derived from the server's secret key, so a URL opens one file, one variant, until it expires.
 * Expiries are rounded up to the next quarter hour: a page reloaded within it gets the same URLs, which the
 * browser has cached, and each URL still lives between URL_LIFETIME_MINUTES and 15 minutes more.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const URL_LIFETIME_MINUTES = 60;
const ROUND_SECONDS = 15 * 60;

export type FileVariant = 'content' | 'thumbnail';

export type UrlSigner = {
  /** A signed URL of a file's variant. */
  url(id: number, variant: FileVariant): string;
  /** Whether a signature holds for the variant and has not expired. */
  verify(id: number, variant: FileVariant, expires: string, signature: string): boolean;
};

export function urlSigner(key: () => Buffer, now: () => number = Date.now): UrlSigner {
  const pathOf = (id: number, variant: FileVariant) => `/api/files/${id}/${variant}`;
  const mac = (path: string, expires: string) =>
    createHmac('sha256', key()).update(`${path}\n${expires}`).digest('base64url');

  return {
    url(id, variant) {
      const seconds = Math.floor(now() / 1000) + URL_LIFETIME_MINUTES * 60;
      const expires = String(Math.ceil(seconds / ROUND_SECONDS) * ROUND_SECONDS);
      const path = pathOf(id, variant);
      return `${path}?expires=${expires}&signature=${mac(path, expires)}`;
    },
    verify(id, variant, expires, signature) {
      if (Number(expires) * 1000 <= now()) return false;
      const expected = Buffer.from(mac(pathOf(id, variant), expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
