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

const PARTS = [
  LineChart,
  BarChart,
  PieChart,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
];

/**
 * A chart drawn as SVG in `element`. The parts are registered here, not at the module's top level: the app's
 * modules are built as free of side effects, which would drop a bare top-level call (ECharts ignores a part
 * registered twice).
 */
export function initChart(element: HTMLElement) {
  register(PARTS);
  return init(element, undefined, { renderer: 'svg' });
}

export type { ComposeOption, EChartsType } from 'echarts/core';
export type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
export type {
  DatasetComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
