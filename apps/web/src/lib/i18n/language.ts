/** The UI language: zh-CN by default, remembered, sent to the server, and followed by antd. */
import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@backlot/contract';
import { readText, writeText } from '../settings/storage';
import { loadAntdLocale } from './antd-locale';
import { loadContractTraditional } from './contract-traditional';

const KEY = 'language';

export function isLanguage(value: string | null | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

export function rememberedLanguage(): Language {
  const saved = readText(KEY);
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** Switches the UI language (with antd's texts for it) and remembers it. */
export async function changeLanguage(language: Language) {
  await Promise.all([loadAntdLocale(language), loadContractTraditional(language)]);
  await i18next.changeLanguage(language);
  writeText(KEY, language);
  document.documentElement.lang = language;
}
