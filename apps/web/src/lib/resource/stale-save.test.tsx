/** An edit saved over someone's later save: refused by the server, compared, then reloaded or saved over. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages as tags } from '../../features/tags/messages';
import { mockFetch, renderPage } from './testing/render-page';
import { ResourceForm } from './resource-form';
import { tags as tagsFeature } from '../../features/tags/feature';

const tagResource = await tagsFeature.resource();

/** The tags' page as their feature declares it (the kit's default). */
const TagFormPage = () => <ResourceForm resource={tagResource} />;

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const permissions = ['list-tags', 'edit-tags'];
const opened = { id: 7, name: 'Red', name_cn: '红', sort: 1, created_at: '2025-01-01T00:00:00.000Z' };
const v1 = '2025-01-01T00:00:00.000Z';
const v2 = '2025-01-02T09:30:00.000Z';
/** What alice saved after the form opened the tag. */
const theirs = { ...opened, name: 'Scarlet', updated_at: v2 };
const stale = {
  status: 409,
  body: {
    code: 'stale_version',
    message: 'alice changed this record.',
    changed_by: 'alice',
    changed_at: v2,
    version: v2,
  },
};

/** The server: the tag as opened until a save is refused, then as alice saved it; a save based on v2 goes through. */
function server() {
  let refused = false;
  return mockFetch((method, _url, body) => {
    if (method === 'PUT') {
      const put = fetchMock.mock.calls.at(-1)![1]!;
      const version = (put.headers as Record<string, string>)['If-Match'];
      if (version === `"${v2}"`)
        return { body: { ...theirs, ...(body as object), updated_at: '2025-01-03T00:00:00.000Z' } };
      refused = true;
      return stale;
    }
    return { body: refused ? theirs : { ...opened, updated_at: v1 } };
  });
}
let fetchMock: ReturnType<typeof mockFetch>;

async function saveStale() {
  fetchMock = server();
  const page = renderPage(<TagFormPage />, {
    path: '/tags/edit/:id',
    url: '/tags/edit/7',
    messages: { tags },
    permissions,
  });
  const name = await screen.findByLabelText<HTMLInputElement>('Name (English)');
  await waitFor(() => expect(name.value).toBe('Red'));
  await user.clear(name);
  await user.type(name, 'Crimson');
  await user.click(screen.getByRole('button', { name: /save/i }));
  return { ...page, dialog: await screen.findByRole('dialog', { name: 'Changed since you opened it' }) };
}

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('a stale save', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the version it was based on, and shows who saved since and where the records differ', async () => {
    const { dialog } = await saveStale();
    expect((puts()[0]![1]!.headers as Record<string, string>)['If-Match']).toBe(`"${v1}"`);
    expect(within(dialog).getByText(/^alice saved this record at .+, after you opened it\.$/)).toBeTruthy();
    const row = within(dialog).getByRole('row', { name: /Name \(English\)/ });
    expect(within(row).getByText('Crimson')).toBeTruthy();
    expect(within(row).getByText('Scarlet')).toBeTruthy();
    expect(within(dialog).queryByRole('row', { name: /Name \(Chinese\)/ })).toBeNull();
  });

  it('reloads the saved record into the form', async () => {
    const { router } = await saveStale();
    await user.click(screen.getByRole('button', { name: 'Reload the saved record' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Name (English)').value).toBe('Scarlet'));
    expect(router.state.location.pathname).toBe('/tags/edit/7');
    expect(puts()).toHaveLength(1);
  });

  it('saves mine over it, based on the version now saved', async () => {
    const { router } = await saveStale();
    await user.click(screen.getByRole('button', { name: 'Save mine over it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tags'));
    const [, second] = puts();
    expect((second![1]!.headers as Record<string, string>)['If-Match']).toBe(`"${v2}"`);
    expect(JSON.parse(String(second![1]!.body))).toMatchObject({ name: 'Crimson' });
  });
});
