/**
 * A component whose code loads on its first use (`React.lazy`), with `preload` to fetch it ahead. Once the code has
 * arrived the component renders it directly: `React.lazy` suspends its first render even then, which shows the
 * nearest fallback, and React then holds back what replaces a fallback for its 300 ms reveal throttle. Each mounted
 * instance keeps the component it started with, so the code arriving while it is shown does not remount it.
 */
import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

/** Any component, whatever its props: React.lazy's own bound. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Component = ComponentType<any>;

export type LazyComponent<T extends Component = ComponentType> = T & { preload: () => Promise<unknown> };

/** The import runs once, whether a render or `preload` asks first; a failed one is tried again on the next ask. */
export function lazyComponent<T extends Component>(load: () => Promise<{ default: T }>): LazyComponent<T> {
  let loading: Promise<unknown> | undefined;
  let loaded: T | undefined;
  const once = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => once().then(() => ({ default: loaded! })));
  function Loaded(props: ComponentProps<T>) {
    const [Shown] = useState<Component>(() => loaded ?? Lazy);
    return createElement(Shown as ComponentType<ComponentProps<T>>, props);
  }
  return Object.assign(Loaded as unknown as T, { preload: once });
}
