/** What jsdom lacks and antd needs; a clean DOM and storage (local and session) between tests. */
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// antd renders slowly in jsdom, slower still when every test file runs at once.
configure({ asyncUtilTimeout: 5000 });

// jsdom implements no pseudo-element styles; antd asks for them to measure scrollbars.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

/** jsdom has no ResizeObserver; antd's table and pickers measure with one. */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/**
 * jsdom has no media queries: width queries are answered for the window's width (jsdom's 1024 px, a desktop,
 * unless a test sets `window.innerWidth` before rendering); any other query does not match.
 */
window.matchMedia = (query: string) => {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  const width = window.innerWidth;
  const matches =
    conditions.length > 0 &&
    conditions.every(([, bound, px]) => (bound === 'min' ? width >= Number(px) : width <= Number(px)));
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
