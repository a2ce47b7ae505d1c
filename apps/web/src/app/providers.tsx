/** antd (locale, theme colour, component size) and toasts around the app. */
import { ConfigProvider } from 'antd';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@backlot/contract';
import { MessageProvider } from '../lib/feedback';
import { isLanguage, useAntdLocale } from '../lib/i18n';
import { useSettings } from '../lib/settings';
import { StyledIcons } from './icon-styles';
import { TableAccessibility } from './table-accessibility';
import { appTheme, type AppTheme } from './theme';

/**
 * The theme colour as CSS variables on the document, for the app's own styles: `var(--primary)`, the shade that
 * reads on white (text, outlines, the active tab), and `var(--brand)`, the colour as chosen, for what only
 * decorates (the logo's mark). On the document rather than a wrapper, so pop-ups rendered at the body's end
 * read them too.
 */
function ThemeVariables({ primary, brand }: Pick<AppTheme, 'primary' | 'brand'>) {
  useLayoutEffect(() => {
    document.documentElement.style.setProperty('--primary', primary);
    document.documentElement.style.setProperty('--brand', brand);
  }, [primary, brand]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { size, themeColor } = useSettings();
  const locale = useAntdLocale(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  const theme = useMemo(() => appTheme(themeColor), [themeColor]);
  return (
    // Chinese button labels read as written ("取消", not antd's spaced "取 消").
    <ConfigProvider locale={locale} componentSize={size} theme={theme.config} button={{ autoInsertSpace: false }}>
      <ThemeVariables primary={theme.primary} brand={theme.brand} />
      <TableAccessibility />
      <StyledIcons>
        <MessageProvider>{children}</MessageProvider>
      </StyledIcons>
    </ConfigProvider>
  );
}
