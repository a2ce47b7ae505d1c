/**
 * A namespace arriving while pages are shown (the shell's warm-up loads each page's ahead) re-renders nothing:
 * each component waits for the namespaces it names. A language change re-renders every text.
 */
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../app/messages';
import { changeLanguage, setupI18n } from '.';

const later = { messages: { en: { hello: 'Hello' }, 'zh-CN': { hello: '你好' } } };

describe('setupI18n', () => {
  it('renders a text again when the language changes, not when another namespace arrives', async () => {
    setupI18n(catalogue, { language: 'en', loaders: async () => ({ later: async () => later }) });
    let renders = 0;
    function Title() {
      const { t } = useTranslation('auth');
      renders += 1;
      return <h1>{t('signIn')}</h1>;
    }
    render(<Title />);
    const before = renders;
    await act(() => i18next.loadNamespaces('later'));
    expect(i18next.hasLoadedNamespace('later')).toBe(true);
    expect(renders).toBe(before);

    await act(() => changeLanguage('zh-CN'));
    expect(renders).toBeGreaterThan(before);
    expect(screen.getByRole('heading').textContent).toBe(catalogue.auth['zh-CN'].signIn);
  });
});
