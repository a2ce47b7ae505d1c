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
import { DetailsForm } from './details-form';

const OPENED = '2026-11-01T09:00:00.000Z';
const THEIRS = '2026-11-01T09:05:00.000Z';
const MINE = '2026-11-01T09:06:00.000Z';

const me = (name: string, updatedAt: string) => writer({ name, updatedAt });

const STALE = {
  status: 409,
  body: {
    code: 'stale_version',
    message: 'admin changed this record after you opened it: reload it, or compare and save again.',
    changed_by: 'admin',
    changed_at: THEIRS,
    version: THEIRS,
  },
};

/** The server: the admin was renamed by `admin` at THEIRS, after the page opened at OPENED. */
function server() {
  return mockFetch((_method, _url, body, headers) =>
    headers.get('If-Match') === `"${THEIRS}"` ? { body: snakeize(me((body as { name: string }).name, MINE)) } : STALE,
  );
}

function Form() {
  const { admin } = useSession();
  const versionRef = useRef(OPENED);
  return admin && <DetailsForm admin={admin} versionRef={versionRef} />;
}

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });

describe('the details form of the profile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'is refused when another admin changed the profile since, then saves over it when saved again',
    { timeout: 60_000 },
    async () => {
      const fetch = server();
      sessionStore.set((state) => ({ ...state, admin: me('Writer', OPENED) }));
      renderPage(<Form />, { messages: { profile, session } });

      await fill(user, await screen.findByLabelText('Name'), 'Mine');
      await user.click(screen.getByRole('button', { name: 'Save details' }));
      expect(
        await screen.findByText(
          'admin changed your details after you opened this page. Save again to replace that change, or reload the page to see it.',
        ),
      ).toBeTruthy();
      expect(sessionStore.get().admin?.name).toBe('Writer');

      await user.click(screen.getByRole('button', { name: 'Save details' }));
      expect(await screen.findByText('Your details are saved.')).toBeTruthy();
      expect(sessionStore.get().admin).toMatchObject({ name: 'Mine', updatedAt: MINE });
      expect(fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('If-Match'))).toEqual([
        `"${OPENED}"`,
        `"${THEIRS}"`,
      ]);
    },
  );

  it('turns alerts by e-mail on', { timeout: 60_000 }, async () => {
    const fetch = mockFetch((_method, _url, body) => ({
      body: snakeize(writer({ ...(body as object), updatedAt: MINE, alertEmails: true })),
    }));
    sessionStore.set((state) => ({ ...state, admin: me('Writer', OPENED) }));
    renderPage(<Form />, { messages: { profile, session } });

    const toggle = await screen.findByRole('switch', { name: 'E-mail me alerts' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details are saved.')).toBeTruthy();
    const sent = JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ alert_emails: true });
    expect(sessionStore.get().admin?.alertEmails).toBe(true);
  });
});
