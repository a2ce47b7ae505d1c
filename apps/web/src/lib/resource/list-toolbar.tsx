/**
 * The buttons above a list: create, batch create, import, reorder and export (CSV or Excel, of the selected rows
 * or all the filters match; each with its permission), what the list adds (its views' menu), refresh, column
 * settings.
 */
import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { CloudUploadOutlined, ImportOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Query } from '../api/client';
import type { Resource } from './resource';
import type { Field } from './field';
import type { ListMeta } from '@backlot/contract';
import type { Camelize, FilterValues, RecordBase, RecordId } from './types';
import { useCountedMeta } from './use-counted-total';
import { camelKey } from '../api/case';
import { ReorderButton } from './reorder/reorder-button';
import type { ResourceT } from './use-resource-t';
import type { useColumnSettings } from './use-column-settings';
import { useAllowed } from './use-allowed';
import { LinkButton } from './link-button';
import { ColumnSettings } from './column-settings';
import { ExportMenu } from './export-menu';
import { exportFieldsOf } from './export-request';

type Props<T extends RecordBase> = {
  resource: Resource<T>;
  columns: readonly Field<T>[];
  settings: ReturnType<typeof useColumnSettings>;
  refreshing: boolean;
  onRefresh: () => void;
  /** The list's current query: the export takes its filters and search. */
  query: Query;
  /** The selected rows: the export takes only them. */
  selected: readonly RecordId[];
  /** The page's own meta: the export tells the rows the filters match, as counted once the count arrives. */
  meta: Camelize<ListMeta> | undefined;
  /** The list's filters as the URL holds them: a reorder's scope. */
  filters: FilterValues;
  t: ResourceT;
  /** Shown before refresh: the views' menu. */
  children?: ReactNode;
};

export function ListToolbar<T extends RecordBase>(props: Props<T>) {
  const { resource, columns, settings, refreshing, onRefresh, query, filters, t, children } = props;
  const allowed = useAllowed();
  const total = useCountedMeta(resource.api, query, props.meta);
  const { create, batchCreate, import: importFile, export: exportList } = resource.permissions;
  const exported = exportList && allowed(exportList) ? exportFieldsOf(exportList) : undefined;
  const labelOf = (name: string) => {
    const field = resource.fields.find((f) => f.name === camelKey(name));
    // A field the table leaves out (an order's currency) may still have its label in the messages.
    return field ? t(field.label) : t(`fields.${camelKey(name)}`, { defaultValue: name });
  };
  return (
    <Space wrap>
      {create && allowed(create) && (
        <LinkButton to={`${resource.path}/create`} type="primary" icon={<PlusOutlined />}>
          {t('resource:actions.create')}
        </LinkButton>
      )}
      {batchCreate && allowed(batchCreate) && (
        <LinkButton to={`${resource.path}/batch-create`} icon={<CloudUploadOutlined />}>
          {t('resource:actions.batchCreate')}
        </LinkButton>
      )}
      {importFile && allowed(importFile) && (
        <LinkButton to={`${resource.path}/import`} icon={<ImportOutlined />}>
          {t('resource:actions.import')}
        </LinkButton>
      )}
      <ReorderButton resource={resource} filters={filters} t={t} />
      {exported && (
        <ExportMenu
          apiPath={resource.api.path}
          exported={exported}
          query={query}
          selected={props.selected}
          total={total && { count: total.total, estimate: total.totalIsEstimate === true }}
          shown={columns.filter((f) => settings.isShown(f.name)).map((f) => ({ name: f.name, label: t(f.label) }))}
          labelOf={labelOf}
          t={t}
        />
      )}
      {children}
      <Tooltip title={t('resource:actions.refresh')}>
        <Button
          icon={<ReloadOutlined />}
          aria-label={t('resource:actions.refresh')}
          onClick={onRefresh}
          loading={refreshing}
        />
      </Tooltip>
      <ColumnSettings columns={columns.map((f) => ({ name: f.name, label: t(f.label) }))} {...settings} t={t} />
    </Space>
  );
}
