/** A record's History tab reads each change in words, in the staff's language, and offers a restore only to editors. */
import { Suspense } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRecordFields } from '../../../app/features';
import { messages as auditLogs } from '../../../features/audit-logs/messages';
import { messages as videos } from '../../../features/videos/messages';
import { RecordFieldsProvider } from '../../record-fields';
import { mockFetch, renderPage } from '../testing/render-page';
import { HistoryPanel } from './history-panel';

const meta = (total: number) => ({ page: 1, per_page: 10, total, total_is_estimate: false, has_next: false });
/** The history as the server sends it: snake_case, inside `changes` too; newest first. */
const ENTRIES = [
  {
    id: 12,
    actor_username: 'editor.li',
    action: 'publish',
    created_at: '2026-03-02T09:00:00Z',
    changes: { status: { before: 'draft', after: 'published' } },
  },
  {
    id: 11,
    actor_username: 'admin',
    action: 'update',
    created_at: '2026-03-01T08:30:00Z',
    changes: { title_cn: { before: '黎明', after: '黄昏' }, token: { before: '[redacted]', after: '[redacted]' } },
  },
  {
    id: 10,
    actor_username: null,
    action: 'create',
    created_at: '2026-03-01T08:00:00Z',
    changes: { title: { before: null, after: 'Dawn' }, views: { before: null, after: 0 } },
  },
];

const PREVIEW = { changes: { title_cn: { before: '黄昏', after: '黎明' } } };

function renderHistory({ restorable = false, editable = false } = {}) {
  const fetchMock = mockFetch((method, url) => {
    if (url.pathname === '/api/videos/5/history')
      return { body: { data: ENTRIES, meta: meta(ENTRIES.length), restorable } };
    if (url.pathname === '/api/videos/5/history/11/restore')
      return { body: method === 'GET' ? PREVIEW : { id: 5, title_cn: '黎明' } };
    return { status: 404, body: { message: 'Not found.', code: 'not_found' } };
  });
  renderPage(
    <RecordFieldsProvider load={loadRecordFields}>
      <Suspense fallback={null}>
        <HistoryPanel api={{ path: 'videos', key: ['videos'] }} id={5} editable={editable} />
      </Suspense>
    </RecordFieldsProvider>,
    { messages: { 'audit-logs': auditLogs, videos } },
  );
  return fetchMock;
}

const entryOf = (text: string) => screen.getByText(text).closest('li')!;

describe('the History tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads who changed what and when, field by field, in words', { timeout: 60_000 }, async () => {
    renderHistory();
    await screen.findByText('editor.li', {}, { timeout: 20_000 });
    // Each entry reads its fields once the resource's field descriptions have loaded, entry by entry.
    const readsIn = (text: string, entry: () => HTMLElement) =>
      waitFor(() => expect(entry().textContent).toContain(text), { timeout: 20_000 });
    await readsIn('Status: Draft → Published', () => entryOf('editor.li'));
    await readsIn('Title (Chinese): 黎明 → 黄昏', () => entryOf('admin'));
    // A secret field says only that it changed.
    await readsIn('Price (coins): Hidden → Hidden', () => entryOf('admin'));
    // A creation lists the fields it gave a value, without "before", and not the counters starting at 0.
    await readsIn('Title (English): Dawn', () => entryOf('System'));
    const created = entryOf('System');
    expect(created.textContent).toContain('Create');
    expect(created.textContent).not.toContain('→');
    expect(created.textContent).not.toContain('Views');
    expect(screen.queryByRole('button', { name: /Restore this version/ })).toBeNull();
  });

  it('offers no restore to an admin who may not edit the record', { timeout: 60_000 }, async () => {
    renderHistory({ restorable: true, editable: false });
    await screen.findByText('editor.li', {}, { timeout: 20_000 });
    expect(screen.queryByRole('button', { name: /Restore this version/ })).toBeNull();
  });

  it('restores a version after saying what will change', { timeout: 60_000 }, async () => {
    const fetchMock = renderHistory({ restorable: true, editable: true });
    await screen.findByText('editor.li', {}, { timeout: 20_000 });
    // The newest change is the version the record is at: nothing to restore.
    expect(within(entryOf('editor.li')).queryByRole('button', { name: /Restore this version/ })).toBeNull();
    const updated = entryOf('admin');
    fireEvent.click(within(updated).getByRole('button', { name: /Restore this version/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    await waitFor(() => expect(dialog.textContent).toContain('Title (Chinese): 黄昏 → 黎明'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('The record is back at this version.')).toBeTruthy();
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posted.map(([url]) => new URL(String(url), 'http://localhost').pathname)).toEqual([
      '/api/videos/5/history/11/restore',
    ]);
  });
});
