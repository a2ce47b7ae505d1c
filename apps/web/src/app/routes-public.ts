import type { AppRoute } from '../lib/routes';
import { routes as authRoutes } from '../features/auth/routes';
import { routes as errorRoutes } from '../features/errors/routes';

/** Pages outside the shell, open without signing in (/401 is the shell's: the errors feature's). */
export const publicRoutes: AppRoute[] = [...authRoutes, ...errorRoutes];
