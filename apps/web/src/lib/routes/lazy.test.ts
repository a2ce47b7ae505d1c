import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, withTimeout } from './lazy';

afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('fails with a ChunkLoadError once 120 s have passed', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const loading = withTimeout(never, CHUNK_TIMEOUT_MS);
    const outcome = expect(loading).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await outcome;
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('passes on what arrives in time', async () => {
    await expect(withTimeout(Promise.resolve('page'), CHUNK_TIMEOUT_MS)).resolves.toBe('page');
  });
});
