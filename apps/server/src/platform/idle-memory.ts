/**
 * Gives memory back when the server goes quiet. V8 keeps a heap grown under load (or by the start's own work:
 * migrations, the rollups, the demo data) until its next collection, and an idle server allocates too little to
 * start one: after the demo data's first start the heap held 157 MB of which 60 MB lived. So once QUIET_MS pass
 * without a request, after the start or after requests came, one collection returns the garbage, and with it
 * (glibc's trim threshold set) the freed pages. A busy server is never collected by this: its heap is in use.
 * It needs the collector exposed (`--expose-gc`, which `npm start` and the deployment guide pass); without it
 * this does nothing.
 */
import type { FastifyInstance } from 'fastify';

/** How long without a request counts as quiet. */
export const QUIET_MS = 30_000;

type Collector = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

export function collectWhenQuiet(app: FastifyInstance) {
  const collect = (globalThis as { gc?: Collector }).gc;
  if (typeof collect !== 'function') return;
  let worked = true;
  let lastAt = Date.now();
  app.addHook('onResponse', async () => {
    worked = true;
    lastAt = Date.now();
  });
  const timer = setInterval(() => {
    if (!worked || Date.now() - lastAt < QUIET_MS) return;
    worked = false;
    // A last-resort collection, as under memory pressure: it also shrinks the young generation's spaces.
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  }, QUIET_MS / 3);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
