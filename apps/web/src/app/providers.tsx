/** antd (locale, theme colour, component size) and toasts around the app. */
import { ConfigProvider, theme } from 'antd';
import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@backlot/contract';
import { MessageProvider } from '../lib/feedback';
import { isLanguage, useAntdLocale } from '../lib/i18n';
import { useSettings } from '../lib/settings';

/**
 * The theme colour as a CSS variable on the document, for the app's own styles (the tags-view, the logo):
 * CSS modules read `var(--primary)`. On the document rather than a wrapper, so pop-ups rendered at the
 * body's end read it too.
 */
function ThemeVariables() {
  const { token } = theme.useToken();
  useLayoutEffect(() => {
    document.documentElement.style.setProperty('--primary', token.colorPrimary);
  }, [token.colorPrimary]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { size, themeColor } = useSettings();
  const locale = useAntdLocale(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  // antd derives links from the info colour unless told: links follow the theme colour too.
  const token = { colorPrimary: themeColor, colorLink: themeColor };
  return (
    <ConfigProvider locale={locale} componentSize={size} theme={{ token }}>
      <ThemeVariables />
      <MessageProvider>{children}</MessageProvider>
    </ConfigProvider>
  );
}
