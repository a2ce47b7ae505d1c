import { z } from 'zod';

/**
 * `GET /api/demo-data` (any signed-in admin): whether a first start is still posting its demo data (the
 * simulated traffic, tickets and commerce, a minute or two after the site answers), so that the dashboard can
 * say its figures are still filling in. False once posted, without demo data, or when the posting stopped
 * over DEMO_STALE_MINUTES ago without finishing (a server stopped mid-way).
 */
export const DEMO_STALE_MINUTES = 15;
export const demoData = z.object({ arriving: z.boolean() });
export type DemoData = z.infer<typeof demoData>;
