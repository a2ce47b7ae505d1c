/** A resource's show page: its fields as a description list, edit and the resource's own actions, and extra parts. */
import type { ReactNode } from 'react';
import { Alert, Card, Descriptions, Flex, Space } from 'antd';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import type { Resource } from './resource';
import type { RecordBase } from './types';
import { useRecord } from './use-record';
import { useResourceT } from './use-resource-t';
import { useLanguage } from './use-language';
import { useAllowed } from './use-allowed';
import { useDelegator } from '../permissions';
import { displayValue } from './display';
import { LinkButton } from './link-button';
import { RecordError } from './record-error';

export type ResourceDetailProps<T extends RecordBase> = {
  resource: Resource<T>;
  /** Buttons beside edit (enable, disable, ...). */
  actions?: (record: T) => ReactNode;
  /** Parts below the fields (related records). */
  children?: (record: T) => ReactNode;
};

export function ResourceDetail<T extends RecordBase>({ resource, actions, children }: ResourceDetailProps<T>) {
  const t = useResourceT(resource.ns);
  const language = useLanguage();
  const allowed = useAllowed();
  const actor = useDelegator();
  const record = useRecord(resource.api);

  if (record.isError)
    return <RecordError error={record.error} backTo={resource.path} retry={() => void record.refetch()} t={t} />;
  if (!record.data) return <Card loading />;

  const data = record.data;
  const fields = resource.fields.filter((f) => !f.hideInDetail && f.valueType !== 'password');
  const edit = resource.permissions.edit;
  const locked = resource.locked?.(data, actor);
  return (
    <Flex vertical gap={16}>
      {locked && <Alert type="info" showIcon title={t(locked)} />}
      <Card
        title={resource.titleOf?.(data) ?? t('title.show')}
        extra={
          <Space wrap>
            <LinkButton to={resource.path} icon={<ArrowLeftOutlined />}>
              {t('resource:actions.back')}
            </LinkButton>
            {actions?.(data)}
            {edit && allowed(edit) && !locked && (
              <LinkButton to={`${resource.path}/edit/${data.id}`} type="primary" icon={<EditOutlined />}>
                {t('resource:actions.edit')}
              </LinkButton>
            )}
          </Space>
        }
      >
        <Descriptions
          bordered
          column={{ xs: 1, md: 2 }}
          items={fields.map((field) => ({
            key: field.name,
            label: t(field.label),
            children: displayValue(field, data, t, language),
          }))}
        />
      </Card>
      {children?.(data)}
    </Flex>
  );
}
