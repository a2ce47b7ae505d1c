import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { setupI18n } from '../lib/i18n';
import { DEFAULT_SETTINGS, updateSettings } from '../lib/settings';
import { catalogue } from './messages';
import { Providers } from './providers';

function LinkColour() {
  return <output>{theme.useToken().token.colorLink}</output>;
}

afterEach(() => updateSettings({ themeColor: DEFAULT_SETTINGS.themeColor }));

describe('the theme colour', () => {
  it("reaches the app's own styles through --primary, and antd's links, as it changes", () => {
    setupI18n(catalogue, { language: 'en' });
    updateSettings({ themeColor: '#11a983' });
    render(
      <Providers>
        <LinkColour />
      </Providers>,
    );
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#11a983');
    expect(screen.getByRole('status').textContent).toBe('#11a983');

    act(() => updateSettings({ themeColor: '#f5222d' }));
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#f5222d');
    expect(screen.getByRole('status').textContent).toBe('#f5222d');
  });
});
