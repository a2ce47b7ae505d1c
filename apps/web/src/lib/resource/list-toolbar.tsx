/**
 * The buttons above a list: create, batch create, import, reorder and export (each with its permission), refresh,
 * column settings.
 */
import { useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { CloudUploadOutlined, DownloadOutlined, ImportOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { downloadFile } from '../api/download';
import type { Query } from '../api/client';
import { useMessage } from '../feedback';
import type { Resource } from './resource';
import type { Field } from './field';
import type { FilterValues, RecordBase } from './types';
import { ReorderButton } from './reorder/reorder-button';
import type { ResourceT } from './use-resource-t';
import type { useColumnSettings } from './use-column-settings';
import { useAllowed } from './use-allowed';
import { LinkButton } from './link-button';
import { ColumnSettings } from './column-settings';
import { errorText } from './use-save-controller';

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
};

/** Downloads `<path>.csv` of the list as filtered now; says why when the server refuses. */
function ExportButton({ path, query, t }: { path: string; query: Query; t: ResourceT }) {
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(`/${path}/exportCsv`, query, `${path}.csv`);
    } catch (error) {
      message.error(errorText(error, t('resource:failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {t('resource:actions.export')}
    </Button>
  );
}

export function ListToolbar<T extends RecordBase>(props: Props<T>) {
  const { resource, columns, settings, refreshing, onRefresh, query, filters, t } = props;
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
      {exportCsv && allowed(exportCsv) && <ExportButton path={resource.api.path} query={query} t={t} />}
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
