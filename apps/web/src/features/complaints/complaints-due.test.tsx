import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { utcDay } from '@backlot/contract';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import ComplaintsDue from './complaints-due';
import { messages } from './messages';

const today = utcDay(new Date());
const overdue = {
  id: 7,
  status: 'open',
  due_on: utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - 2 * 86_400_000)),
  complainant_name: 'Maria Lopez',
  reason: 'no_consent',
};
const page = (data: unknown[]) => ({
  data,
  meta: { page: 1, per_page: 10, total: data.length, total_is_estimate: false, has_next: false },
});

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard’s complaints due', () => {
  it('asks for the open complaints due soon or overdue, oldest due first, and shows their clock', async () => {
    const fetchMock = mockFetch(() => ({ body: page([overdue]) }));
    renderPage(<ComplaintsDue />, { messages: { complaints: messages } });
    expect(await screen.findByText('Maria Lopez')).toBeTruthy();
    expect(screen.getByText('2 days overdue')).toBeTruthy();
    expect(screen.getByText('No consent')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All 1' }).getAttribute('href')).toContain('/videos/complaints?dueSoon=1');
    const asked = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(asked.pathname).toBe('/api/complaints');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ due_soon: '1', sort: 'due_on' });
  });

  it('shows nothing when no complaint is due', async () => {
    const fetchMock = mockFetch(() => ({ body: page([]) }));
    const { container } = renderPage(<ComplaintsDue />, { messages: { complaints: messages } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // The answer read and rendered: still no card.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container.querySelector('.ant-card')).toBeNull();
  });
});
