/** The routes the signed-in admin may reach, computed once by the app and read by pages and the shell. */
import { createContext, useContext, useMemo } from 'react';
import { buildMenu } from './menu';
import type { AppRoute } from './types';

export const AccessibleRoutesContext = createContext<readonly AppRoute[]>([]);

export function useAccessibleRoutes(): readonly AppRoute[] {
  return useContext(AccessibleRoutesContext);
}

/** The sidebar menu of the admin. */
export function useMenu() {
  const routes = useAccessibleRoutes();
  return useMemo(() => buildMenu(routes), [routes]);
}
