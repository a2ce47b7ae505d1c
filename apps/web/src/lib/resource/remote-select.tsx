/**
 * A select whose options are records of another resource, searched on the server as the user types
 * (`GET /<path>?q=...`). `known` labels values the current page of results may not hold. The first page of
 * records is asked only when the list is opened, or when a chosen value has no known label: a page of filters
 * does not load every picker's records before anyone picks.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { keepPreviousData } from '@tanstack/react-query';
import { useRead } from '../api/use-read';
import { api } from '../api/client';
import type { ListPage, RecordBase } from './types';

type Option = { value: number; label: string; disabled?: boolean };

export type RemoteSelectProps<T extends RecordBase> = Omit<SelectProps<number | number[]>, 'options' | 'onSearch'> & {
  /** Path under /api: `roles`, `admins`. */
  path: string;
  labelOf: (record: T) => string;
  /** Records offered but not selectable (and, once selected, not removable): what the admin may not grant. */
  isDisabled?: (record: T) => boolean;
  known?: Option[];
  /** Called with the whole record the user picks (a control that keeps records, not only ids). */
  onPick?: (record: T) => void;
};

const PAGE = 200;

export function RemoteSelect<T extends RecordBase>({
  path,
  labelOf,
  isDisabled,
  known = [],
  onPick,
  ...select
}: RemoteSelectProps<T>) {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const q = useDeferredValue(search.trim());
  const chosen = [select.value ?? []].flat();
  const unlabeled = chosen.some((value) => !known.some((option) => option.value === value));
  const { data, isFetching } = useRead({
    queryKey: [path, 'list', { q, perPage: PAGE, options: true }],
    queryFn: () => api.get<ListPage<T>>(`/${path}`, { q, perPage: PAGE }),
    placeholderData: keepPreviousData,
    enabled: opened || q !== '' || unlabeled,
  });
  const options = useMemo(() => {
    const fetched = (data?.data ?? []).map((record) => ({
      value: record.id,
      label: labelOf(record),
      disabled: isDisabled?.(record),
    }));
    const seen = new Set(fetched.map((o) => o.value));
    return [...fetched, ...known.filter((o) => !seen.has(o.value))];
  }, [data, known, labelOf, isDisabled]);

  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      loading={isFetching}
      options={options}
      onBlur={() => setSearch('')}
      onSelect={(id) => {
        const record = data?.data.find((r) => r.id === id);
        if (record) onPick?.(record);
      }}
      {...select}
      onOpenChange={(open) => {
        if (open) setOpened(true);
        select.onOpenChange?.(open);
      }}
    />
  );
}
