/** An ECharts chart that follows its option, its box's size and the theme colour, and is freed on unmount. */
import { useEffect, useRef } from 'react';
import { useSettings } from '../settings';
import { type EChartsType, initChart } from './echarts';
import type { ChartOption } from './option';

/** Colours after the theme's own, for charts of several series. */
const PALETTE = ['#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452', '#9a60b4', '#ea7ccc'];

export function EChart({ option, height, label }: { option: ChartOption; height: number; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const { themeColor } = useSettings();

  useEffect(() => {
    const element = box.current!;
    const made = initChart(element);
    chart.current = made;
    const resized = new ResizeObserver(() => made.resize());
    resized.observe(element);
    return () => {
      resized.disconnect();
      made.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({ color: [themeColor, ...PALETTE], ...option }, { notMerge: true });
  }, [option, themeColor]);

  return <div ref={box} role="img" aria-label={label} style={{ height, width: '100%' }} />;
}
