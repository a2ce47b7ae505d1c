/**
 * i18next with one namespace per feature. zh-CN is the default language and en the fallback (zh-TW falls back
 * to zh-CN first);
 * a key without a namespace is looked up in `app`, then in `common`. The catalogue's namespaces are
 * there from the start; the loaders' namespaces arrive with the first component that uses them.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@backlot/contract';
import { configureApi } from '../api/client';
import { loadAntdLocale } from './antd-locale';
import { loadContractTraditional } from './contract-traditional';
import { currentLanguage, rememberedLanguage } from './language';
import { lazyBackend } from './lazy-backend';
import type { MessageCatalogue, MessageLoaders, MessageTree } from './types';

function resourcesOf(catalogue: MessageCatalogue) {
  const byLanguage = (language: Language) =>
    Object.fromEntries(
      Object.entries(catalogue).map(([ns, messages]) => [ns, messages[language] ?? messages['zh-CN']]),
    ) as Record<string, MessageTree>;
  return Object.fromEntries(LANGUAGES.map((language) => [language, byLanguage(language)]));
}

export type I18nOptions = {
  language?: Language;
  /** The loaders of the namespaces that load with their pages, themselves loaded with the first of them. */
  loaders?: () => Promise<MessageLoaders>;
};

export function setupI18n(catalogue: MessageCatalogue, { language = rememberedLanguage(), loaders }: I18nOptions = {}) {
  void i18next
    .use(initReactI18next)
    .use(lazyBackend(loaders))
    .init({
      resources: resourcesOf(catalogue),
      partialBundledLanguages: true,
      lng: language,
      // zh-TW's texts are zh-CN's converted: a text it lacks reads in Simplified Chinese before English.
      fallbackLng: { 'zh-TW': ['zh-CN', 'en'], default: ['en'] },
      ns: Object.keys(catalogue),
      defaultNS: 'app',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      // A component waits (suspends) for the namespaces it names and the shell's titles are all in `menu`, so a
      // namespace arriving later (the shell's warm-up loads each page's) re-renders nothing: bound to "loaded",
      // every translated component, every list's rows among them, rendered again as each one arrived.
      react: { bindI18n: 'languageChanged' },
    });
  document.documentElement.lang = language;
  // antd's texts for the starting language download alongside the first page's code, not after the first
  // render (which would render every component a second time when they arrive).
  loadAntdLocale(language).catch(() => undefined);
  loadContractTraditional(language).catch(() => undefined);
  configureApi({ language: currentLanguage });
  return i18next;
}
