import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useRead } from './use-read';

/** Renders a reader of ['rows'] and records, at each of its renders, how many times the rows had been asked. */
function setup(answer: () => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const queryFn = vi.fn(answer);
  const askedAtRender: number[] = [];
  function Reader({ enabled }: { enabled: boolean }) {
    const { data } = useRead({ queryKey: ['rows'], queryFn, enabled });
    askedAtRender.push(queryFn.mock.calls.length);
    return <p>{data ?? 'waiting'}</p>;
  }
  const view = (enabled: boolean) => (
    <QueryClientProvider client={client}>
      <Reader enabled={enabled} />
    </QueryClientProvider>
  );
  return { client, queryFn, askedAtRender, view };
}

describe('useRead', () => {
  it('sends its request while the component renders, before it has mounted', async () => {
    const { queryFn, askedAtRender, view } = setup(() => Promise.resolve('rows'));
    const screen = render(view(true));
    expect(askedAtRender[0]).toBe(1);
    expect(await screen.findByText('rows')).toBeTruthy();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('asks in the render that enables it, though a render that was not to ask has built the query', async () => {
    const { queryFn, askedAtRender, view } = setup(() => Promise.resolve('rows'));
    const screen = render(view(false));
    expect(queryFn).not.toHaveBeenCalled();
    const before = askedAtRender.length;
    screen.rerender(view(true));
    expect(askedAtRender[before]).toBe(1);
    expect(await screen.findByText('rows')).toBeTruthy();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('does not ask again on later renders, nor after a refusal', async () => {
    const { client, queryFn, view } = setup(() => Promise.reject(new Error('refused')));
    const screen = render(view(true));
    await vi.waitFor(() => expect(client.getQueryState(['rows'])?.status).toBe('error'));
    screen.rerender(view(true));
    screen.rerender(view(true));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
