/**
 * Lazy pages (spec sections 8, 9): a page's code that has not arrived within 120 s fails with a
 * ChunkLoadError, which the error boundary shows with a reload button.
 */
import { createElement, lazy, useState, type ComponentType } from 'react';

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
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * `React.lazy` with the chunk time-out: `component: lazyPage(() => import('./list-page'))`. The import runs once,
 * whether a visit or `preload` asks first; a failed one is tried again on the next ask.
 *
 * A page whose code has already arrived renders it at once rather than through `React.lazy`, which suspends on
 * its first render even then: a suspended navigation shows the page's fallback, and React holds back what
 * replaces a fallback for 300 ms. Each mounted page keeps the component it started with, so the code arriving
 * while it is shown does not remount it.
 */
export function lazyPage(importer: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const load = () =>
    (loading ??= withTimeout(importer(), CHUNK_TIMEOUT_MS).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(load);
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  return Object.assign(Page, { preload: load });
}
