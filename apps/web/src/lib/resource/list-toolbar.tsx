/**
 * The buttons above a list: create, batch create, import, reorder and export (each with its permission), what the
 * list adds (its views' menu), refresh, column settings.
 */
import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { CloudUploadOutlined, ImportOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Query } from '../api/client';
import type { Resource } from './resource';
import type { Field } from './field';
import type { FilterValues, RecordBase } from './types';
import { ReorderButton } from './reorder/reorder-button';
import type { ResourceT } from './use-resource-t';
import type { useColumnSettings } from './use-column-settings';
import { useAllowed } from './use-allowed';
import { LinkButton } from './link-button';
import { ColumnSettings } from './column-settings';
import { csvLabelOf, CsvDownloadButton } from './csv-download-button';

type Props<T extends RecordBase> = {
  resource: Resource<T>;
  columns: readonly Field<T>[];
  settings: ReturnType<typeof useColumnSettings>;
  refreshing: boolean;
  onRefresh: () => void;
  /** The list's current query: the export takes its filters, search and sort. */
  query: Query;
  /** The list's filters as the URL holds them: a reorder's scope. */
  filters: FilterValues;
  t: ResourceT;
  /** Shown before refresh: the views' menu. */
  children?: ReactNode;
};

export function ListToolbar<T extends RecordBase>(props: Props<T>) {
  const { resource, columns, settings, refreshing, onRefresh, query, filters, t, children } = props;
  const allowed = useAllowed();
  const { create, batchCreate, import: importFile, export: exportCsv } = resource.permissions;
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
      {exportCsv && allowed(exportCsv) && (
        <CsvDownloadButton
          path={`/${resource.api.path}/exportCsv`}
          query={query}
          fileName={`${resource.api.path}.csv`}
          label={t('resource:actions.export')}
          labelOf={csvLabelOf(resource, t)}
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
