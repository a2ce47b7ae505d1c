/**
 * Desktop or mobile (spec sections 2, 9): below 992 px the sidebar becomes a drawer that starts closed,
 * closes after navigation and on an outside click. The device follows the window as it is resized.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { createStore, useStore } from '../../lib/settings';

export const MOBILE_QUERY = '(max-width: 991.98px)';
export type Device = 'desktop' | 'mobile';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const currentDevice = (): Device => (window.matchMedia(MOBILE_QUERY).matches ? 'mobile' : 'desktop');

export function useDevice(): Device {
  return useSyncExternalStore(subscribe, currentDevice, () => 'desktop');
}

/** Whether the mobile drawer is open: not remembered, closed on every change of page or device. */
export const mobileMenu = createStore(false);

export function useMobileMenu(device: Device) {
  const { pathname } = useLocation();
  useEffect(() => {
    mobileMenu.set(false);
  }, [pathname, device]);
  return useStore(mobileMenu);
}
