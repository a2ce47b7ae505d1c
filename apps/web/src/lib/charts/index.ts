export { ChartCard, type FigureColumn, type FigureTable } from './chart-card';
export { pieOption, seriesOption, type ChartOption, type Series } from './option';
