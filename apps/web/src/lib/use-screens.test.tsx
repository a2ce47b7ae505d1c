import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useScreens, type Screens } from './use-screens';

const width = window.innerWidth;
afterEach(() => {
  window.innerWidth = width;
});

/** Every answer a component got, render by render. */
function answers() {
  const seen: Screens[] = [];
  function Probe() {
    seen.push(useScreens());
    return null;
  }
  render(<Probe />);
  return seen;
}

describe('useScreens', () => {
  it('answers a laptop’s breakpoints from the first render, and renders once', () => {
    window.innerWidth = 1366;
    expect(answers()).toEqual([{ md: true, lg: true, xl: true, xxl: false }]);
  });

  it('answers a phone’s from the first render too', () => {
    window.innerWidth = 390;
    expect(answers()).toEqual([{ md: false, lg: false, xl: false, xxl: false }]);
  });
});
