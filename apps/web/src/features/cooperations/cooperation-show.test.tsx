/** A cooperation request's page: what the visitor sent, with the attachment to download by its signed URL. */
import { afterEach, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { ResourceDetail } from '../../lib/resource';
import { messages as cooperations } from './messages';
import { cooperationResource } from './resource';

const attachment = {
  id: 41,
  kind: 'attachment',
  name: 'deck.pdf',
  mime: 'application/pdf',
  size: 245_760,
  sha256: 'a'.repeat(64),
  width: null,
  height: null,
  duration: null,
  url: '/api/files/41/content?expires=1&signature=x',
  thumbnail_url: null,
  created_at: '2026-03-01T10:00:00Z',
};
const request = {
  id: 7,
  site_id: 1,
  site_name: 'Velvet Room',
  subject: 'Partnership',
  name: 'Ann',
  email: 'ann@example.com',
  phone: null,
  message: 'Hello',
  attachment_id: 41,
  attachment,
  status: 'open',
  solved_at: null,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
};

afterEach(() => vi.unstubAllGlobals());

it('offers the attachment to download, named with its size', async () => {
  mockFetch((_method, url) => (url.pathname === '/api/cooperations/7' ? { body: request } : { body: [] }));
  renderPage(<ResourceDetail resource={cooperationResource} />, {
    path: '/cooperations/:id',
    url: '/cooperations/7',
    messages: { cooperations },
    permissions: ['list-cooperations'],
  });
  const link = await screen.findByRole('link', { name: /deck\.pdf/ });
  expect(link.getAttribute('href')).toBe(attachment.url);
  expect(link.textContent).toMatch(/deck\.pdf · 240 KB/);
  expect(screen.getByText('Attachment')).toBeTruthy();
});
