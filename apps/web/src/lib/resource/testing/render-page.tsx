/**
 * Test helper: renders a page inside what the app gives it (i18n, query client, toasts and dialogs, a data router
 * with the leave guard).
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { MessageProvider } from '../../feedback';
import { setupI18n, type MessageCatalogue } from '../../i18n';
import { messages as common } from '../../i18n/common-messages';
import { LeaveGuard, type RouteHandle, type RouteMeta } from '../../routes';
import { sessionStore } from '../../session/store';
import { messages as resource } from '../messages';

/** Shows the current location, so a test can read what the page wrote to the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderPage(
  page: ReactNode,
  {
    path = '/',
    url = path,
    messages = {},
    permissions = [],
    meta,
  }: {
    path?: string;
    url?: string;
    messages?: MessageCatalogue;
    permissions?: string[];
    /** The page's meta, as the app's routes give it (its title). */
    meta?: RouteMeta;
  } = {},
) {
  setupI18n({ common, resource, ...messages }, { language: 'en' });
  sessionStore.set((state) => ({ ...state, status: 'ready', permissions: new Set(permissions) }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        // The app's leave guard, as the root route gives it.
        element: (
          <LeaveGuard>
            <Outlet />
          </LeaveGuard>
        ),
        children: [
          {
            path,
            handle: meta && ({ meta, path, page: true } satisfies RouteHandle),
            element: (
              <>
                {page}
                <LocationProbe />
              </>
            ),
          },
          { path: '*', element: <LocationProbe /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const view = (
    <QueryClientProvider client={client}>
      <MessageProvider>
        <RouterProvider router={router} />
      </MessageProvider>
    </QueryClientProvider>
  );
  return { ...render(view), router };
}

/** A JSON answer, or a file as the API sends a download (its type and its name in `Content-Disposition`). */
type Reply = { status?: number; body?: unknown; file?: { content: string; type: string; name: string } };

/** Replaces fetch: `reply(method, path)` answers each call; returns the mock to inspect the calls. */
export function mockFetch(reply: (method: string, url: URL, body: unknown, headers: Headers) => Reply) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const { status = 200, body: answer, file } = reply(init?.method ?? 'GET', url, body, new Headers(init?.headers));
    if (file)
      return new Response(file.content, {
        headers: { 'Content-Type': file.type, 'Content-Disposition': `attachment; filename="${file.name}"` },
      });
    return new Response(answer === undefined ? null : JSON.stringify(answer), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
