/**
 * The kit's import page: the dry run's rows, changes and problems as staff read them, Import only once the
 * check is clean, then the import and back to the list.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages as tags } from '../../features/tags/messages';
import { tags as tagsFeature } from '../../features/tags/feature';
import type { ImportAnswer } from './import-request';
import { renderPage } from './testing/render-page';
import { ImportPage } from './import-page';

const sent = vi.hoisted(() => vi.fn());
vi.mock('./import-request', async (original) => ({
  ...(await original<typeof import('./import-request')>()),
  sendImport: sent,
}));

const tagResource = await tagsFeature.resource();
const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
afterEach(() => sent.mockReset());

const answer = (rows: ImportAnswer['rows'], dryRun = true): ImportAnswer => ({
  dryRun,
  rows,
  summary: {
    create: rows.filter((r) => r.action === 'create').length,
    update: rows.filter((r) => r.action === 'update').length,
    unchanged: rows.filter((r) => r.action === 'unchanged').length,
    errors: rows.filter((r) => r.action === 'error').length,
  },
});
type Row = ImportAnswer['rows'][number];
const created: Row = { row: 2, action: 'create', key: 'Fresh', id: null, changes: [], errors: {} };
const updated: Row = {
  row: 3,
  action: 'update',
  key: 'Moved',
  id: 4,
  changes: [{ field: 'sort', before: 1, after: 9 }],
  errors: {},
};
const refused: Row = {
  row: 4,
  action: 'error',
  key: 'Bad',
  id: null,
  changes: [],
  errors: { nameCn: ['Required.'] },
};

it('shows the dry run row by row, and imports only once it is clean', { timeout: 60_000 }, async () => {
  sent.mockResolvedValueOnce(answer([created, updated, refused]));
  renderPage(<ImportPage resource={tagResource} />, {
    path: '/tags/import',
    messages: { tags },
    permissions: ['import-tags'],
  });
  const file = new File(['name,name_cn,sort\n'], 'tags.csv', { type: 'text/csv' });
  const importButton = await screen.findByRole('button', { name: 'Import' });
  expect(importButton).toHaveProperty('disabled', true);
  await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, file);
  await user.click(screen.getByRole('button', { name: 'Check' }));

  expect(await screen.findByText('1 to create, 1 to update, 0 unchanged, 1 with problems.')).toBeTruthy();
  expect(screen.getByText('Sort order: 1 → 9')).toBeTruthy();
  expect(screen.getByText('Name (Chinese): Required.')).toBeTruthy();
  expect(sent).toHaveBeenLastCalledWith('tags', file, true);
  expect(importButton).toHaveProperty('disabled', true);

  sent.mockResolvedValueOnce(answer([created, updated]));
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(await screen.findByText('1 to create, 1 to update, 0 unchanged, 0 with problems.')).toBeTruthy();
  await waitFor(() => expect(importButton).toHaveProperty('disabled', false));

  sent.mockResolvedValueOnce(answer([created, updated], false));
  await user.click(importButton);
  expect(await screen.findByText('Imported: 1 created, 1 updated.')).toBeTruthy();
  expect(sent).toHaveBeenLastCalledWith('tags', file, false);
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/tags'));
});
