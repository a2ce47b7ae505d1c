import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCREENFUL, useScreenfulFirst } from './use-screenful-first';

const page = (from: number) => Array.from({ length: 20 }, (_, i) => from + i);

/** The rows a list showed, commit by commit, as its answers arrived. */
function shown() {
  const seen: (number | undefined)[] = [];
  function List({ rows }: { rows?: number[] }) {
    const showing = useScreenfulFirst(rows);
    seen.push(showing?.length);
    return null;
  }
  return { seen, List };
}

describe('useScreenfulFirst', () => {
  it('shows the first screenful of the first answer, then the whole page', async () => {
    const { seen, List } = shown();
    const { rerender } = render(<List />);
    await act(async () => rerender(<List rows={page(1)} />));
    await waitFor(() => expect(seen).toEqual([undefined, SCREENFUL, 20]));
  });

  it('shows a later answer (a refresh, another page) whole at once', async () => {
    const { seen, List } = shown();
    const { rerender } = render(<List rows={page(1)} />);
    await waitFor(() => expect(seen.at(-1)).toBe(20));
    seen.length = 0;
    await act(async () => rerender(<List rows={page(21)} />));
    expect(seen).toEqual([20]);
  });

  it('shows a short page whole', async () => {
    const { seen, List } = shown();
    render(<List rows={page(1).slice(0, SCREENFUL)} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(seen.every((length) => length === SCREENFUL)).toBe(true);
  });
});
