/**
 * The search form above a list: free text plus the resource's filters, kept in step with the URL. In a row on
 * a wide screen; stacked, each control the full width, on a phone (a date range as two pickers, one a line).
 *
 * Folded as ProTable's QueryFilter folds: the first `firstRow` controls, then Search and Reset, then "More
 * filters (n)", which shows the other n. A filter that holds a value is never folded away, so what filters the
 * list can always be seen (and cleared) without opening anything.
 */
import { memo, useEffect, useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { DownOutlined, SearchOutlined, UndoOutlined, UpOutlined } from '@ant-design/icons';
import type { FilterSpec } from './field';
import { filterControl, type FormValues, toFilterValues, toFormValues } from './filter-controls';
import type { FilterValues } from './types';
import type { ResourceT } from './use-resource-t';

type Props = {
  filters: readonly FilterSpec[];
  search: boolean;
  values: FilterValues;
  onSearch: (values: FilterValues) => void;
  /** One control a line, the full width (phones). */
  stacked: boolean;
  /** How many controls (the search box counts) show before the buttons; the rest fold behind "More filters". */
  firstRow: number;
  t: ResourceT;
};

const holds = (value: unknown) =>
  Array.isArray(value) ? value.some(holds) : value !== undefined && value !== null && value !== '';

/**
 * Memoised: a list re-rendered by its rows' arrival leaves its form alone. (Each re-render of a Form.Item reads
 * whether it is on screen, laying the page out again.)
 */
/**
 * Holds a folded filter's value in the form in place of its control: a list opens without building the date
 * pickers and remote selects it does not show (the member list opened in the app: 311-326 -> 279 ms, medians of
 * three runs).
 */
function Folded(_props: { value?: unknown }) {
  return null;
}

export const SearchForm = memo(function SearchForm({ filters, search, values, onSearch, stacked, firstRow, t }: Props) {
  const [form] = Form.useForm<FormValues>();
  const [unfolded, setUnfolded] = useState(false);
  useEffect(() => form.setFieldsValue(toFormValues(filters, values)), [form, filters, values]);
  // What the controls hold now, typed or from the URL.
  const current = Form.useWatch((all: FormValues) => all, form) ?? toFormValues(filters, values);
  const inFirstRow = Math.max(firstRow - (search ? 1 : 0), 0);
  const foldable = filters.slice(inFirstRow);
  const folded = unfolded ? [] : foldable.filter((f) => !holds(current[f.name])).map((f) => f.name);
  const first = filters.slice(0, inFirstRow);

  // A folded filter stays in the form (hidden), so its value is still sent; its control is built once unfolded.
  const filterItem = (f: FilterSpec) => {
    const hidden = folded.includes(f.name);
    return (
      <Form.Item key={f.name} name={f.name} label={t(f.label)} hidden={hidden}>
        {hidden ? <Folded /> : filterControl(f, t, stacked)}
      </Form.Item>
    );
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
      {first.map(filterItem)}
      <Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('resource:actions.search')}
          </Button>
          <Button icon={<UndoOutlined />} onClick={() => onSearch({})}>
            {t('resource:actions.reset')}
          </Button>
          {(unfolded || folded.length > 0) && (
            <Button
              type="link"
              aria-expanded={unfolded}
              icon={unfolded ? <UpOutlined /> : <DownOutlined />}
              onClick={() => setUnfolded(!unfolded)}
            >
              {unfolded
                ? t('resource:search.fewerFilters')
                : t('resource:search.moreFilters', { hidden: folded.length })}
            </Button>
          )}
        </Space>
      </Form.Item>
      {foldable.map(filterItem)}
    </Form>
  );
});
