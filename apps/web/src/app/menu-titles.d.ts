/** The `menu` namespace, made when the app is built (`menu-titles.ts`): every feature namespace's titles. */
declare module 'virtual:menu-titles' {
  import type { FeatureMessages } from '../lib/i18n';

  export const messages: FeatureMessages;
}
