/** Compliance records are under legal hold: their list offers no Delete, even to a role holding every permission. */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '@backlot/contract';
import { ResourceList } from '../../lib/resource';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { rowActions } from '../../lib/resource/testing/row-actions';
import { messages } from './record-messages';
import { modelRecordResource } from './records';

const record = {
  id: 3,
  model_id: 9,
  model_name: 'Ava Laurent',
  legal_name: 'Ava Moreau',
  date_of_birth: '1990-01-01',
  aliases: [],
  id_document_type: 'passport',
  id_document_last4: '1234',
  id_document_country: 'US',
  id_document_expires_on: '2030-01-31',
  custodian: 'Records office',
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

afterEach(() => vi.unstubAllGlobals());

describe("models' compliance records", () => {
  it('are never offered for deletion', { timeout: 60_000 }, async () => {
    mockFetch(() => ({
      body: { data: [record], meta: { page: 1, per_page: 20, total: 1, total_is_estimate: false, has_next: false } },
    }));
    renderPage(<ResourceList resource={modelRecordResource} />, {
      path: '/videos/model-records',
      messages: { 'model-records': messages },
      // Every permission there is, and the delete a role saved before the legal hold may still name.
      permissions: [...PERMISSIONS.map((p) => p.name), 'delete-model-records'],
    });
    await screen.findByText('Ava Moreau');
    expect(await rowActions(3)).not.toContain('Delete');
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
  });
});
