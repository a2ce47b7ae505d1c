/**
 * The plan form shows the fields of the chosen type only, asks for what the type needs before sending, and
 * sends prices as the decimal text typed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as plans } from './messages';
import { ResourceForm } from '../../lib/resource';
import { planResource } from './resource';

/** The page as the feature declares it (the kit's default). */
const PlanFormPage = () => <ResourceForm resource={planResource} />;

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });

async function pickType(label: string) {
  await user.click(screen.getByLabelText('Type'));
  await user.click(await within(document.body).findByTitle(label));
}

describe('plan form', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the fields of the chosen type, asks for what it needs, and sends the price as typed', async () => {
    const sent: unknown[] = [];
    mockFetch((method, _url, body) => {
      if (method !== 'POST')
        return {
          body: { data: [], meta: { page: 1, per_page: 20, total: 0, total_is_estimate: false, has_next: false } },
        };
      sent.push(body);
      return {
        status: 422,
        body: {
          message: 'Some fields are invalid.',
          code: 'validation_failed',
          errors: { coins: ['A plan of this type needs it.'] },
        },
      };
    });
    renderPage(<PlanFormPage />, { path: '/plans/create', messages: { plans }, permissions: ['create-plans'] });
    expect(await screen.findByLabelText('Recurring price')).toBeTruthy();
    expect(screen.queryByLabelText('Coins')).toBeNull();

    await pickType('Coin pack');
    expect(screen.queryByLabelText('Recurring price')).toBeNull();
    await user.type(screen.getByLabelText('Name'), 'Pack');
    await user.type(screen.getByLabelText('Title (English)'), 'Pack of coins');
    await user.type(screen.getByLabelText('Price'), '9.90');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('A plan of this type needs it.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Coins'), '500');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Pack', type: 'coins', coins: 500, once_price: '9.90', currency: 'USD' });
  });
});
