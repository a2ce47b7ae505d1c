/**
 * What the member site reads of the storefront (`GET /api/site/storefront`, with its key in `X-Site-Key`): its
 * banners and blocks that are live now — started (`starts_at` passed or none) and not ended (`expired_at` /
 * `ends_at` still ahead or none) — each as staff see it, banners and blocks by `sort` (a block names its page). A record
 * scheduled for later or ended is not in it; another site's never is.
 */
import { z } from 'zod';
import { banner } from './banners.js';
import { block } from './blocks.js';

export const siteStorefront = z.object({ banners: z.array(banner), blocks: z.array(block) });
export type SiteStorefront = z.infer<typeof siteStorefront>;
