/** The buttons above a list: create (with its permission), refresh, column settings. */
import { Button, Space, Tooltip } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Field, Resource } from './resource';
import type { RecordBase } from './types';
import type { ResourceT } from './use-resource-t';
import type { useColumnSettings } from './use-column-settings';
import { useAllowed } from './use-allowed';
import { LinkButton } from './link-button';
import { ColumnSettings } from './column-settings';

type Props<T extends RecordBase> = {
  resource: Resource<T>;
  columns: readonly Field<T>[];
  settings: ReturnType<typeof useColumnSettings>;
  refreshing: boolean;
  onRefresh: () => void;
  t: ResourceT;
};

export function ListToolbar<T extends RecordBase>({ resource, columns, settings, refreshing, onRefresh, t }: Props<T>) {
  const allowed = useAllowed();
  const create = resource.permissions.create;
  return (
    <Space>
      {create && allowed(create) && (
        <LinkButton to={`${resource.path}/create`} type="primary" icon={<PlusOutlined />}>
          {t('resource:actions.create')}
        </LinkButton>
      )}
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
