/**
 * Sends a merchant API call and reads its answer text, within the configured timeout. To the processor's base
 * URL (SEGPAY_SRS_URL, EPOCH_API_URL) over HTTP; when none is set and the processor simulator runs in this
 * server (demo data, tests), to the simulator through `app.inject` — no socket, so tests and a demo behind a
 * firewall need no network. A timeout, a connection refused or an HTTP error is an outcome, never a throw.
 */
import type { FastifyInstance } from 'fastify';
import type { Processor } from '@backlot/contract';
import type { Config } from '../../config.js';
import { type ApiCall, answerText } from './client.js';

export type Sent = { answer: string } | { failure: 'timeout' | 'unreachable' };
/** `raw`: the answer's whole body (a report), not the short text inside it. */
export type Transport = (processor: Processor, call: ApiCall, options?: { raw?: boolean }) => Promise<Sent>;

const queryOf = (call: ApiCall) => new URLSearchParams(call.query).toString();

/** Resolves after `ms` with a timeout, or never when cancelled; `clear` stops the timer. */
function deadline(ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<Sent>((resolve) => {
    timer = setTimeout(() => resolve({ failure: 'timeout' }), ms);
  });
  return { promise, clear: () => clearTimeout(timer) };
}

export function transportFor(app: FastifyInstance, config: Config): Transport {
  const api = config.processorApi ?? { timeoutMs: 15_000, staleMinutes: 30 };
  const urls: Record<Processor, string | undefined> = { segpay: api.segpayUrl, epoch: api.epochUrl };
  const simulated = config.processorSimulator === true;
  return async (processor, call, options) => {
    const base = urls[processor];
    const read = (body: string) => (options?.raw ? body : answerText(body));
    const limit = deadline(api.timeoutMs);
    const sending = async (): Promise<Sent> => {
      if (base) {
        const response = await fetch(`${base.replace(/\/$/, '')}/${call.path}?${queryOf(call)}`, {
          signal: AbortSignal.timeout(api.timeoutMs),
        });
        const text = await response.text();
        return response.ok || text ? { answer: read(text) } : { failure: 'unreachable' };
      }
      if (!simulated) return { failure: 'unreachable' };
      const response = await app.inject({
        method: 'GET',
        url: `/simulator/${processor}/${call.path}?${queryOf(call)}`,
      });
      return response.statusCode < 500 ? { answer: read(response.body) } : { failure: 'unreachable' };
    };
    try {
      return await Promise.race([sending(), limit.promise]);
    } catch (error) {
      return { failure: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable' };
    } finally {
      limit.clear();
    }
  };
}
