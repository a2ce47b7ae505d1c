/**
 * Every i18n namespace of the app: namespace -> `{ en, 'zh-CN' }`. What the sign-in and error pages need
 * is bundled; a feature's namespace loads with its pages, and the shell reads every feature's titles in `menu`.
 * A feature declares its namespaces in its `feature.ts`; its route titles and components use `namespace:key`.
 */
import type { MessageCatalogue } from '../lib/i18n';
import { loadShell } from './registry';
import { messages as common } from '../lib/i18n/common-messages';
import { messages as session } from '../lib/session/messages';
import { messages as auth } from '../features/auth/messages';
import { messages as errors } from '../features/errors/messages';
import { messages as app } from './shell/messages';

export const catalogue = { common, app, session, auth, errors } satisfies MessageCatalogue;

/** The other namespaces' loaders come with the shell's list of features (`./features`): the sign-in page needs none. */
export const loadFeatureMessages = () => loadShell().then((module) => module.featureMessages);
