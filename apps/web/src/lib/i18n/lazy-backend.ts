/**
 * An i18next backend for namespaces that load with their pages: the first use of a namespace imports its
 * module, which holds every language, so a later language switch finds them all in place.
 */
import i18next, { type BackendModule } from 'i18next';
import { isLanguage } from './language';
import type { MessageLoaders } from './types';

export function lazyBackend(loaders: MessageLoaders): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const load = loaders[namespace];
      if (!load || !isLanguage(language)) return callback(null, {});
      load().then(
        ({ messages }) => {
          for (const [other, tree] of Object.entries(messages))
            if (other !== language) i18next.addResourceBundle(other, namespace, tree, true, false);
          callback(null, messages[language]);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}
