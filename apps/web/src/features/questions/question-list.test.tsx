/**
 * The FAQ list's Reorder: it orders one site's entries, so it asks for a site itself when the list is not
 * filtered to one; with one chosen it lists every entry of that site, in order, and saves nothing until
 * something moved.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as questions } from './messages';
import { ResourceList } from '../../lib/resource';
import { questions as questionsFeature } from './feature';

const questionResource = await questionsFeature.resource();

/** The page as the feature declares it (the kit's default). */
const QuestionListPage = () => <ResourceList resource={questionResource} />;

const stamps = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const entry = (id: number, question: string, sort: number) => ({
  id,
  site_id: 1,
  site_name: 'Velvet Room',
  question,
  question_cn: question,
  answer: '',
  answer_cn: '',
  sort,
  ...stamps,
});
const entries = [entry(4, 'How do I join?', 0), entry(9, 'How do I cancel?', 1), entry(2, 'Is billing discreet?', 2)];

function serve() {
  return mockFetch((_method, url) => {
    if (url.pathname === '/api/questions')
      return {
        body: { data: entries, meta: { page: 1, per_page: 20, total: 3, total_is_estimate: false, has_next: false } },
      };
    if (url.pathname === '/api/sites')
      return {
        body: {
          data: [{ id: 1, name: 'Velvet Room' }],
          meta: { page: 1, per_page: 200, total: 1, total_is_estimate: false, has_next: false },
        },
      };
    return { status: 404, body: { message: 'Not found.', code: 'not_found' } };
  });
}

const list = (url: string, permissions = ['list-questions', 'edit-questions']) =>
  renderPage(<QuestionListPage />, { path: '/questions', url, messages: { questions }, permissions });

describe('reordering the FAQ', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });

  it('asks for the site itself, then lists its entries', async () => {
    serve();
    list('/questions');
    await user.click(await screen.findByRole('button', { name: /Reorder/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Choose where the order applies/)).toBeTruthy();
    expect(within(dialog).getByText('Choose one')).toBeTruthy();
    expect(within(dialog).queryByRole('listitem')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Save order' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(dialog).getByRole('combobox'));
    const options = await screen.findAllByTitle('Velvet Room');
    await user.click(options.find((option) => option.classList.contains('ant-select-item-option'))!);
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(3);
  });

  it('lists every entry of the chosen site in order, and saves nothing before a move', async () => {
    const fetchMock = serve();
    list('/questions?siteId=1');
    await user.click(await screen.findByRole('button', { name: /Reorder/ }));
    const dialog = await screen.findByRole('dialog');
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('How do I join?'),
      expect.stringContaining('How do I cancel?'),
      expect.stringContaining('Is billing discreet?'),
    ]);
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
    const query = asked.find(
      (url) => url.pathname === '/api/questions' && url.searchParams.get('per_page') === '200',
    )!.searchParams;
    expect([query.get('site_id'), query.get('sort')]).toEqual(['1', 'sort']);
    expect(within(dialog).getByRole('button', { name: 'Save order' }).hasAttribute('disabled')).toBe(true);
  });

  it('is not offered without the edit permission', async () => {
    serve();
    list('/questions?siteId=1', ['list-questions']);
    await screen.findAllByText('How do I join?');
    expect(screen.queryByRole('button', { name: /Reorder/ })).toBeNull();
  });
});
