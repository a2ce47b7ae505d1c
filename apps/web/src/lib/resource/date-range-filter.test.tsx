import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DateRangeFilter from './date-range-filter';

describe('the date-range filter', () => {
  it('on a phone is two pickers, one a line, each ending the range on its side', async () => {
    const onChange = vi.fn();
    render(
      <DateRangeFilter placeholder={['From', 'To']} stacked value={[undefined, '2025-03-31']} onChange={onChange} />,
    );
    const from = screen.getByPlaceholderText('From');
    const to = screen.getByPlaceholderText('To');
    expect(to).toHaveProperty('value', '2025-03-31');
    expect(from.compareDocumentPosition(to) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(from);
    await userEvent.keyboard('2025-03-01{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['2025-03-01', '2025-03-31']);
  });

  it('on a wide screen is one range picker', () => {
    render(<DateRangeFilter placeholder={['From', 'To']} />);
    expect(document.querySelector('.ant-picker-range')).toBeTruthy();
  });
});
