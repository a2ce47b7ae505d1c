/** A control only some pages have: its code loads with the first page that shows one; Form.Item's props pass on. */
import { Suspense, type ComponentType } from 'react';
import { lazyComponent } from '../lazy-component';

export function lazyControl<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazyComponent(load);
  return function LazyControl(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
