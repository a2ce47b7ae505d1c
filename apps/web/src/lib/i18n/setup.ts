/**
 * i18next with one namespace per feature. zh-CN is the default language and en the fallback;
 * a key without a namespace is looked up in `app`, then in `common`.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@backlot/contract';
import { configureApi } from '../api/client';
import { currentLanguage, rememberedLanguage } from './language';
import type { MessageCatalogue, MessageTree } from './types';

function resourcesOf(catalogue: MessageCatalogue) {
  const byLanguage = (language: Language) =>
    Object.fromEntries(Object.entries(catalogue).map(([ns, messages]) => [ns, messages[language]])) as Record<
      string,
      MessageTree
    >;
  return Object.fromEntries(LANGUAGES.map((language) => [language, byLanguage(language)]));
}

export function setupI18n(catalogue: MessageCatalogue, language: Language = rememberedLanguage()) {
  void i18next.use(initReactI18next).init({
    resources: resourcesOf(catalogue),
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(catalogue),
    defaultNS: 'app',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  document.documentElement.lang = language;
  configureApi({ language: currentLanguage });
  return i18next;
}
