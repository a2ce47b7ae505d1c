/**
 * Lazy pages (spec sections 8, 9): a page's code that has not arrived within 120 s fails with a
 * ChunkLoadError, which the error boundary shows with a reload button.
 */
import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from '../lazy-component';

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

/** A lazy page that can be fetched ahead of its first visit: `preload` runs the same import a visit waits on. */
export type LazyPage = LazyComponent;

/**
 * A page's code, loaded on its first visit or ahead of it (`lazyComponent`), with the chunk time-out:
 * `component: lazyPage(() => import('./list-page'))`.
 */
export const lazyPage = (importer: () => Promise<{ default: ComponentType }>): LazyPage =>
  lazyComponent(() => withTimeout(importer(), CHUNK_TIMEOUT_MS));
