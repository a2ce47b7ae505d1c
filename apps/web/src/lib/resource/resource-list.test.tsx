import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages as roles } from '../../features/roles/messages';
import { messages as tags } from '../../features/tags/messages';
import { mockFetch, renderPage } from './testing/render-page';
import { ResourceList } from './resource-list';
import { roleResource } from '../../features/roles/resource';
import { tags as tagsFeature } from '../../features/tags/feature';

const tagResource = await tagsFeature.resource();

/** The pages as their features declare them (the kit's defaults). */
const TagListPage = () => <ResourceList resource={tagResource} />;
const RoleListPage = () => <ResourceList resource={roleResource} />;

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const meta = (total: number) => ({ page: 1, per_page: 20, total, total_is_estimate: false, has_next: false });
const stamps = { created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z' };
const role = (id: number, name: string, isBuiltin = false) => ({
  id,
  name,
  description: null,
  is_builtin: isBuiltin,
  permissions: [],
  admins: [],
  ...stamps,
});
const tag = (id: number, name: string) => ({ id, name, name_cn: `${name} (zh)`, sort: id, ...stamps });

const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);
const cellOf = (id: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"] td:last-child`)!;

async function rolesWith(permissions: string[]) {
  mockFetch(() => ({ body: { data: [role(1, 'super-admin', true), role(2, 'Tagger')], meta: meta(2) } }));
  renderPage(<RoleListPage />, { path: '/permissions/roles', messages: { roles }, permissions });
  await screen.findByText('Tagger');
}

describe('the actions column', () => {
  const width = window.innerWidth;
  afterEach(() => {
    vi.unstubAllGlobals();
    window.innerWidth = width;
  });

  it('is left out when the admin may do nothing to any row', async () => {
    await rolesWith(['list-roles']);
    expect(headers()).not.toContain('Actions');
  });

  it('shows nothing for a row with nothing to offer, and the actions of the others', async () => {
    await rolesWith(['list-roles', 'delete-roles']);
    expect(headers()).toContain('Actions');
    // The built-in role cannot be deleted.
    expect(cellOf(1).childElementCount).toBe(0);
    expect(within(cellOf(2)).getByRole('button', { name: /Delete/ })).toBeTruthy();
  });

  it('on a tablet, opens each row\'s actions from one "more" button', { timeout: 60_000 }, async () => {
    window.innerWidth = 800;
    mockFetch(() => ({ body: { data: [tag(1, 'Red')], meta: meta(1) } }));
    renderPage(<TagListPage />, {
      path: '/tags',
      messages: { tags },
      permissions: ['list-tags', 'edit-tags', 'delete-tags'],
    });
    await screen.findByText('Red');
    expect(within(cellOf(1)).queryByRole('link', { name: /Edit/ })).toBeNull();

    await user.click(within(cellOf(1)).getByRole('button', { name: 'Actions for “Red”' }));
    const edit = await screen.findByRole('link', { name: /Edit/ });
    expect(screen.getByRole('button', { name: /Delete/ })).toBeTruthy();
    await user.click(edit);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/tags/edit/1'));
  });
});

describe('a long text in the table', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is cut to one line with an ellipsis, the whole text in its title', async () => {
    const name = 'An extraordinarily long tag name that goes on well past a column';
    mockFetch(() => ({ body: { data: [tag(1, name)], meta: meta(1) } }));
    renderPage(<TagListPage />, { path: '/tags', messages: { tags }, permissions: ['list-tags'] });
    const text = await screen.findByText(name);
    expect(text.getAttribute('title')).toBe(name);
    expect(text.style).toMatchObject({ textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '320px' });
  });
});

describe('the search form', () => {
  const width = window.innerWidth;
  afterEach(() => {
    vi.unstubAllGlobals();
    window.innerWidth = width;
  });

  it('stacks its controls on a phone, each the full width', async () => {
    window.innerWidth = 390;
    mockFetch(() => ({ body: { data: [], meta: meta(0) } }));
    renderPage(<TagListPage />, { path: '/tags', messages: { tags }, permissions: ['list-tags'] });
    const search = await screen.findByRole('textbox', { name: 'Search' });
    expect(search.closest('form')?.className).toContain('ant-form-vertical');
  });

  it('keeps what the user typed while the list arrives', async () => {
    // Every call waits (the saved views, the page, and its total beside it) until the user has typed.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await typed;
        return new Response(JSON.stringify({ data: [tag(1, 'Drama')], meta: meta(1) }));
      }),
    );
    renderPage(<TagListPage />, { path: '/tags', messages: { tags }, permissions: ['list-tags'] });
    const search = await screen.findByRole('textbox', { name: 'Search' });
    await user.type(search, 'Dr');
    release();
    await screen.findByText('Drama');
    expect(search).toHaveProperty('value', 'Dr');
  });

  it('sits in a row on a wide screen', async () => {
    mockFetch(() => ({ body: { data: [], meta: meta(0) } }));
    renderPage(<TagListPage />, { path: '/tags', messages: { tags }, permissions: ['list-tags'] });
    const search = await screen.findByRole('textbox', { name: 'Search' });
    expect(search.closest('form')?.className).toContain('ant-form-inline');
  });
});

