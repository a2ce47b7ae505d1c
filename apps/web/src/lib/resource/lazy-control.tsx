/** A control only some pages have: its code loads with the first page that shows one; Form.Item's props pass on. */
import { lazy, Suspense, type ComponentType } from 'react';

export function lazyControl<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazy(load);
  return function LazyControl(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
