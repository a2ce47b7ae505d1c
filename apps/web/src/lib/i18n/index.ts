export { useAntdLocale } from './antd-locale';
export { changeLanguage, currentLanguage, isLanguage, rememberedLanguage } from './language';
export { tMessage } from './server-messages';
export { LanguageList, LanguageSwitch } from './language-switch';
export { setupI18n } from './setup';
export type { FeatureMessages, MessageCatalogue, MessageLoaders, MessageTree } from './types';
