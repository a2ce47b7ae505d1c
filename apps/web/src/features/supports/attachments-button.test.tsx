/** A ticket's page offers its attachments as one zip, saved under the server's name; none for a ticket without. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads } from '../../lib/resource/testing/downloads';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as supports } from './messages';
import SupportShowPage from './pages/show-page';
import { ticketWire } from './testing';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const receipt = {
  id: 9,
  kind: 'attachment' as const,
  name: 'receipt.pdf',
  mime: 'application/pdf',
  size: 1200,
  sha256: 'ab',
  width: null,
  height: null,
  duration: null,
  url: '/api/files/9/content?sig=x',
  thumbnail_url: null,
  created_at: '2026-01-01T00:00:00Z',
};

function open(attachment: typeof receipt | null) {
  const fetchMock = mockFetch((_method, url) => {
    if (url.pathname.endsWith('/attachments.zip'))
      return { file: { content: 'PK', type: 'application/zip', name: 'ticket-5-attachments.zip' } };
    if (url.pathname.endsWith('/replies') || url.pathname.endsWith('/notes')) return { body: { data: [] } };
    return { body: ticketWire({ attachment }) };
  });
  renderPage(<SupportShowPage />, {
    path: '/questions/supports/:id',
    url: '/questions/supports/5',
    messages: { supports },
    permissions: ['list-supports'],
  });
  return fetchMock;
}

describe("a ticket's attachments", { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads them as one zip from the ticket’s page', async () => {
    const saved = captureDownloads();
    const fetchMock = open(receipt);
    await user.click(await screen.findByRole('button', { name: /Download attachments \(1\)/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('ticket-5-attachments.zip');
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked).toContain('/api/supports/5/attachments.zip');
  });

  it('offers no download for a ticket without attachments', async () => {
    open(null);
    expect((await screen.findAllByText('Charged twice')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Download attachments/ })).toBeNull();
  });
});
