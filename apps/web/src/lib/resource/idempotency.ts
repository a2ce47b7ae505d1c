/**
 * One click, one action: the key an action that must never run twice (a call to a payment processor) sends
 * with its body (`idempotencyKey`). Made once per dialog opening, so a double click or a resend after a lost
 * answer repeats the same key and the server answers the first result; made anew once the server has answered
 * an error, so trying again after a refusal is a new attempt.
 */
import { useCallback, useState } from 'react';
import { ApiError } from '../api/client';

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `send(body)` sends with this opening's key; an error the server answered renews it. */
export function useIdempotentSend<R>(submit: (body: Record<string, unknown>) => Promise<R>) {
  const [key, setKey] = useState(newIdempotencyKey);
  return useCallback(
    async (body: Record<string, unknown>) => {
      try {
        return await submit({ ...body, idempotencyKey: key });
      } catch (error) {
        if (error instanceof ApiError && error.status !== 503) setKey(newIdempotencyKey());
        throw error;
      }
    },
    [key, submit],
  );
}
