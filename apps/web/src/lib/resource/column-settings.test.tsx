import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
import { messages as tags } from '../../features/tags/messages';
import { mockFetch, renderPage } from './testing/render-page';
import { ResourceList } from './resource-list';
import { tags as tagsFeature } from '../../features/tags/feature';

const tagResource = await tagsFeature.resource();

/** The tags' page as their feature declares it (the kit's default). */
const TagListPage = () => <ResourceList resource={tagResource} />;

const page = {
  data: [
    {
      id: 1,
      name: 'Red',
      name_cn: '红',
      sort: 1,
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-02T00:00:00Z',
    },
  ],
  meta: { page: 1, per_page: 20, total: 1, total_is_estimate: false, has_next: false },
};

const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);

async function renderList() {
  const view = renderPage(<TagListPage />, { path: '/tags', messages: { tags }, permissions: ['list-tags'] });
  await screen.findByText('Red');
  return view;
}

async function toggleColumn(label: string) {
  if (!document.querySelector('.ant-popover')) await user.click(screen.getByLabelText('Columns'));
  const popover = await waitFor(() => document.querySelector<HTMLElement>('.ant-popover')!);
  await user.click(within(popover).getByLabelText(label));
}

describe('column settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hides and shows columns and remembers the choice per resource', { timeout: 60_000 }, async () => {
    mockFetch(() => ({ body: page }));
    const first = await renderList();
    expect(headers()).toContain('Name (Chinese)');
    expect(headers()).not.toContain('Updated at');

    await toggleColumn('Name (Chinese)');
    await toggleColumn('Updated at');
    expect(headers()).not.toContain('Name (Chinese)');
    expect(headers()).toContain('Updated at');
    first.unmount();

    await renderList();
    expect(headers()).not.toContain('Name (Chinese)');
    expect(headers()).toContain('Updated at');
    expect(JSON.parse(localStorage.getItem('backlot.columns.tags')!)).toEqual({ nameCn: false, updatedAt: true });
  });
});
