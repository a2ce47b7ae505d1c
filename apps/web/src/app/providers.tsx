/** antd (locale, theme colour, component size) and toasts around the app. */
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@backlot/contract';
import { MessageProvider } from '../lib/feedback';
import { isLanguage, useAntdLocale } from '../lib/i18n';
import { useSettings } from '../lib/settings';

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { size, themeColor } = useSettings();
  const locale = useAntdLocale(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  return (
    <ConfigProvider locale={locale} componentSize={size} theme={{ token: { colorPrimary: themeColor } }}>
      <MessageProvider>{children}</MessageProvider>
    </ConfigProvider>
  );
}
