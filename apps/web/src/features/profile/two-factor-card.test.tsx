import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snakeize } from '../../lib/api/case';
import { sessionStore, useSession } from '../../lib/session';
import { messages as session } from '../../lib/session/messages';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as profile } from './messages';
import { fill, writer } from './testing';
import { TwoFactorCard } from './two-factor-card';

const me = (twoFactorEnabled: boolean) =>
  writer({ twoFactorEnabled, updatedAt: twoFactorEnabled ? '2026-11-02T09:00:00.000Z' : '2026-11-01T09:00:00.000Z' });

const OTPAUTH = 'otpauth://totp/Backlot:writer?secret=JBSWY3DPEHPK3PXP&issuer=Backlot';
const WRONG = {
  status: 422,
  body: {
    message: 'Some fields are invalid.',
    code: 'validation_failed',
    errors: { current_password: ['The current password is wrong.'] },
  },
};

/** The server of these tests: the current password is `Right12345`; any 6-digit code confirms. */
function server() {
  return mockFetch((method, url, body) => {
    const sent = body as Record<string, string>;
    if (url.pathname === '/api/googleOtpauth') {
      return sent.current_password === 'Right12345'
        ? { body: { otpauth_url: OTPAUTH, qr_code: 'data:image/png;base64,AA==' } }
        : WRONG;
    }
    if (url.pathname === '/api/googleVerify') return { body: { two_factor_enabled: true } };
    // Asked after a code confirmed the authenticator.
    if (url.pathname === '/api/auth/me') return { body: snakeize(me(true)) };
    return { status: 404, body: { message: 'Not found.', code: 'not_found' } };
  });
}

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });

/** The card as the profile page shows it: for the signed-in admin, updated when the session changes. */
function SignedInCard() {
  const { admin } = useSession();
  const versionRef = useRef(admin?.updatedAt ?? '');
  return admin && <TwoFactorCard admin={admin} versionRef={versionRef} />;
}

function renderCard(twoFactorEnabled: boolean) {
  sessionStore.set((state) => ({ ...state, token: 'token', admin: me(twoFactorEnabled) }));
  renderPage(<SignedInCard />, { messages: { profile, session } });
}

const currentPasswordField = () =>
  screen.getByLabelText('Current password', { selector: '#two-factor_currentPassword' });

describe('the two-factor card of the profile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'asks for the current password before binding, and shows why the server refused it',
    { timeout: 90_000 },
    async () => {
      const fetch = server();
      renderCard(false);
      await user.click(await screen.findByRole('button', { name: 'Set up two-factor verification' }));
      expect(fetch).not.toHaveBeenCalled();

      const field = currentPasswordField();
      await fill(user, field, 'Wrong12345');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('The current password is wrong.')).toBeTruthy();
      expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();

      await fill(user, field, 'Right12345');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByRole('img', { name: /QR code/ })).toBeTruthy();
      expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
      const [, init] = fetch.mock.calls.at(-1)!;
      expect(JSON.parse(String(init?.body))).toEqual({ current_password: 'Right12345' });

      await fill(user, screen.getByLabelText('Verification code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Enabled')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Replace authenticator' })).toBeTruthy();
    },
  );

  it(
    'offers to replace a bound authenticator, which keeps working until the new one is confirmed',
    { timeout: 90_000 },
    async () => {
      server();
      renderCard(true);
      expect(screen.queryByRole('button', { name: 'Set up two-factor verification' })).toBeNull();
      await user.click(await screen.findByRole('button', { name: 'Replace authenticator' }));
      await fill(user, currentPasswordField(), 'Right12345');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(
        await screen.findByText('Your current authenticator keeps working until you enter a code from the new one.'),
      ).toBeTruthy();
      await fill(user, screen.getByLabelText('Verification code'), '654321');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('The new authenticator is set up; the old one no longer works.')).toBeTruthy();
    },
  );
});
