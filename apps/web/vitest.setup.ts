/** What jsdom lacks and antd needs; a clean DOM and storage (local and session) between tests. */
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// antd renders slowly in jsdom, slower still when every test file runs at once.
configure({ asyncUtilTimeout: 5000 });

// jsdom implements no pseudo-element styles; antd asks for them to measure scrollbars.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
