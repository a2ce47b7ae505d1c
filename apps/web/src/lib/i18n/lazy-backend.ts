/**
 * An i18next backend for namespaces that load with their pages: the first use of a namespace imports its
 * module, which holds every language, so a later language switch finds them all in place. The loaders
 * themselves arrive with the first such namespace (they are the features', code the sign-in page does not need).
 */
import i18next, { type BackendModule } from 'i18next';
import { isLanguage } from './language';
import type { MessageLoaders } from './types';

export function lazyBackend(loaders?: () => Promise<MessageLoaders>): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      if (!loaders || !isLanguage(language)) return callback(null, {});
      loaders()
        .then(async (all) => (await all[namespace]?.())?.messages)
        .then(
          (messages) => {
            if (!messages) return callback(null, {});
            for (const [other, tree] of Object.entries(messages))
              if (other !== language) i18next.addResourceBundle(other, namespace, tree, true, false);
            callback(null, messages[language]);
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
        );
    },
  };
}
