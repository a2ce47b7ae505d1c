import type { Locale } from 'antd/es/locale';
// The ES modules: `antd/locale/*` is CommonJS and would bundle a second copy of every locale it includes.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { Language } from '@backlot/contract';

/** antd's own texts (pagination, pickers, empty states) follow the UI language. */
export const ANTD_LOCALES: Record<Language, Locale> = { en: enUS, 'zh-CN': zhCN };
