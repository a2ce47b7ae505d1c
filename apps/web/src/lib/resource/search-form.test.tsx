/** The search form shows one row of controls, Search and Reset beside them, and the rest behind "More filters". */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from './testing/render-page';
import { ResourceList } from './resource-list';
import { messages as users } from '../../features/users/messages';
import { memberResource } from '../../features/users/resource';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const empty = { data: [], meta: { page: 1, per_page: 20, total: 0, total_is_estimate: false, has_next: false } };

function renderMembers(url = '/users') {
  mockFetch(() => ({ body: empty }));
  renderPage(<ResourceList resource={memberResource} />, {
    path: '/users',
    url,
    messages: { users },
    permissions: ['list-users'],
  });
}

/** A filter's control, if it can be seen (a folded one is in the form, hidden). */
const control = (name: string) => screen.queryByRole('textbox', { name }) ?? screen.queryByRole('combobox', { name });

// The members' whole list renders: on a busy machine a test takes a while.
describe('the search form', { timeout: 60_000 }, () => {
  const width = window.innerWidth;
  afterEach(() => {
    vi.unstubAllGlobals();
    window.innerWidth = width;
  });

  it('at 1366 px shows the search and two filters, and folds the other four behind More filters', async () => {
    window.innerWidth = 1366;
    renderMembers();
    const more = await screen.findByRole('button', { name: /More filters \(4\)$/ });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(control('Search')).not.toBeNull();
    expect(control('Status')).not.toBeNull();
    expect(control('Country')).toBeNull();
    expect(screen.getByRole('button', { name: /Search/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Reset/ })).toBeTruthy();

    await user.click(more);
    expect(control('Country')).not.toBeNull();
    const fewer = screen.getByRole('button', { name: /Fewer filters$/ });
    expect(fewer.getAttribute('aria-expanded')).toBe('true');
    await user.click(fewer);
    expect(control('Country')).toBeNull();
  });

  it('builds the controls of folded filters only once they are unfolded', async () => {
    window.innerWidth = 1366;
    renderMembers();
    const more = await screen.findByRole('button', { name: /More filters \(4\)$/ });
    const hiddenControls = () => document.querySelectorAll('.ant-form-item-hidden input').length;
    expect(hiddenControls()).toBe(0);
    await user.click(more);
    expect(document.querySelectorAll('form input').length).toBeGreaterThan(3);
    expect(hiddenControls()).toBe(0);
  });

  it('keeps a folded filter that holds a value in sight, and counts only the others', async () => {
    window.innerWidth = 1366;
    renderMembers('/users?country=FR');
    expect(await screen.findByRole('button', { name: /More filters \(3\)$/ })).toBeTruthy();
    expect(control('Country')).toHaveProperty('value', 'FR');
  });

  it('on a phone shows the search box alone before the buttons', async () => {
    window.innerWidth = 390;
    renderMembers();
    expect(await screen.findByRole('button', { name: /More filters \(6\)$/ })).toBeTruthy();
    expect(control('Search')).not.toBeNull();
    expect(control('Status')).toBeNull();
  });
});
