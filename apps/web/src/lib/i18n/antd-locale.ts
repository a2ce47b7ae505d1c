import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { Language } from '@backlot/contract';

/** antd's own texts (pagination, pickers, empty states) follow the UI language. */
export const ANTD_LOCALES: Record<Language, Locale> = { en: enUS, 'zh-CN': zhCN };
