/**
 * The search form above a list: free text plus the resource's filters, kept in step with the URL. In a row on
 * a wide screen; stacked, each control the full width, on a phone (a date range as two pickers, one a line).
 */
import { useEffect } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
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
  t: ResourceT;
};

export function SearchForm({ filters, search, values, onSearch, stacked, t }: Props) {
  const [form] = Form.useForm<FormValues>();
  useEffect(() => form.setFieldsValue(toFormValues(filters, values)), [form, filters, values]);

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
          {filterControl(f, t, stacked)}
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
