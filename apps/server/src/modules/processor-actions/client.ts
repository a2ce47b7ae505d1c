/**
 * One small client per processor behind one interface: a request (what to do, to which membership or
 * transaction, with which merchant's credentials) becomes one HTTP GET of the processor's merchant API, and its
 * short answer text an outcome. The transport (`transport.ts`) sends it: over HTTP to the configured base URL, or
 * to the processor simulator inside this server.
 */
import type { Processor, ProcessorActionKind } from '@backlot/contract';
import type { ApiCredentials } from '../segpays/service.js';
import { epochCall } from './epoch.js';
import { segpayCall } from './segpay.js';

export type ActionRequest = {
  kind: ProcessorActionKind;
  credentials: ApiCredentials;
  /** The membership's id (cancel, expire, reactivate) or the charge's transaction id (refund). */
  processorRef: string;
  reason: string;
  /** A refund's amount as a decimal string, and its currency. */
  amount?: string;
  currency?: string;
  endAccess?: boolean;
  /** An extension's days. */
  days?: number;
};

/** A GET of the merchant API: the path under its base URL, with its query. */
export type ApiCall = { path: string; query: Record<string, string> };

/** The call a request is, or null when the processor's API offers no such action. */
export type CallBuilder = (request: ActionRequest) => ApiCall | null;

export const CLIENTS: Record<Processor, CallBuilder> = { segpay: segpayCall, epoch: epochCall };

/** The answer text inside the processor's reply (SRS wraps it in `<string>`; Epoch sends it bare). */
export function answerText(body: string): string {
  return body
    .replace(/<\?xml[^>]*>/g, '')
    .replace(/<[^>]+>/g, '')
    .trim()
    .slice(0, 500);
}
