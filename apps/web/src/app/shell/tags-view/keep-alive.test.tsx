import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LeaveGuard, useRouteMeta } from '../../../lib/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as tags } from '../../../features/tags/messages';
import { MessageProvider } from '../../../lib/feedback';
import { setupI18n } from '../../../lib/i18n';
import { messages as common } from '../../../lib/i18n/common-messages';
import { messages as resource } from '../../../lib/resource/messages';
import { mockFetch } from '../../../lib/resource/testing/render-page';
import { sessionStore } from '../../../lib/session';
import { TagsViewProvider, useTagsView } from './context';
import { KeepAlive } from './keep-alive';
import { ResourceForm } from '../../../lib/resource/resource-form';
import { tags as tagsFeature } from '../../../features/tags/feature';

const tagResource = await tagsFeature.resource();

/** A page naming itself by its route's title, as a list does. */
const TitledPage = () => <h1>{useRouteMeta()?.title}</h1>;

/** The tags' page as their feature declares it (the kit's default). */
const TagFormPage = () => <ResourceForm resource={tagResource} />;

function OpenPages() {
  return (
    <nav aria-label="Open pages">
      {useTagsView()
        .views.map((view) => view.title)
        .join(', ')}
    </nav>
  );
}

function Shell() {
  return (
    <TagsViewProvider routes={[]}>
      <OpenPages />
      <KeepAlive />
    </TagsViewProvider>
  );
}

function renderShell() {
  setupI18n({ common, resource, tags }, { language: 'en' });
  sessionStore.set((state) => ({ ...state, status: 'ready', permissions: new Set(['list-tags', 'create-tags']) }));
  const page = (path: string, title: string, permission?: 'list-roles') => ({
    handle: { path, meta: { title, permission } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        // The root route's leave guard, as the app gives it.
        element: (
          <LeaveGuard>
            <Shell />
          </LeaveGuard>
        ),
        children: [
          { path: 'tags/create', element: <TagFormPage />, ...page('/tags/create', 'tags:title.create') },
          { path: 'other', element: <p>Another page</p>, ...page('/other', 'other') },
          { path: 'titled', element: <TitledPage />, ...page('/titled', 'titled') },
          { path: 'roles', element: <p>Not theirs</p>, ...page('/roles', 'roles', 'list-roles') },
          {
            path: 'record',
            element: <p>A record</p>,
            handle: { path: '/record', meta: { title: 'record', noCache: true } },
          },
        ],
      },
    ],
    { initialEntries: ['/tags/create'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MessageProvider>
        <RouterProvider router={router} />
      </MessageProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** Lets React finish what it renders after the page shown (a hidden page's work comes last). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const nameField = () => screen.findByLabelText<HTMLInputElement>('Name (English)');

describe('the open pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leave out a page the admin may not open', async () => {
    mockFetch(() => ({ status: 500 }));
    const router = renderShell();
    await nameField();
    await act(() => router.navigate('/roles'));
    await act(() => router.navigate('/other'));
    await screen.findByText('Another page');
    expect(screen.getByRole('navigation', { name: 'Open pages' }).textContent).toBe('tags:title.create, other');
  });
});

describe('a page kept alive while another is shown', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is inert (out of the accessibility tree and the focus order) until shown again', async () => {
    mockFetch(() => ({ status: 500 }));
    const router = renderShell();
    const field = await nameField();
    const frameOf = (element: Element) => element.closest('[data-page]');
    expect(frameOf(field)?.hasAttribute('inert')).toBe(false);

    await act(() => router.navigate('/other'));
    const other = await screen.findByText('Another page');
    expect(frameOf(field)?.hasAttribute('inert')).toBe(true);
    expect(frameOf(other)?.hasAttribute('inert')).toBe(false);

    await act(() => router.navigate('/tags/create'));
    expect(frameOf(await nameField())?.hasAttribute('inert')).toBe(false);
  });

  it('keeps its own title while other pages are opened', async () => {
    mockFetch(() => ({ status: 500 }));
    const router = renderShell();
    await nameField();
    await act(() => router.navigate('/titled'));
    const heading = await screen.findByRole('heading', { name: 'titled' });

    await act(() => router.navigate('/other'));
    await screen.findByText('Another page');
    await act(() => router.navigate('/tags/create'));
    await nameField();
    await settle();
    expect(heading.textContent).toBe('titled');
  });

  it('frames a page built anew each time as it frames a kept one, so the page shown is always found the same way', async () => {
    mockFetch(() => ({ status: 500 }));
    const router = renderShell();
    await nameField();
    await act(() => router.navigate('/record'));
    const record = await screen.findByText('A record');
    expect(record.closest('[data-page]')?.getAttribute('data-page')).toBe('/record');
    expect(document.querySelectorAll('[data-page]:not([inert])')).toHaveLength(1);

    await act(() => router.navigate('/tags/create'));
    expect(screen.queryByText('A record')).toBeNull();
  });
});

describe('a kept-alive form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('comes back as it was left when it was left without changes to lose', async () => {
    mockFetch(() => ({ status: 500 }));
    const router = renderShell();
    const user = userEvent.setup();
    await user.click(await nameField());

    await act(() => router.navigate('/other'));
    await screen.findByText('Another page');
    await act(() => router.navigate('/tags/create'));
    expect(document.activeElement).toBe(await nameField());
  });

  it('comes back empty after the user chose to leave without saving', async () => {
    mockFetch(() => ({ status: 500 }));
    const router = renderShell();
    const user = userEvent.setup();
    await user.type(await nameField(), 'Red');

    await act(() => router.navigate('/other'));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await screen.findByText('Another page');

    await act(() => router.navigate('/tags/create'));
    await waitFor(async () => expect((await nameField()).value).toBe(''));
  });
});
