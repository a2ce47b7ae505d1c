import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import DocumentsToRenew from './documents-to-renew';
import { messages } from './record-messages';

const expired = {
  id: 3,
  model_id: 9,
  model_name: 'Ava Laurent',
  legal_name: 'Ava Moreau',
  id_document_expires_on: '2020-01-31',
};
const page = (data: unknown[]) => ({
  data,
  meta: { page: 1, per_page: 10, total: 4, total_is_estimate: false, has_next: false },
});

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard’s documents to renew', () => {
  it('asks for the expiring documents, soonest first, and links each record and the whole list', async () => {
    const fetchMock = mockFetch(() => ({ body: page([expired]) }));
    renderPage(<DocumentsToRenew />, { messages: { 'model-records': messages } });
    const row = (await screen.findByText('Ava Moreau')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ava Laurent')).toBeTruthy();
    expect(within(row).getByText('Jan 31, 2020')).toBeTruthy();
    expect(within(row).getByRole('link').getAttribute('href')).toContain('/videos/model-records/3');
    expect(screen.getByRole('link', { name: 'All 4' }).getAttribute('href')).toContain('?expiring=1');
    const asked = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(asked.pathname).toBe('/api/model-records');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ expiring: '1', sort: 'id_document_expires_on' });
  });
});
