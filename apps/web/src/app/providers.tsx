/** Query cache and antd (locale, theme colour, component size) around the app. */
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@backlot/contract';
import { MessageProvider } from '../lib/feedback';
import { ANTD_LOCALES, isLanguage } from '../lib/i18n';
import { useSettings } from '../lib/settings';
import { queryClient } from './query-client';

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { size, themeColor } = useSettings();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={ANTD_LOCALES[language]}
        componentSize={size}
        theme={{ token: { colorPrimary: themeColor } }}
      >
        <MessageProvider>{children}</MessageProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
