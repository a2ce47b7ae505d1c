/**
 * ECharts with only what Backlot draws: line, bar and pie charts with grid, tooltip and legend, drawn as SVG
 * (crisp at any zoom, light on phones, and drawable where there is no canvas, as in the unit tests).
 * Imported by the analytics pages alone, so the rest of the app never downloads it.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// Aliased: ECharts' `use` registers parts, it is no React hook.
import { init, use as register } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

register([
  LineChart,
  BarChart,
  PieChart,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);

export { init };
export type { ComposeOption, EChartsType } from 'echarts/core';
export type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
export type {
  DatasetComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
