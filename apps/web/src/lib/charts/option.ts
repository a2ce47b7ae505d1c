/** The chart options Backlot builds: one line or bar chart over days, or one pie of shares. */
import type {
  BarSeriesOption,
  ComposeOption,
  GridComponentOption,
  LegendComponentOption,
  LineSeriesOption,
  PieSeriesOption,
  TooltipComponentOption,
} from './echarts';

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

/** One line (or bar) of a chart over categories: its name and a value per category. */
export type Series = { name: string; values: Array<number | null>; kind?: 'line' | 'bar' };

/** A chart of series over categories (days, hours), with a legend when there is more than one. */
export function seriesOption(categories: string[], series: Series[], format?: (value: number) => string): ChartOption {
  return {
    grid: { left: 8, right: 16, top: series.length > 1 ? 36 : 16, bottom: 8 },
    tooltip: {
      trigger: 'axis',
      ...(format ? { valueFormatter: (v) => (typeof v === 'number' ? format(v) : '—') } : {}),
    },
    ...(series.length > 1 ? { legend: { top: 0 } } : {}),
    xAxis: { type: 'category', data: categories, boundaryGap: series.some((s) => s.kind === 'bar') },
    yAxis: {
      type: 'value',
      // Counts step by whole numbers: no "0.2 subscribers" on the axis.
      ...(series.every((s) => s.values.every((v) => v === null || Number.isInteger(v))) ? { minInterval: 1 } : {}),
      ...(format ? { axisLabel: { formatter: (v: number) => format(v) } } : {}),
    },
    series: series.map((s) =>
      s.kind === 'bar'
        ? { type: 'bar', name: s.name, data: s.values }
        : { type: 'line', name: s.name, data: s.values, showSymbol: categories.length <= 31 },
    ),
  };
}

/** A pie of named shares. */
export function pieOption(
  slices: Array<{ name: string; value: number }>,
  format?: (value: number) => string,
): ChartOption {
  return {
    tooltip: {
      trigger: 'item',
      ...(format ? { valueFormatter: (v) => (typeof v === 'number' ? format(v) : '—') } : {}),
    },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        type: 'pie',
        radius: ['35%', '60%'],
        top: 0,
        bottom: 32,
        data: slices,
        // The share beside each slice, its name in the legend: short enough for a phone's width.
        label: { formatter: '{d}%' },
      },
    ],
  };
}
