/**
 * The search form above a list: free text plus the resource's filters, kept in step with the URL. In a row on
 * a wide screen; stacked, each control the full width, on a phone (a date range as two pickers, one a line).
 */
import { cloneElement, useEffect } from 'react';
import { Button, Form, Input, Select, Space } from 'antd';
import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import type { DayRange } from './date-range-filter';
import { lazyControl } from './lazy-control';
import type { FilterSpec } from './field';
import type { FilterValues } from './types';
import type { ResourceT } from './use-resource-t';

type FormValues = Record<string, string | number | DayRange | null | undefined>;

const DateRangeControl = lazyControl(() => import('./date-range-filter'));
const NumberControl = lazyControl(() => import('./number-filter'));
const DecimalRangeControl = lazyControl(() => import('./decimal-range-filter'));

/** URL names a filter occupies: its own, or the two ends of a range. */
export function filterUrlNames(filters: readonly FilterSpec[]): string[] {
  return filters.flatMap((f) => (f.range ? [...f.range] : [f.name]));
}

function toFormValues(filters: readonly FilterSpec[], values: FilterValues): FormValues {
  const entries = filters.map((f): [string, FormValues[string]] => {
    const value = values[f.name];
    if (f.type === 'number') return [f.name, value === undefined ? undefined : Number(value)];
    if (!f.range) return [f.name, value];
    const [from, to] = f.range.map((name) => values[name]);
    return [f.name, from || to ? [from, to] : undefined];
  });
  return { q: values.q, ...Object.fromEntries(entries) };
}

function toFilterValues(filters: readonly FilterSpec[], values: FormValues): FilterValues {
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

type Props = {
  filters: readonly FilterSpec[];
  search: boolean;
  values: FilterValues;
  onSearch: (values: FilterValues) => void;
  /** One control a line, the full width (phones). */
  stacked: boolean;
  t: ResourceT;
};

export function SearchForm({ filters, search, values, onSearch, stacked, t }: Props) {
  const [form] = Form.useForm<FormValues>();
  useEffect(() => form.setFieldsValue(toFormValues(filters, values)), [form, filters, values]);

  const width = stacked ? { width: '100%' } : undefined;
  const control = (f: FilterSpec) => {
    const label = t(f.label);
    if (f.input)
      return cloneElement(f.input, {
        placeholder: t('resource:search.all'),
        style: { ...f.input.props.style, ...width },
      });
    switch (f.type) {
      case 'select':
        return (
          <Select
            aria-label={label}
            placeholder={t('resource:search.all')}
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
        return (
          <DateRangeControl placeholder={[t('resource:search.from'), t('resource:search.to')]} stacked={stacked} />
        );
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
  };

  return (
    <Form
      form={form}
      layout={stacked ? 'vertical' : 'inline'}
      onFinish={(v) => onSearch(toFilterValues(filters, v))}
      style={{ rowGap: 12 }}
    >
      {search && (
        <Form.Item name="q">
          <Input
            aria-label={t('resource:search.placeholder')}
            placeholder={t('resource:search.placeholder')}
            prefix={<SearchOutlined />}
            allowClear
          />
        </Form.Item>
      )}
      {filters.map((f) => (
        <Form.Item key={f.name} name={f.name} label={t(f.label)}>
          {control(f)}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('resource:actions.search')}
          </Button>
          <Button icon={<UndoOutlined />} onClick={() => onSearch({})}>
            {t('resource:actions.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
