/** The quiet-time collection: once after the start's work, once after each busy spell, never while busy. */
import Fastify from 'fastify';
import { afterAll, expect, it, vi } from 'vitest';
import { collectWhenQuiet, QUIET_MS } from './idle-memory.js';

const collections: unknown[] = [];
(globalThis as { gc?: (options: unknown) => void }).gc = (options) => collections.push(options);
// The server's clock and its timer only: requests still run for real.
vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
const app = Fastify();
app.get('/', async () => 'ok');
collectWhenQuiet(app);
await app.ready();
afterAll(async () => {
  await app.close();
  vi.useRealTimers();
  delete (globalThis as { gc?: unknown }).gc;
});

it('collects once the server is quiet, and not again until requests came', async () => {
  vi.advanceTimersByTime(QUIET_MS * 2);
  expect(collections).toEqual([{ type: 'major', execution: 'sync', flavor: 'last-resort' }]);
  vi.advanceTimersByTime(QUIET_MS * 2);
  expect(collections).toHaveLength(1);

  // Busy: a request every QUIET_MS / 3 for 3 × QUIET_MS collects nothing; once they stop, one collection.
  for (let i = 0; i < 9; i++) {
    expect((await app.inject('/')).statusCode).toBe(200);
    vi.advanceTimersByTime(QUIET_MS / 3);
  }
  expect(collections).toHaveLength(1);
  vi.advanceTimersByTime(QUIET_MS * 2);
  expect(collections).toHaveLength(2);
});
