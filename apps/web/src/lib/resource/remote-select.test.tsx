/**
 * A picker of another resource's records asks for them when its list opens (or to label a value it was given),
 * not when it appears: a list page with pickers among its filters loads no picker's records until one is used.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from './testing/render-page';
import { RemoteSelect } from './remote-select';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const plans = [
  { id: 1, name: 'Monthly' },
  { id: 2, name: 'Yearly' },
];
const nameOf = (plan: { name: string }) => plan.name;

function show(value?: number, known?: { value: number; label: string }[]) {
  const fetchMock = mockFetch(() => ({ body: { data: plans, meta: { total: 2 } } }));
  renderPage(
    <RemoteSelect<(typeof plans)[number]>
      path="plans"
      labelOf={nameOf}
      aria-label="Plan"
      value={value}
      known={known}
    />,
  );
  return fetchMock;
}

const planCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes('/plans'));

describe('a record picker', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for records only once its list is opened', async () => {
    const fetchMock = show();
    await screen.findByRole('combobox', { name: 'Plan' });
    expect(planCalls(fetchMock)).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Plan' }));
    expect(await screen.findByText('Yearly')).toBeTruthy();
    expect(planCalls(fetchMock)).toHaveLength(1);
  });

  it('asks at once for a value it cannot name, and shows its name', async () => {
    const fetchMock = show(2);
    await waitFor(() => expect(screen.getByText('Yearly')).toBeTruthy());
    expect(planCalls(fetchMock)).toHaveLength(1);
  });

  it('asks nothing for a value it was given the name of', async () => {
    const fetchMock = show(2, [{ value: 2, label: 'Yearly plan' }]);
    expect(await screen.findByText('Yearly plan')).toBeTruthy();
    expect(planCalls(fetchMock)).toHaveLength(0);
  });
});
