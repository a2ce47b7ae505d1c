/**
 * The registry of signed-in pages is code the sign-in page does not need: it loads on the first
 * navigation into the shell, once, and is then held here for the guard.
 */
import type { AppRoute } from '../lib/routes';
import { createStore, useStore } from '../lib/settings';

export const registryStore = createStore<readonly AppRoute[] | null>(null);

let shell: ReturnType<typeof importShell> | null = null;

function importShell() {
  return import('./shell-route').then(
    (module) => {
      registryStore.set(module.appRoutes);
      return module;
    },
    (error: unknown) => {
      shell = null;
      throw error;
    },
  );
}

export function loadShell() {
  shell ??= importShell();
  return shell;
}

export function useRegistry(): readonly AppRoute[] | null {
  return useStore(registryStore);
}
