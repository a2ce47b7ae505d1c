import { act, render, screen } from '@testing-library/react';
import { SearchOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { setupI18n } from '../lib/i18n';
import { DEFAULT_SETTINGS, updateSettings } from '../lib/settings';
import { contrastRatio } from '../lib/settings/contrast';
import { catalogue } from './messages';
import { Providers } from './providers';

function LinkColour() {
  return <output>{theme.useToken().token.colorLink}</output>;
}

afterEach(() => updateSettings({ themeColor: DEFAULT_SETTINGS.themeColor }));

describe('the theme colour', () => {
  it("reaches the app's own styles through --brand, and as a shade that reads through --primary and antd's links", () => {
    setupI18n(catalogue, { language: 'en' });
    updateSettings({ themeColor: '#11a983' });
    render(
      <Providers>
        <LinkColour />
      </Providers>,
    );
    const variable = (name: string) => document.documentElement.style.getPropertyValue(name);
    expect(variable('--brand')).toBe('#11a983');
    // The green reads 3.2:1 on white: text and links take a darker shade of it.
    expect(variable('--primary')).not.toBe('#11a983');
    expect(contrastRatio(variable('--primary'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(screen.getByRole('status').textContent).toBe(variable('--primary'));

    act(() => updateSettings({ themeColor: '#f5222d' }));
    expect(variable('--brand')).toBe('#f5222d');
    expect(contrastRatio(variable('--primary'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(screen.getByRole('status').textContent).toBe(variable('--primary'));
    // A dark theme colour already reads: it is its own shade.
    act(() => updateSettings({ themeColor: '#304156' }));
    expect(variable('--primary')).toBe('#304156');
  });
});

describe('buttons', () => {
  it('show a two-character Chinese label as written, with no space put between its characters', () => {
    setupI18n(catalogue, { language: 'zh-CN' });
    render(
      <Providers>
        <Button>取消</Button>
      </Providers>,
    );
    expect(screen.getByRole('button').textContent).toBe('取消');
  });
});

describe('icons', () => {
  it("are styled by the rules antd registers once, not each by a look through the page's style sheets", () => {
    setupI18n(catalogue, { language: 'en' });
    render(
      <Providers>
        <SearchOutlined />
        <SearchOutlined />
      </Providers>,
    );
    const sheets = [...document.head.querySelectorAll('style')];
    expect(sheets.some((sheet) => sheet.textContent?.includes('.anticon'))).toBe(true);
    // What an icon inserts for itself when it is not told the rules are in place.
    expect(sheets.filter((sheet) => sheet.getAttribute('rc-util-key') === '@ant-design-icons')).toEqual([]);
  });
});
