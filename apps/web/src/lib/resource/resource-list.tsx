/**
 * A resource's list page: search form, toolbar (create, refresh, column settings), the table with URL-synced
 * page, page size and sort, row actions, and bulk actions on the selected rows.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Flex, Space, Table, Tooltip, type TableProps } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { Resource } from './resource';
import type { RecordBase } from './types';
import { useListController } from './use-list-controller';
import { useColumnSettings } from './use-column-settings';
import { useResourceT } from './use-resource-t';
import { useLanguage } from './use-language';
import { useAllowed } from './use-allowed';
import { SearchForm, filterUrlNames } from './search-form';
import { ColumnSettings } from './column-settings';
import { RowActions } from './row-actions';
import { BulkBar, type BulkAction } from './bulk-bar';
import { LinkButton } from './link-button';
import { sortFromTable, tableColumns } from './table-columns';
import { errorText } from './use-save-controller';

export type ResourceListProps<T extends RecordBase> = {
  resource: Resource<T>;
  /** Offer deleting the selected rows (with the resource's delete permission). */
  bulkDelete?: boolean;
  bulkActions?: BulkAction[];
  /** Extra buttons of a row, between edit and delete. */
  rowActions?: (record: T) => ReactNode;
  expandable?: TableProps<T>['expandable'];
};

export function ResourceList<T extends RecordBase>({ resource, bulkDelete, bulkActions = [], rowActions, expandable }: ResourceListProps<T>) {
  const t = useResourceT(resource.ns);
  const language = useLanguage();
  const allowed = useAllowed();
  const filters = resource.filters ?? [];
  const urlNames = useMemo(() => filterUrlNames(resource.filters ?? []), [resource.filters]);
  const list = useListController({ filterNames: urlNames, defaultSort: resource.defaultSort });
  const query = useQuery(resource.api.list(list.query));
  const [selected, setSelected] = useState<number[]>([]);

  const tableFields = useMemo(() => resource.fields.filter((f) => !f.hideInTable), [resource.fields]);
  const columns = useColumnSettings(resource.ns, tableFields);
  const shownFields = tableFields.filter((f) => columns.isShown(f.name));
  const hasRowActions = resource.hasShow || resource.permissions.edit || resource.permissions.delete || rowActions;

  const bulk = [
    ...(bulkDelete && resource.permissions.delete
      ? [{ key: 'delete', label: t('resource:bulk.delete'), permission: resource.permissions.delete, danger: true,
           confirm: (count: number) => t('resource:bulk.confirmDelete', { count }), run: resource.api.remove }]
      : []),
    ...bulkActions,
  ].filter((action) => allowed(action.permission));

  const meta = query.data?.meta;
  return (
    <Card>
      <Flex vertical gap={16}>
        <SearchForm filters={filters} search={resource.search !== false} values={list.filters} onSearch={list.setFilters} t={t} />
        <Flex justify="space-between" align="center" wrap gap={8}>
          <BulkBar resourceKey={resource.api.key} actions={bulk} selected={selected} onDone={setSelected} t={t} />
          <Space>
            {resource.permissions.create && allowed(resource.permissions.create) && (
              <LinkButton to={`${resource.path}/create`} type="primary" icon={<PlusOutlined />}>
                {t('resource:actions.create')}
              </LinkButton>
            )}
            <Tooltip title={t('resource:actions.refresh')}>
              <Button icon={<ReloadOutlined />} aria-label={t('resource:actions.refresh')} onClick={() => void query.refetch()} loading={query.isFetching} />
            </Tooltip>
            <ColumnSettings columns={tableFields.map((f) => ({ name: f.name, label: t(f.label) }))} {...columns} t={t} />
          </Space>
        </Flex>
        {query.isError && <Alert type="error" showIcon title={errorText(query.error, t('resource:failed'))} />}
        <Table<T>
          rowKey="id"
          loading={query.isFetching}
          dataSource={query.data?.data}
          columns={[
            ...tableColumns(shownFields, list.sort, t, language),
            ...(hasRowActions
              ? [{ key: 'actions', title: t('resource:actions.title'), fixed: 'right' as const,
                   render: (_: unknown, record: T) => <RowActions resource={resource} record={record} extra={rowActions?.(record)} t={t} /> }]
              : []),
          ]}
          rowSelection={bulk.length ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
          expandable={expandable}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: list.page,
            pageSize: list.perPage,
            total: meta?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100, 200],
            showTotal: (total) => t(meta?.totalIsEstimate ? 'resource:totalEstimate' : 'resource:total', { total }),
          }}
          onChange={(pagination, _filters, sorter, extra) => {
            if (extra.action === 'sort' && !Array.isArray(sorter)) list.setSort(sortFromTable(shownFields, sorter.columnKey, sorter.order));
            if (extra.action === 'paginate') {
              const sizeChanged = pagination.pageSize !== list.perPage;
              list.setPage(sizeChanged ? 1 : (pagination.current ?? 1), pagination.pageSize);
            }
          }}
        />
      </Flex>
    </Card>
  );
}