describe('the total under the list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads an estimate past the exact limit as one, its digits grouped', async () => {
    mockFetch(() => ({
      body: {
        data: [tag(1, 'Red')],
        meta: { page: 1, per_page: 20, total: 40_144, total_is_estimate: true, has_next: true },
      },
    }));
    renderPage(<TagListPage />, { path: '/tags', messages: { tags }, permissions: ['list-tags'] });
    expect(await screen.findByText('About 40,144 in total')).toBeTruthy();
  });

  it('asks for no count when the page already says the exact total', async () => {
    const fetched = mockFetch(() => ({ body: { data: [tag(1, 'Red')], meta: meta(1) } }));
    renderPage(<TagListPage />, { path: '/tags', messages: { tags }, permissions: ['list-tags'] });
    expect(await screen.findByText('1 in total')).toBeTruthy();
    expect(fetched.mock.calls.filter(([input]) => String(input).includes('count=exact'))).toEqual([]);
  });

  it('shows the total counted beside the pages, once per filters, and offers every page of it', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => tag(i + 1, `Tag ${i + 1}`));
    const fetched = mockFetch((_method, url) => ({
      body:
        url.searchParams.get('count') === 'exact'
          ? {
              data: rows.slice(0, 1),
              meta: { page: 1, per_page: 1, total: 4_816, total_is_estimate: false, has_next: true },
            }
          : { data: rows, meta: { page: 1, per_page: 20, total: 1_001, total_is_estimate: true, has_next: true } },
    }));
    renderPage(<TagListPage />, { path: '/tags', messages: { tags }, permissions: ['list-tags'] });
    expect(await screen.findByText('4,816 in total')).toBeTruthy();
    expect(document.querySelector('.ant-pagination-item-241')).not.toBeNull();
    const counts = fetched.mock.calls.filter(([input]) => String(input).includes('count=exact'));
    expect(counts).toHaveLength(1);
    expect(String(counts[0]![0])).toContain('per_page=1');
  });

  it('renders the counted total in the pager and the export alone, not the rows again', async () => {
    let renders = 0;
    const counting = {
      ...tagResource,
      fields: tagResource.fields.map((field) =>
        field.name === 'name'
          ? {
              ...field,
              render: (record: { name: string }) => {
                renders += 1;
                return record.name;
              },
            }
          : field,
      ),
    } as typeof tagResource;
    const rows = Array.from({ length: 20 }, (_, i) => tag(i + 1, `Tag ${i + 1}`));
    const answer = mockFetch((_method, url) => ({
      body:
        url.searchParams.get('count') === 'exact'
          ? { data: rows.slice(0, 1), meta: { ...meta(4_816), per_page: 1, has_next: true } }
          : { data: rows, meta: { page: 1, per_page: 20, total: 1_001, total_is_estimate: true, has_next: true } },
    }));
    // The count answers once the rows are shown, as a slower count does.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('count=exact')) await held;
      return answer(input, init);
    });
    renderPage(<ResourceList resource={counting} />, { path: '/tags', messages: { tags }, permissions: ['list-tags'] });
    expect(await screen.findByText('About 1,001 in total')).toBeTruthy();
    // The whole page of rows is shown (its first screenful comes first).
    expect(await screen.findByText('Tag 20')).toBeTruthy();
    const shown = renders;
    release();
    expect(await screen.findByText('4,816 in total')).toBeTruthy();
    // The rows' names were not rendered again for the total.
    expect(renders).toBe(shown);
  });

  it('offers the pages the server says exist, not the pages of an estimate', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => tag(i + 1, `Tag ${i + 1}`));
    // The estimate says 241 pages; past it the pager offers the next page only, so no page past the end.
    mockFetch(() => ({
      body: { data: rows, meta: { page: 1, per_page: 20, total: 4_816, total_is_estimate: true, has_next: true } },
    }));
    renderPage(<TagListPage />, { path: '/tags', messages: { tags }, permissions: ['list-tags'] });
    expect(await screen.findByText('About 4,816 in total')).toBeTruthy();
    const pageItem = (n: number) => document.querySelector(`.ant-pagination-item-${n}`);
    expect(pageItem(2)).not.toBeNull();
    expect(pageItem(3)).toBeNull();
    expect(pageItem(241)).toBeNull();
  });
});

describe('an empty list', () => {
  afterEach(() => vi.unstubAllGlobals());
  const empty = { data: [], meta: meta(0) };

  it('is titled, says there is nothing yet and offers Create to who may create', async () => {
    mockFetch(() => ({ body: empty }));
    renderPage(<TagListPage />, { path: '/tags', messages: { tags }, permissions: ['list-tags', 'create-tags'] });
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    // The page's title heads the list and names it.
    const list = screen.getByRole('region', { name: 'Tag list' });
    expect(within(list).getByRole('heading', { name: 'Tag list' })).toBeTruthy();
    // Beside the toolbar's Create, the empty list's own.
    expect(screen.getByRole('link', { name: /Create the first/ }).getAttribute('href')).toBe('/tags/create');
    expect(screen.getAllByRole('link', { name: /Create/ })).toHaveLength(2);
  });

  it('with a search on, says nothing matches and clears it', async () => {
    mockFetch(() => ({ body: empty }));
    renderPage(<TagListPage />, { path: '/tags', url: '/tags?q=zzz', messages: { tags }, permissions: ['list-tags'] });
    expect(await screen.findByText('Nothing matches the search and filters.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Create/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Clear search and filters/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/tags'));
  });
});

describe('a row', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens its record when clicked, but not from its own controls', async () => {
    mockFetch(() => ({ body: { data: [tag(1, 'Red')], meta: meta(1) } }));
    renderPage(<TagListPage />, {
      path: '/tags',
      messages: { tags },
      permissions: ['list-tags', 'edit-tags', 'delete-tags'],
    });
    // The row's checkbox (after the header's) selects it, and stays on the list.
    await screen.findByText('Red (zh)');
    const [, rowBox] = screen.getAllByRole('checkbox');
    await user.click(rowBox!);
    expect(screen.getByTestId('location').textContent).toBe('/tags');
    await user.click(screen.getByText('Red (zh)'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/tags/edit/1'));
  });
});
