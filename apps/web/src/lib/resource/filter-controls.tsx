/**
 * A filter's control and its values, one piece for every place that asks for filters: the list's search form
 * and the reorder dialog's scope. A range shows as one control and holds two URL values.
 */
import { cloneElement, type CSSProperties } from 'react';
import { Input, Select } from 'antd';
import type { DayRange } from './date-range-filter';
import { lazyControl } from './lazy-control';
import { warmable } from './warm-parts';
import type { FilterSpec } from './field';
import type { FilterValues } from './types';
import type { ResourceT } from './use-resource-t';

export type FormValues = Record<string, string | number | DayRange | null | undefined>;

const DateRangeControl = lazyControl(warmable(() => import('./date-range-filter')));
const NumberControl = lazyControl(warmable(() => import('./number-filter')));
const DecimalRangeControl = lazyControl(warmable(() => import('./decimal-range-filter')));

/** URL names a filter occupies: its own, or the two ends of a range. */
export function filterUrlNames(filters: readonly FilterSpec[]): string[] {
  return filters.flatMap((f) => (f.range ? [...f.range] : [f.name]));
}

export function toFormValues(filters: readonly FilterSpec[], values: FilterValues): FormValues {
  const entries = filters.map((f): [string, FormValues[string]] => {
    const value = values[f.name];
    if (f.type === 'number') return [f.name, value === undefined ? undefined : Number(value)];
    if (!f.range) return [f.name, value];
    const [from, to] = f.range.map((name) => values[name]);
    return [f.name, from || to ? [from, to] : undefined];
  });
  return { q: values.q, ...Object.fromEntries(entries) };
}

export function toFilterValues(filters: readonly FilterSpec[], values: FormValues): FilterValues {
  const text = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : String(v));
  const entries = filters.flatMap((f) => {
    const value = values[f.name];
    if (!f.range) return [[f.name, text(value)]];
    const [from, to] = Array.isArray(value) ? value : [];
    return [
      [f.range[0], from],
      [f.range[1], to],
    ];
  });
  return { q: text(values.q), ...Object.fromEntries(entries) };
}

/**
 * The control of filter `f`; `stacked`: the full width, a range one control a line (phones); `placeholder`: what
 * an empty control says (by default "All": an empty filter keeps every record).
 */
export function filterControl(f: FilterSpec, t: ResourceT, stacked: boolean, placeholder = t('resource:search.all')) {
  const label = t(f.label);
  const width: CSSProperties | undefined = stacked ? { width: '100%' } : undefined;
  if (f.input)
    return cloneElement(f.input, {
      placeholder,
      style: { ...f.input.props.style, ...width },
    });
  switch (f.type) {
    case 'select':
      return (
        <Select
          aria-label={label}
          placeholder={placeholder}
          allowClear
          style={width ?? { minWidth: 140 }}
          // A label longer than the box shows whole in the list (the box keeps its width).
          popupMatchSelectWidth={false}
          options={f.options?.map((o) => ({ value: String(o.value), label: t(o.label) }))}
        />
      );
    case 'number':
      return <NumberControl aria-label={label} style={width} />;
    case 'dateRange':
      return <DateRangeControl placeholder={[t('resource:search.from'), t('resource:search.to')]} stacked={stacked} />;
    case 'decimalRange':
      return (
        <DecimalRangeControl
          label={label}
          placeholder={[t('resource:search.min'), t('resource:search.max')]}
          stacked={stacked}
        />
      );
    default:
      return <Input aria-label={label} allowClear />;
  }
}
