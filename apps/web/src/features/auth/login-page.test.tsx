import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { renderPage } from '../../lib/resource/testing/render-page';
import { sessionEndStore } from '../../lib/session';
import { messages as auth } from './messages';
import LoginPage from './login-page';

afterEach(() => sessionEndStore.set(null));

function showAfter(code: string | null) {
  sessionEndStore.set(code === null ? null : { code, inUse: true });
  renderPage(<LoginPage />, { path: '/login', messages: { auth } });
}

describe('the sign-in page after a session ended', () => {
  it.each([
    ['session_expired', 'Your session has expired. Please sign in again.'],
    ['session_revoked', 'You were signed out: your password changed, or the session was ended. Please sign in again.'],
    ['account_disabled', 'This account is disabled.'],
    ['unauthenticated', 'You were signed out. Please sign in again.'],
    ['signed_out', 'You were signed out. Please sign in again.'],
  ])('says why (%s)', async (code, text) => {
    showAfter(code);
    expect((await screen.findByText(text)).closest('.ant-alert-warning')).toBeTruthy();
  });

  it('says it in the language chosen on the page', async () => {
    showAfter('session_expired');
    await screen.findByText('Your session has expired. Please sign in again.');
    await act(() => changeLanguage('zh-CN'));
    expect(await screen.findByText('登录已过期，请重新登录。')).toBeTruthy();
  });

  it('says nothing to a visitor who was not signed in', async () => {
    showAfter(null);
    await screen.findByRole('button', { name: /Sign in/ });
    expect(document.querySelector('.ant-alert')).toBeNull();
  });
});
