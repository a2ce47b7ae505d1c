import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EasterEgg, SEQUENCE } from './easter-egg';

afterEach(() => vi.useRealTimers());

describe('easter egg', () => {
  it('the key sequence sets off confetti that clears itself', () => {
    vi.useFakeTimers();
    render(<EasterEgg />);
    for (const key of SEQUENCE.slice(0, -1)) fireEvent.keyDown(window, { key });
    expect(screen.queryByTestId('confetti')).toBeNull();
    fireEvent.keyDown(window, { key: SEQUENCE.at(-1) });
    expect(screen.getByTestId('confetti')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByTestId('confetti')).toBeNull();
  });

  it('a wrong key starts the sequence over', () => {
    render(<EasterEgg />);
    for (const key of [...SEQUENCE.slice(0, 4), 'x', ...SEQUENCE.slice(4)]) fireEvent.keyDown(window, { key });
    expect(screen.queryByTestId('confetti')).toBeNull();
  });
});
