/**
 * A select whose options are records of another resource, searched on the server as the user types
 * (`GET /<path>?q=...`). `known` labels values the current page of results may not hold.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import type { ListPage, RecordBase } from './types';

type Option = { value: number; label: string };

export type RemoteSelectProps<T extends RecordBase> = Omit<SelectProps<number | number[]>, 'options' | 'onSearch'> & {
  /** Path under /api: `roles`, `admins`. */
  path: string;
  labelOf: (record: T) => string;
  known?: Option[];
};

const PAGE = 200;

export function RemoteSelect<T extends RecordBase>({ path, labelOf, known = [], ...select }: RemoteSelectProps<T>) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const { data, isFetching } = useQuery({
    queryKey: [path, 'list', { q, perPage: PAGE, options: true }],
    queryFn: () => api.get<ListPage<T>>(`/${path}`, { q, perPage: PAGE }),
    placeholderData: keepPreviousData,
  });
  const options = useMemo(() => {
    const fetched = (data?.data ?? []).map((record) => ({ value: record.id, label: labelOf(record) }));
    const seen = new Set(fetched.map((o) => o.value));
    return [...fetched, ...known.filter((o) => !seen.has(o.value))];
  }, [data, known, labelOf]);

  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      loading={isFetching}
      options={options}
      onBlur={() => setSearch('')}
      {...select}
    />
  );
}
