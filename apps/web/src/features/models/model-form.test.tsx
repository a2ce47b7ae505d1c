import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages as models } from './messages';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { ResourceForm } from '../../lib/resource';
import { modelResource } from './resource';

/** The page as the feature declares it (the kit's default). */
const ModelFormPage = () => <ResourceForm resource={modelResource} />;

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const itemOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

describe('model form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a message about one social link on the social links field', async () => {
    mockFetch((method) =>
      method === 'POST'
        ? {
            status: 422,
            body: {
              message: 'Some fields are invalid.',
              code: 'validation',
              errors: { 'social_links.0.url': ['Invalid URL.'] },
            },
          }
        : { status: 404 },
    );
    renderPage(<ModelFormPage />, {
      path: '/videos/models/create',
      messages: { models },
      permissions: ['list-models', 'create-models'],
    });
    await user.type(await screen.findByLabelText('Name (English)'), 'Ava');
    await user.type(screen.getByLabelText('Name (Chinese)'), '艾娃');
    await user.click(screen.getByRole('button', { name: /add a link/i }));
    await user.type(screen.getByLabelText('Platform'), 'Site');
    await user.type(screen.getByLabelText('Address'), 'https://example.com/x');
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await within(itemOf('Social links')).findByText('Invalid URL.')).toBeTruthy();
  });
});
