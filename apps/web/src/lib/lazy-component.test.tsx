import { Suspense, useState, type ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

const waiting = <p>waiting</p>;

describe('lazyComponent', () => {
  it('renders a component whose code has arrived at once, without its fallback', async () => {
    const Page = lazyComponent(() => Promise.resolve({ default: () => <p>the page</p> }));
    await Page.preload();
    render(<Suspense fallback={waiting}>{<Page />}</Suspense>);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('waits for code not yet arrived, and keeps the one it shows when its parent renders again', async () => {
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>clicked {count}</button>;
    }
    const Page = lazyComponent(() => new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve)));
    function Parent() {
      const [, rerender] = useState(0);
      return (
        <>
          <button onClick={() => rerender((n) => n + 1)}>again</button>
          <Suspense fallback={waiting}>
            <Page />
          </Suspense>
        </>
      );
    }
    render(<Parent />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => arrive({ default: Counter }));
    fireEvent.click(await screen.findByText('clicked 0'));
    fireEvent.click(screen.getByText('again'));
    // The page shown is the one that waited, with its state: not a new one built from the code now at hand.
    expect(screen.getByText('clicked 1')).toBeTruthy();
  });
});
