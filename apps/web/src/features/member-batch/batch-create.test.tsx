/**
 * The members' batch creation page: the CSV text is sent as typed; a refusal lists each bad cell by row and
 * column in row order; a success says how many members were made. Only the network (fetch) is replaced.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages } from './messages';
import MemberBatchCreatePage from './pages/batch-create-page';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const CSV = 'username,email\nalice,alice@example.com\nbob,not-an-email';

afterEach(() => vi.unstubAllGlobals());

async function submit(csv: string) {
  renderPage(<MemberBatchCreatePage />, { messages: { 'member-batch': messages } });
  // One change event, as a paste makes: typing thousands of characters one by one would only slow the test.
  fireEvent.change(screen.getByLabelText('CSV text'), { target: { value: csv } });
  await user.click(screen.getByRole('button', { name: 'Create members' }));
}

describe('member batch creation page', () => {
  it('lists the bad cells of a refused batch by row and column, in row order', async () => {
    const fetchMock = mockFetch(() => ({
      status: 422,
      body: {
        message: 'Some fields are invalid.',
        code: 'validation_failed',
        errors: {
          'rows.12.first_name': ['At most 64 characters.'],
          'rows.3.email': ['Invalid e-mail address.'],
          'rows.3.username': ['This value is already taken.'],
          'rows.1.mail': ['Unknown column.'],
        },
      },
    }));
    await submit(CSV);

    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ csv: CSV });
    expect(await screen.findByText('Nothing was created: 3 rows need fixing.')).toBeTruthy();
    const lines = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(lines).toEqual([
      ['1', 'mail', 'Unknown column.'],
      ['3', 'email', 'Invalid e-mail address.'],
      ['3', 'username', 'This value is already taken.'],
      ['12', 'first_name', 'At most 64 characters.'],
    ]);
  });

  it('shows a problem of the whole file without a row number', async () => {
    mockFetch(() => ({
      status: 422,
      body: { message: 'x', code: 'validation_failed', errors: { csv: ['There is no row below the header.'] } },
    }));
    await submit('username,email');
    const cells = within(await screen.findByRole('table')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Whole file',
      'CSV text',
      'There is no row below the header.',
    ]);
  });

  it('says how many members a successful batch created', async () => {
    mockFetch(() => ({ status: 201, body: { created: 2, ids: [7, 8] } }));
    await submit('username,email\nalice,alice@example.com\nbob,bob@example.com');
    expect((await screen.findAllByText('2 members created.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
