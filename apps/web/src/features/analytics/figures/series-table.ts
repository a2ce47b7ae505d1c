/** A line chart's figures as a table: a row per day, a column per line. */
import type { FigureTable, Series } from '../../../lib/charts';

export function seriesTable(
  dayTitle: string,
  days: string[],
  series: Series[],
  format: (value: number) => string,
): FigureTable {
  return {
    columns: [
      { key: 'day', title: dayTitle },
      ...series.map((line, index) => ({ key: `s${index}`, title: line.name, numeric: true })),
    ],
    rows: days.map((day, row) => ({
      day,
      ...Object.fromEntries(series.map((line, index) => [`s${index}`, format(line.values[row] ?? 0)])),
    })),
  };
}
