/**
 * Which of antd's breakpoints the window reaches (the theme's `screenMD`… widths), read as the component renders.
 * antd's `Grid.useBreakpoint` answers `{}` until its first layout effect, then renders its component again: a list
 * was built twice each time it opened, the first time laid out for the wrong width.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { theme } from 'antd';

const query = (px: number) => `(min-width: ${px}px)`;

/** Whether the window is at least `px` wide, following it as it changes. */
function useMinWidth(px: number): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const media = globalThis.matchMedia(query(px));
      media.addEventListener('change', changed);
      return () => media.removeEventListener('change', changed);
    },
    [px],
  );
  // Asked anew each time: a MediaQueryList kept aside would be one more thing to keep in step with the window.
  return useSyncExternalStore(subscribe, () => globalThis.matchMedia(query(px)).matches);
}

export type Screens = { md: boolean; lg: boolean; xl: boolean; xxl: boolean };

export function useScreens(): Screens {
  const { token } = theme.useToken();
  return {
    md: useMinWidth(token.screenMD),
    lg: useMinWidth(token.screenLG),
    xl: useMinWidth(token.screenXL),
    xxl: useMinWidth(token.screenXXL),
  };
}
