/**
 * antd's own texts (pagination, pickers, empty states) follow the UI language. English is part of antd's core
 * (its components import it), so only Chinese (Simplified or Traditional) is downloaded, when the UI shows it.
 */
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { useEffect } from 'react';
import type { Language } from '@backlot/contract';
import { createStore, useStore } from '../settings/store';

// The ES modules: `antd/locale/*` is CommonJS and would bundle a second copy of every locale it includes.
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'zh-TW': () => import('antd/es/locale/zh_TW'),
};

const localeStore = createStore<Partial<Record<Language, Locale>>>({ en: enUS });

/** Loads antd's texts for `language`, once. */
export async function loadAntdLocale(language: Language) {
  if (language === 'en' || localeStore.get()[language]) return;
  const { default: locale } = await LOADERS[language]();
  localeStore.set((locales) => ({ ...locales, [language]: locale }));
}

/** antd's texts for `language`; until they arrive, antd shows its built-in English. */
export function useAntdLocale(language: Language): Locale | undefined {
  const locales = useStore(localeStore);
  useEffect(() => {
    // A failed download leaves antd's built-in English; the next switch of language tries again.
    loadAntdLocale(language).catch(() => undefined);
  }, [language]);
  return locales[language];
}
