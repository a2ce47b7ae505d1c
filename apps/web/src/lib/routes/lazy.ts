/**
 * Lazy pages (spec sections 8, 9): a page's code that has not arrived within 120 s fails with a
 * ChunkLoadError, which the error boundary shows with a reload button.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message = 'Loading chunk timed out') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A lazy page that can be fetched ahead of its first visit: `preload` runs the same import React will wait on. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * `React.lazy` with the chunk time-out: `component: lazyPage(() => import('./list-page'))`. The import runs once,
 * whether a visit or `preload` asks first; a failed one is tried again on the next ask.
 */
export function lazyPage(importer: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const load = () =>
    (loading ??= withTimeout(importer(), CHUNK_TIMEOUT_MS).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(lazy(load), { preload: load });
}
