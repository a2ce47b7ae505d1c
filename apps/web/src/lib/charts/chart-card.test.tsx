/** A chart's figures are readable as a table from the card's head; no figures is said as such. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../resource/testing/render-page';
import { setPlatformAPI } from 'echarts/core';
import { ChartCard } from './chart-card';
import { seriesOption } from './option';

// jsdom has no canvas to measure text with: a fixed width per character does for the layout.
setPlatformAPI({ measureText: (text = '') => ({ width: text.length * 7 }) });

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const days = ['2026-11-23', '2026-11-24'];
const table = {
  columns: [
    { key: 'day', title: 'Day' },
    { key: 'revenue', title: 'Revenue', numeric: true },
  ],
  rows: [
    { day: days[0], revenue: '$1,204.50' },
    { day: days[1], revenue: '$980.00' },
  ],
};

describe('chart card', () => {
  it('draws the chart, and shows its figures as a table on demand', async () => {
    renderPage(
      <ChartCard
        title="Revenue"
        definition="Successful charges, before refunds and fees."
        option={seriesOption(days, [{ name: 'Revenue', values: [1204.5, 980] }])}
        table={table}
      />,
    );
    expect(screen.getByRole('img', { name: 'Revenue' })).toBeTruthy();
    expect(screen.getByLabelText('Successful charges, before refunds and fees.')).toBeTruthy();
    await user.click(screen.getByText('Table'));
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('$1,204.50')).toBeTruthy();
    expect(within(rows[2]!).getByText('2026-11-24')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Revenue' })).toBeNull();
  });

  it('says there are no figures rather than drawing empty axes', () => {
    renderPage(
      <ChartCard title="Revenue" option={seriesOption([], [])} table={{ columns: table.columns, rows: [] }} />,
    );
    expect(screen.getByText('No figures for this period.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Revenue' })).toBeNull();
  });
});
