/**
 * The guided tour in the shell: the offer a new admin sees until they take or skip it, and the tour when shown
 * (from the offer or the user menu's "Guided tour"). Its texts (`tour` namespace) and antd's `Tour` load only
 * then: the shell's first paint carries neither.
 */
import { Suspense } from 'react';
import { TourInvite } from './tour-invite';
import { useTourOpen } from './tour-state';
import { lazyComponent } from '../../../lib/lazy-component';

const GuidedTour = lazyComponent(() => import('./guided-tour'));

export function TourHost() {
  const open = useTourOpen();
  return (
    <Suspense fallback={null}>
      <TourInvite />
      {open && <GuidedTour />}
    </Suspense>
  );
}

export { startTour } from './tour-state';
