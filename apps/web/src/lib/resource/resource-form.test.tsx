import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
import { messages as tags } from '../../features/tags/messages';
import { mockFetch, renderPage } from './testing/render-page';
import { ResourceForm } from './resource-form';
import { tags as tagsFeature } from '../../features/tags/feature';

const tagResource = await tagsFeature.resource();

/** The tags' page as their feature declares it (the kit's default). */
const TagFormPage = () => <ResourceForm resource={tagResource} />;

const permissions = ['list-tags', 'create-tags', 'edit-tags'];
const tag = {
  id: 7,
  name: 'Red',
  name_cn: '红',
  sort: 1,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

/** The form item of a labelled control: where its messages show. */
const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

describe('ResourceForm (tags)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the record is not found when the address names no record id, and asks nothing', async () => {
    const fetchMock = mockFetch(() => ({ status: 500 }));
    renderPage(<TagFormPage />, { path: '/tags/edit/:id', url: '/tags/edit/list', messages: { tags }, permissions });
    expect(await screen.findByText('This record does not exist or has been deleted.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the fields with the contract before sending', async () => {
    const fetchMock = mockFetch(() => ({ status: 500 }));
    renderPage(<TagFormPage />, { path: '/tags/create', messages: { tags }, permissions });
    await user.click(await screen.findByRole('button', { name: /save/i }));
    expect(await within(itemOf('Name (English)')).findByText('This field is required.')).toBeTruthy();
    expect(within(itemOf('Name (Chinese)')).getByText('This field is required.')).toBeTruthy();
    await user.click(screen.getByLabelText('Name (English)'));
    await user.paste('x'.repeat(65));
    expect(await within(itemOf('Name (English)')).findByText('At most 64 characters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the first message of a 422 on its field and keeps the user on the page', async () => {
    const fetchMock = mockFetch((method) =>
      method === 'POST'
        ? {
            status: 422,
            body: {
              message: 'Some fields are invalid.',
              code: 'validation',
              errors: { name_cn: ['This value is already taken.', 'A second message.'] },
            },
          }
        : { status: 404 },
    );
    const { router } = renderPage(<TagFormPage />, { path: '/tags/create', messages: { tags }, permissions });
    await user.type(await screen.findByLabelText('Name (English)'), 'Red');
    await user.type(screen.getByLabelText('Name (Chinese)'), '红');
    await user.click(screen.getByRole('button', { name: /save/i }));

    const item = itemOf('Name (Chinese)');
    expect(await within(item).findByText('This value is already taken.')).toBeTruthy();
    expect(screen.queryByText('A second message.')).toBeNull();
    expect(within(itemOf('Name (English)')).queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/tags', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ name: 'Red', name_cn: '红', sort: 0 });
    expect(router.state.location.pathname).toBe('/tags/create');
  });

  it('loads the record on the edit page and returns to the list once saved', async () => {
    const fetchMock = mockFetch((method) => ({ body: method === 'PUT' ? { ...tag, name: 'Crimson' } : tag }));
    const { router } = renderPage(<TagFormPage />, {
      path: '/tags/edit/:id',
      url: '/tags/edit/7',
      messages: { tags },
      permissions,
    });
    const name = await screen.findByLabelText('Name (English)');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Red'));
    await user.clear(name);
    await user.type(name, 'Crimson');
    await user.click(screen.getByRole('button', { name: /save/i }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/tags'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/api/tags/7');
    expect(JSON.parse(String(put[1]!.body))).toEqual({ name: 'Crimson', name_cn: '红', sort: 1 });
  });

  it('saves on Ctrl+S in the form', async () => {
    const fetchMock = mockFetch((method) => (method === 'POST' ? { status: 201, body: tag } : { status: 404 }));
    const { router } = renderPage(<TagFormPage />, { path: '/tags/create', messages: { tags }, permissions });
    await user.type(await screen.findByLabelText('Name (English)'), 'Red');
    await user.type(screen.getByLabelText('Name (Chinese)'), '红');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tags'));
    expect(fetchMock).toHaveBeenCalledWith('/api/tags', expect.objectContaining({ method: 'POST' }));
  });

  it('asks before leaving with unsaved changes', async () => {
    mockFetch(() => ({ status: 500 }));
    const { router } = renderPage(<TagFormPage />, { path: '/tags/create', messages: { tags }, permissions });
    await user.type(await screen.findByLabelText('Name (English)'), 'Red');
    await user.click(screen.getByText('Cancel'));

    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/tags/create');
    expect(screen.getByLabelText<HTMLInputElement>('Name (English)').value).toBe('Red');

    await user.click(screen.getByText('Cancel'));
    const leave = await screen.findAllByRole('button', { name: 'Leave' });
    await user.click(leave.at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tags'));
  });

  it("asks on the browser's Back too, and two forms kept open share the one guard without a warning", async () => {
    mockFetch(() => ({ status: 500 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderPage(
      <>
        <TagFormPage />
        <TagFormPage />
      </>,
      { path: '/tags/create', url: '/tags', messages: { tags }, permissions },
    );
    await act(() => router.navigate('/tags/create'));
    const [first] = await screen.findAllByLabelText('Name (English)');
    await user.type(first!, 'Red');
    await act(() => router.navigate(-1));

    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/tags/create');
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/blocker/);
    warn.mockRestore();
  });
});
